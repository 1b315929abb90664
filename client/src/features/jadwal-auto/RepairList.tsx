import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { AutoRepair, AutoRun } from '@ujian/shared/jadwal-auto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAppAbility } from '../../lib/ability';
import { formatDay } from '../../lib/format-date';
import { useAskToFreeBlock } from '../ketersediaan/api';
import { useDeleteMasterRow } from '../master/api';

export type RepairChange = { tanggal?: string; ruanganUuid?: string };

/**
 * The verified repairs of one left-out sidang, in the server's words, each with the button that applies
 * it where the portal can: delete an external block (after a confirm naming its owner), ask a lecturer
 * to move or delete their own availability block (staff do not delete a lecturer's time for them; the
 * plan runs again once they have), or add the day or room to the run's settings and plan again.
 */
export function RepairList({
  run,
  repairs,
  student,
  onRerun,
  busy,
}: {
  run: AutoRun;
  repairs: AutoRepair[];
  student: string;
  onRerun(change: RepairChange): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('jadwalAuto');
  const ability = useAppAbility();
  const remove = useDeleteMasterRow('jadwal-external-umum');
  const [deleting, setDeleting] = useState<AutoRepair>();
  const ask = useAskToFreeBlock();
  const [asking, setAsking] = useState<AutoRepair>();
  const [asked, setAsked] = useState<Set<string>>(new Set());
  if (repairs.length === 0) return null;
  const owner = (r: AutoRepair) => (r.dosenUuid ? (run.names.dosen[r.dosenUuid] ?? '?') : '?');
  const room = (r: AutoRepair) => (r.ruanganUuid ? (run.names.ruangan[r.ruanganUuid] ?? '?') : '?');

  const action = (r: AutoRepair) => {
    if (r.kind === 'FREE_PERSON' && r.externalUuid && ability.can('delete', 'jadwal-external-umum'))
      return (
        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(r)} disabled={busy}>
          {t('repairs.deleteBlock', { name: owner(r) })}
        </Button>
      );
    if (r.kind === 'FREE_PERSON' && r.ketersediaanUuid && ability.can('manage', 'ketersediaan')) {
      if (asked.has(r.ketersediaanUuid))
        return (
          <Group gap="xs" data-testid="auto-plan-asked">
            <Text size="sm" fw={600} role="status">
              {t('repairs.asked', { name: owner(r) })}
            </Text>
            <Button size="xs" variant="light" onClick={() => onRerun({})} loading={busy}>
              {t('repairs.planAgain')}
            </Button>
          </Group>
        );
      return (
        <Button size="xs" variant="light" onClick={() => setAsking(r)} disabled={busy}>
          {t('repairs.askOwner', { name: owner(r) })}
        </Button>
      );
    }
    if (r.kind === 'ADD_DAY' && r.tanggal)
      return (
        <Button size="xs" variant="light" onClick={() => onRerun({ tanggal: r.tanggal })} loading={busy}>
          {t('repairs.addDay', { day: formatDay(r.tanggal, i18n.language, 'full') })}
        </Button>
      );
    if (r.kind === 'ADD_ROOM' && r.ruanganUuid)
      return (
        <Button size="xs" variant="light" onClick={() => onRerun({ ruanganUuid: r.ruanganUuid })} loading={busy}>
          {t('repairs.addRoom', { room: room(r) })}
        </Button>
      );
    return null;
  };

  const confirmDelete = async () => {
    const uuid = deleting?.externalUuid;
    if (!uuid) return;
    const done = await remove.mutateAsync(uuid).then(
      () => true,
      () => false,
    );
    if (!done) return;
    setDeleting(undefined);
    onRerun({});
  };

  const confirmAsk = async () => {
    const uuid = asking?.ketersediaanUuid;
    if (!uuid) return;
    const done = await ask.mutateAsync({ uuid, ...(asking.tanggal ? { tanggal: asking.tanggal } : {}) }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    setAsked((prev) => new Set(prev).add(uuid));
    setAsking(undefined);
  };

  return (
    <Stack gap={4} mt={4}>
      <Text size="sm" fw={600}>
        {t('repairs.title', { name: student })}
      </Text>
      <List size="sm" spacing={4} data-testid="auto-plan-repairs">
        {repairs.map((r) => (
          <List.Item
            key={`${r.kind}|${r.externalUuid ?? r.ketersediaanUuid ?? r.dosenUuid ?? r.tanggal ?? r.ruanganUuid}`}
          >
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{r.message}</Text>
              {action(r)}
            </Group>
          </List.Item>
        ))}
      </List>
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('repairs.deleteTitle')}
        confirmLabel={t('repairs.deleteConfirm')}
        // white on the theme's red (shade 7) is 3.9:1; shade 9 is 5.4:1
        color="red.9"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(undefined);
          remove.reset();
        }}
        testId="auto-plan-delete-block"
      >
        {t('repairs.deleteBody', { name: deleting ? owner(deleting) : '' })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={Boolean(asking)}
        title={t('repairs.askTitle', { name: asking ? owner(asking) : '' })}
        confirmLabel={t('repairs.askConfirm')}
        // asking changes nothing yet: not the red of a delete
        color="indigo"
        loading={ask.isPending}
        error={ask.error}
        onConfirm={() => void confirmAsk()}
        onClose={() => {
          setAsking(undefined);
          ask.reset();
        }}
        testId="auto-plan-ask-owner"
      >
        {t('repairs.askBody', { name: asking ? owner(asking) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
