import { Alert, Badge, Button, Checkbox, Group, List, Modal, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AutoPlanned, AutoRun } from '@ujian/shared/jadwal-auto';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { slotLabel } from '../jadwal/format';
import { useApplyAutoRun } from './api';
import { boardOf, boundText, loadPerDosen, planDays, reasonText, verdictOf } from './plan-view';
import { type RepairChange, RepairList } from './RepairList';

const verdictColor: Record<string, string> = {
  proven: 'teal',
  good: 'blue',
  stopped: 'yellow',
  fallback: 'orange',
  nothing: 'red',
  failed: 'red',
};

/** The proposed plan: board per day, table with the entries to keep, load per lecturer, unplanned with reasons. */
export function AutoPlanResult({
  run,
  onApplied,
  onBack,
  onRerun,
  rerunning = false,
}: {
  run: AutoRun;
  onApplied(): void;
  onBack(): void;
  /** runs the plan again with one repair applied to its settings (absent: no settings to run again with) */
  onRerun?: (change: RepairChange) => void;
  rerunning?: boolean;
}) {
  const { t, i18n } = useTranslation('jadwalAuto');
  const apply = useApplyAutoRun();
  const [dropped, setDropped] = useState<Set<string>>(new Set());
  const days = useMemo(() => planDays(run.planned), [run.planned]);
  const [day, setDay] = useState<string | null>(days[0] ?? null);
  const kept = (p: AutoPlanned) => !dropped.has(p.pengajuanUuid);
  const load = useMemo(() => loadPerDosen(run, (p) => !dropped.has(p.pengajuanUuid)), [run, dropped]);
  const student = (uuid: string) => run.names.pengajuan[uuid]?.mahasiswa ?? uuid;
  const committee = (p: AutoPlanned) =>
    p.komite.map((k) => `${t(`peran.${k.peran}`)}: ${run.names.dosen[k.dosenUuid] ?? '?'}`).join(' · ');
  const slotName = (uuid: string) => {
    const w = run.names.waktuUjian[uuid];
    if (!w) return uuid;
    return slotLabel(w);
  };
  const toggle = (uuid: string, keep: boolean) => {
    const next = new Set(dropped);
    if (keep) next.delete(uuid);
    else next.add(uuid);
    setDropped(next);
  };
  const selected = run.planned.filter(kept).map((p) => p.pengajuanUuid);

  const [confirming, setConfirming] = useState(false);
  const applySelected = async () => {
    const result = await apply.mutateAsync({ runId: run.runId, pengajuanUuids: selected }).catch(() => undefined);
    setConfirming(false);
    if (!result) return;
    notifications.show({
      color: result.warnings.length ? 'yellow' : 'teal',
      message: [
        t('applied', { count: result.created.length + result.updated.length }),
        ...result.warnings.map((w) => t('appliedWarning', { name: student(w.pengajuanUuid), message: w.message })),
      ].join(' '),
    });
    onApplied();
  };

  const board = day ? boardOf(run, day) : undefined;
  const verdict = verdictOf(run);
  return (
    <Stack data-testid="auto-plan-result">
      <Group>
        <Badge variant="light" color={verdictColor[verdict ?? ''] ?? 'gray'} data-testid="auto-plan-status">
          {t(`status.${run.status}`)}
        </Badge>
        <Text size="sm">
          {t('summary', {
            maxLoad: run.stats.maxLoad,
            seconds: run.stats.seconds.toFixed(1),
          })}
        </Text>
      </Group>
      <Stack gap={2}>
        {verdict && (
          <Text size="sm" data-testid="auto-plan-verdict">
            {t(`verdict.${verdict}`)}
          </Text>
        )}
        <Text size="sm" fw={600} data-testid="auto-plan-bound">
          {boundText(t, run)}
        </Text>
      </Stack>
      {run.appliedAt && <Alert color="blue">{t('alreadyApplied')}</Alert>}
      <FormErrorAlert error={apply.error} testId="auto-plan-apply-error" />
      <Tabs defaultValue="table" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="table">{t('tabs.table', { count: run.planned.length })}</Tabs.Tab>
          <Tabs.Tab value="board">{t('tabs.board')}</Tabs.Tab>
          <Tabs.Tab value="load">{t('tabs.load')}</Tabs.Tab>
          <Tabs.Tab value="unplanned">{t('tabs.unplanned', { count: run.unplanned.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="table" pt="sm">
          <Table striped data-testid="auto-plan-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keep')}</Table.Th>
                <Table.Th>{t('student')}</Table.Th>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th>{t('slot')}</Table.Th>
                <Table.Th>{t('room')}</Table.Th>
                <Table.Th>{t('committee')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.planned.map((p) => (
                <Table.Tr key={p.pengajuanUuid}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('keepOne', { name: student(p.pengajuanUuid) })}
                      checked={kept(p)}
                      onChange={(e) => toggle(p.pengajuanUuid, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{student(p.pengajuanUuid)}</Table.Td>
                  <Table.Td>{formatDay(p.tanggal, i18n.language)}</Table.Td>
                  <Table.Td>{slotName(p.waktuUjianUuid)}</Table.Td>
                  <Table.Td>{run.names.ruangan[p.ruanganUuid] ?? p.ruanganUuid}</Table.Td>
                  <Table.Td>{committee(p)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="sm">
          <Stack>
            <Select
              label={t('day')}
              data={days.map((d) => ({ value: d, label: formatDay(d, i18n.language, 'full') }))}
              value={day}
              onChange={setDay}
              allowDeselect={false}
              w={220}
            />
            {board && (
              <Table withTableBorder withColumnBorders data-testid="auto-plan-board">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('room')}</Table.Th>
                    {board.slots.map((s) => (
                      <Table.Th key={s}>{slotName(s)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {board.rooms.map((r) => (
                    <Table.Tr key={r}>
                      <Table.Th scope="row">{run.names.ruangan[r] ?? r}</Table.Th>
                      {board.slots.map((s) => {
                        const p = board.cells[r]?.[s];
                        return (
                          <Table.Td key={s} opacity={p && !kept(p) ? 0.5 : 1}>
                            {p && (
                              <Stack gap={2}>
                                <Text size="sm" fw={600} td={kept(p) ? undefined : 'line-through'}>
                                  {student(p.pengajuanUuid)}
                                </Text>
                                <Text size="xs">{committee(p)}</Text>
                              </Stack>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="load" pt="sm">
          <Table striped data-testid="auto-plan-load">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lecturer')}</Table.Th>
                <Table.Th>{t('seatsCount')}</Table.Th>
                <Table.Th>{t('daysCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {load.map((d) => (
                <Table.Tr key={d.dosenUuid}>
                  <Table.Td>{d.nama}</Table.Td>
                  <Table.Td>{d.seats}</Table.Td>
                  <Table.Td>{d.days}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="unplanned" pt="sm">
          {run.unplanned.length === 0 ? (
            <Text>{t('allPlanned')}</Text>
          ) : (
            <List spacing="sm" data-testid="auto-plan-unplanned">
              {run.unplanned.map((u) => (
                <List.Item key={u.pengajuanUuid}>
                  <Text fw={600}>{student(u.pengajuanUuid)}</Text>
                  {u.reasons.map((r) => {
                    const text = reasonText(t, r, run.names);
                    return (
                      <Text key={text} size="sm">
                        {text}
                      </Text>
                    );
                  })}
                  {onRerun && (
                    <RepairList
                      run={run}
                      repairs={u.repairs}
                      student={student(u.pengajuanUuid)}
                      onRerun={onRerun}
                      busy={rerunning}
                    />
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('again')}
        </Button>
        <Button
          onClick={() => setConfirming(true)}
          disabled={selected.length === 0 || Boolean(run.appliedAt)}
          loading={apply.isPending}
          data-testid="auto-plan-apply"
        >
          {t('applyCount', { count: selected.length })}
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('common:layout.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('applyTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('applyBody', { count: selected.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={applySelected} loading={apply.isPending} data-testid="auto-plan-apply-confirm">
              {t('apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
