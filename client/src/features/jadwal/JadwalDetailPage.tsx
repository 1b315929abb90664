import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCheck,
  IconCircleDot,
  IconEdit,
  IconPlayerPlay,
  IconRefresh,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type JadwalEventType, jadwalEditableStatuses, jadwalRowSchema } from '@ujian/shared/jadwal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf } from '../../components/server-message';
import { useAppAbility } from '../../lib/ability';
import { errorMessageOf } from '../../lib/http';
import { saveBlob } from '../pengajuan/api';
import { downloadJadwalIcs, useJadwal, useJadwalHistory, useJadwalTransition } from './api';
import { clashesOfError, clashText, staleCurrentOf } from './clash-text';
import { instantText, longDate, statusColor, studentLabel, timeRange } from './format';
import { JadwalStatusBadge } from './JadwalStatusBadge';
import { jadwalKeys } from './keys';
import { PlacementForm } from './PlacementForm';
import { PlaceText } from './PlaceText';
import { targetOfJadwal } from './placement-state';
import { usePlaces } from './places';

const iconOf: Record<string, ReactNode> = {
  CREATE: <IconCircleDot size={12} />,
  PUBLISH: <IconSend size={12} />,
  START: <IconPlayerPlay size={12} />,
  FINISH: <IconCheck size={12} />,
  CANCEL: <IconX size={12} />,
  RESCHEDULE: <IconCalendarEvent size={12} />,
};

function History({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation(['jadwal', 'errors']);
  const history = useJadwalHistory(uuid);
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError) return <Alert color="red">{errorMessageOf(history.error, t)}</Alert>;
  const items = history.data;
  if (items.length === 0) return <Text c="dimmed">{t('detail.noHistory')}</Text>;
  return (
    <Timeline active={items.length - 1} bulletSize={22} lineWidth={2} data-testid="jadwal-history">
      {items.map((item, i) => {
        const color = statusColor[item.to as keyof typeof statusColor] ?? 'gray';
        const changed = Object.keys(item.changes ?? {});
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: history is append-only, its order is its identity
            key={i}
            bullet={iconOf[item.event] ?? <IconCircleDot size={12} />}
            color={color}
            title={t(`history.${item.event}`, { defaultValue: item.event })}
            data-testid="jadwal-history-item"
            data-event={item.event}
          >
            <Text size="sm">
              {item.from && item.from !== item.to
                ? t('history.moved', { from: t(`status.${item.from}`), to: t(`status.${item.to}`) })
                : t(`status.${item.to}`, { defaultValue: item.to })}
            </Text>
            {changed.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('history.changed', {
                  fields: changed.map((f) => t(`history.field.${f}`, { defaultValue: f })).join(', '),
                })}
              </Text>
            )}
            {item.note && (
              <Blockquote color={color} p="xs" mt={4} fz="sm">
                {item.note}
              </Blockquote>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('history.byAt', { by: item.byName ?? t('history.system'), at: instantText(item.at, i18n.language) })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

const actionColor: Record<JadwalEventType, string> = {
  PUBLISH: 'blue',
  START: 'orange',
  FINISH: 'green',
  CANCEL: 'red',
};

/**
 * `/jadwal-sidang/{uuid}`: the sidang, its committee and supervisors, its history, and the actions the
 * machine allows now. Live through `jadwal:changed`; a write on an old version offers a reload.
 */
export function JadwalDetailPage() {
  const { uuid = '' } = useParams();
  return <JadwalDetailView uuid={uuid} />;
}

export function JadwalDetailView({ uuid, embedded }: { uuid: string; embedded?: boolean }) {
  const { t, i18n } = useTranslation(['jadwal', 'errors', 'master']);
  const queryClient = useQueryClient();
  const ability = useAppAbility();
  const query = useJadwal(uuid);
  const row = query.data;
  const manages = ability.can('manage', 'jadwal-sidang');
  const places = usePlaces(manages);
  const transition = useJadwalTransition();
  const [asking, setAsking] = useState<JadwalEventType | null>(null);
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);

  if (query.isPending) return <Loader />;
  if (query.isError || !row)
    return (
      <Alert color="red" role="alert" data-testid="jadwal-load-error">
        {errorMessageOf(query.error, t)}
      </Alert>
    );

  const student = studentLabel(row);
  const events = (row.allowedEvents as JadwalEventType[]).filter((e) => e in actionColor);

  const reload = async () => {
    setStale(false);
    transition.reset();
    await queryClient.invalidateQueries({ queryKey: jadwalKeys.detail(row.uuid) });
  };

  const run = (event: JadwalEventType) =>
    transition.mutate(
      { uuid: row.uuid, event, version: row.version, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          setNote('');
        },
        onError: (err) => {
          const current = staleCurrentOf(err);
          if (current === undefined) return;
          setAsking(null);
          setStale(true);
          const parsed = jadwalRowSchema.safeParse(current);
          if (parsed.success) queryClient.setQueryData(jadwalKeys.detail(row.uuid), parsed.data);
        },
      },
    );

  const clashes = clashesOfError(transition.error);
  const noName = () => undefined;
  const downloadIcs = async () => saveBlob(await downloadJadwalIcs(row.uuid), `sidang-${row.uuid}.ics`);

  return (
    <Stack gap="lg" data-testid="jadwal-detail" data-uuid={row.uuid} data-status={row.status}>
      {embedded ? (
        <Text fw={600}>{student}</Text>
      ) : (
        <PageHeader
          title={t('detail.title')}
          subtitle={student}
          actions={
            <Button component={Link} to="/jadwal-sidang" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('detail.back')}
            </Button>
          }
        />
      )}
      {stale && (
        <Alert color="yellow" title={t('stale.title')} data-testid="jadwal-stale">
          <Group justify="space-between">
            <Text size="sm">{t('stale.message')}</Text>
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void reload()}
              data-testid="jadwal-reload"
            >
              {t('stale.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {clashes && clashes.length > 0 && (
        <Alert color="red" title={t('form.clashTitle')} data-testid="jadwal-clashes">
          {clashes.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity of a clash
            <Text key={i} size="sm">
              {clashText(c, t, {
                dosen: (id) => [...row.komite, ...row.pembimbing].find((m) => m.dosenUuid === id)?.nama,
                ruangan: (id) => (id === row.ruanganUuid ? (row.ruanganNama ?? undefined) : undefined),
                jadwal: noName,
              })}
            </Text>
          ))}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: embedded ? 12 : 7 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start">
                <Title order={4} style={{ flex: 1 }}>
                  {row.judul}
                </Title>
                <JadwalStatusBadge status={row.status} size="lg" />
              </Group>
              <Table variant="vertical" layout="fixed" withRowBorders={false} data-testid="jadwal-facts">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={160}>{t('detail.mahasiswa')}</Table.Th>
                    <Table.Td>{student}</Table.Td>
                  </Table.Tr>
                  {row.prodiNama && (
                    <Table.Tr>
                      <Table.Th>{t('list.prodi')}</Table.Th>
                      <Table.Td>{row.prodiNama}</Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Th>{t('form.tanggal')}</Table.Th>
                    <Table.Td data-testid="jadwal-date">
                      {row.tanggal ? longDate(row.tanggal, i18n.language) : t('list.noTime')}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('form.waktu')}</Table.Th>
                    <Table.Td data-testid="jadwal-time">{timeRange(row) ?? '—'}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('list.place')}</Table.Th>
                    <Table.Td data-testid="jadwal-place">
                      <PlaceText row={row} />
                    </Table.Td>
                  </Table.Tr>
                  {row.sequence > 0 && (
                    <Table.Tr>
                      <Table.Th>{t('detail.sequence')}</Table.Th>
                      <Table.Td>{row.sequence}</Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
              <Title order={5}>{t('list.komite')}</Title>
              {row.komite.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('detail.noKomite')}
                </Text>
              ) : (
                <Table data-testid="jadwal-komite">
                  <Table.Tbody>
                    {row.komite.map((m) => (
                      <Table.Tr key={m.peran}>
                        <Table.Td w={160}>{t(`peran.${m.peran}`)}</Table.Td>
                        <Table.Td>{m.nama}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Title order={5}>{t('detail.pembimbing')}</Title>
              <Text size="sm" data-testid="jadwal-pembimbing">
                {row.pembimbing.map((p) => p.nama).join(', ') || '—'}
              </Text>
              <Group gap="xs" mt="sm">
                {manages && jadwalEditableStatuses.includes(row.status) && (
                  <Button
                    variant="light"
                    leftSection={<IconEdit size={16} />}
                    onClick={() => setEditing(true)}
                    data-testid="jadwal-edit"
                  >
                    {row.status === 'terjadwal' ? t('form.reschedule') : t('detail.edit')}
                  </Button>
                )}
                {events.map((event) => (
                  <Button
                    key={event}
                    color={actionColor[event]}
                    variant={event === 'PUBLISH' ? 'filled' : 'light'}
                    onClick={() => {
                      transition.reset();
                      setAsking(event);
                    }}
                    data-testid={`jadwal-action-${event}`}
                  >
                    {t(`actions.${event}`)}
                  </Button>
                ))}
                {row.status !== 'draft' && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void downloadIcs()}
                    data-testid="jadwal-ics"
                  >
                    {t('detail.ics')}
                  </Anchor>
                )}
              </Group>
              {transition.error && !clashes && !stale && !asking ? (
                <Alert color="red" role="alert">
                  {serverMessageOf(transition.error, t)}
                </Alert>
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: embedded ? 12 : 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="md">
              {t('detail.history')}
            </Title>
            <History uuid={row.uuid} />
          </Card>
        </Grid.Col>
      </Grid>

      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`confirm.${asking}Title`) : ''}
        confirmLabel={asking ? t(`actions.${asking}`) : ''}
        color={asking === 'CANCEL' ? 'red' : 'indigo'}
        loading={transition.isPending}
        error={clashes ? null : transition.error}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
        testId={`confirm-${asking ?? 'none'}`}
      >
        <Stack gap="xs">
          <Text size="sm">
            {asking === 'CANCEL'
              ? row.status === 'terjadwal'
                ? t('confirm.cancelPublished', { student })
                : t('confirm.cancelDraft', { student })
              : asking === 'PUBLISH'
                ? t('confirm.publish', { student })
                : asking
                  ? t(`confirm.${asking}`, { student })
                  : ''}
          </Text>
          {asking === 'START' && row.mulai && Date.now() < Date.parse(row.mulai) && (
            <Alert color="yellow" data-testid="confirm-start-early">
              {t('confirm.startEarly', { when: instantText(row.mulai, i18n.language) })}
            </Alert>
          )}
          {asking === 'CANCEL' && (
            <Textarea
              label={t('confirm.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={2}
              data-testid="confirm-cancel-note"
            />
          )}
        </Stack>
      </ConfirmDialog>
      {editing && (
        <PlacementForm
          target={targetOfJadwal(row)}
          rooms={places.rooms}
          slots={places.slots}
          known={[]}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
