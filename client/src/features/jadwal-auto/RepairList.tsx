import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { AutoRepair, AutoRun } from '@ujian/shared/jadwal-auto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAppAbility } from '../../lib/ability';
import { formatDay } from '../../lib/format-date';
import { useDeleteMasterRow } from '../master/api';

export type RepairChange = { tanggal?: string; ruanganUuid?: string };

/**
 * The verified repairs of one left-out sidang, in the server's words, each with the button that applies
 * it where the portal can: delete an external block (after a confirm naming its owner), or add the day
 * or room to the run's settings; either runs the plan again.
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
    </Stack>
  );
}
