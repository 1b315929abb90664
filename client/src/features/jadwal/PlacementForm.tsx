import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CheckJadwal,
  type Clash,
  type JadwalRow,
  type KomitePeran,
  type KomiteSeat,
  komitePeran,
} from '@ujian/shared/jadwal';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverMessageOf } from '../../components/server-message';
import { useAvailability, useDebouncedCheck, useJadwalTransition, usePublishJadwal, useSaveJadwal } from './api';
import { type ClashNames, clashesOfError, clashField, clashText, isStale } from './clash-text';
import { type DosenChoice, DosenPicker } from './DosenPicker';
import { slotLabel, studentLabel, timeRange } from './format';
import { jadwalKeys } from './keys';
import type { Room, Slot } from './schedule-grid';

export type PlacementTarget = {
  pengajuan: { uuid: string; judul: string; mahasiswa: { fullName: string; nomorInduk: string | null } };
  pembimbing?: { dosenUuid: string; nama: string }[];
  /** The jadwal being edited (draft, or terjadwal = reschedule); absent for a new placement. */
  jadwal?: JadwalRow;
  tanggal?: string | null;
  waktuUjianUuid?: string | null;
  ruanganUuid?: string | null;
};

/** The form's target for an existing jadwal (edit a draft, reschedule a terjadwal one). */
export function targetOfJadwal(row: JadwalRow): PlacementTarget {
  return {
    pengajuan: { uuid: row.pengajuanUuid, judul: row.judul, mahasiswa: row.mahasiswa },
    pembimbing: row.pembimbing,
    jadwal: row,
  };
}

type Seats = Record<KomitePeran, string | null>;

function seatsOf(jadwal: JadwalRow | undefined): Seats {
  const seats: Seats = { ketua: null, sekretaris: null, penguji1: null, penguji2: null };
  for (const m of jadwal?.komite ?? []) seats[m.peran] = m.dosenUuid;
  return seats;
}

function komiteOf(seats: Seats): KomiteSeat[] {
  return komitePeran.flatMap((peran) => (seats[peran] ? [{ peran, dosenUuid: seats[peran] }] : []));
}

type Props = {
  target: PlacementTarget;
  rooms: readonly Room[];
  slots: readonly Slot[];
  /** Rows already on screen, to name "the other sidang" of a clash. */
  known: readonly JadwalRow[];
  onClose(): void;
  onSaved?(row: JadwalRow): void;
};

/**
 * Places one pengajuan (or edits its jadwal): date, slot, room or online link, committee from the free
 * lecturers with their load that day. Every change is checked on the server (debounced) and the
 * clashes are named before anything is saved; publishing and rescheduling ask first.
 */
export function PlacementForm({ target, rooms, slots, known, onClose, onSaved }: Props) {
  const { t } = useTranslation(['jadwal', 'errors', 'master']);
  const queryClient = useQueryClient();
  const existing = target.jadwal;
  const [tanggal, setTanggal] = useState<string>(target.tanggal ?? existing?.tanggal ?? '');
  const [waktuUjianUuid, setWaktu] = useState<string | null>(target.waktuUjianUuid ?? existing?.waktuUjianUuid ?? null);
  const [ruanganUuid, setRuangan] = useState<string | null>(target.ruanganUuid ?? existing?.ruanganUuid ?? null);
  const [onlineUrl, setOnlineUrl] = useState(existing?.onlineUrl ?? '');
  const [seats, setSeats] = useState<Seats>(() => seatsOf(existing));
  const [confirm, setConfirm] = useState<null | 'publish' | 'reschedule' | 'cancel'>(null);
  const [note, setNote] = useState('');
  const save = useSaveJadwal();
  const transition = useJadwalTransition();
  // the draft a publish wrote before its PUBLISH was refused: later saves and checks are about it
  const [draft, setDraft] = useState<JadwalRow | null>(null);
  const publishJadwal = usePublishJadwal(setDraft);
  const publishing = publishJadwal.isPending;
  const current = draft ?? existing;

  const student = studentLabel(target.pengajuan);
  const availability = useAvailability(tanggal || null, waktuUjianUuid, target.pengajuan.uuid);
  const komite = komiteOf(seats);
  const url = onlineUrl.trim();
  const body: CheckJadwal | null =
    tanggal && waktuUjianUuid
      ? {
          ...(current ? { uuid: current.uuid } : {}),
          pengajuanUuid: target.pengajuan.uuid,
          tanggal,
          waktuUjianUuid,
          ruanganUuid,
          onlineUrl: url || null,
          komite,
        }
      : null;
  const { check, checking } = useDebouncedCheck(body);

  // names for the clash messages: every lecturer the form has seen, every room, the rows on screen
  const dosenNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const j of [...known, ...(existing ? [existing] : [])]) {
      for (const m of j.komite) map.set(m.dosenUuid, m.nama);
      for (const p of j.pembimbing) map.set(p.dosenUuid, p.nama);
    }
    for (const p of target.pembimbing ?? []) map.set(p.dosenUuid, p.nama);
    for (const d of availability.data?.dosen ?? []) map.set(d.uuid, d.nama);
    return map;
  }, [known, existing, target.pembimbing, availability.data]);
  const names: ClashNames = {
    dosen: (uuid) => dosenNames.get(uuid),
    ruangan: (uuid) =>
      rooms.find((r) => r.uuid === uuid)?.nama ?? availability.data?.ruangan.find((r) => r.uuid === uuid)?.nama,
    jadwal: (uuid) => {
      const other = known.find((j) => j.uuid === uuid);
      if (!other) return undefined;
      const time = timeRange(other);
      return time ? `${other.mahasiswa.fullName}, ${time}` : other.mahasiswa.fullName;
    },
  };

  const freeRooms = new Set(availability.data?.ruangan.map((r) => r.uuid) ?? []);
  const roomData = rooms.map((r) => ({
    value: r.uuid,
    label:
      availability.data && !freeRooms.has(r.uuid) && r.uuid !== existing?.ruanganUuid
        ? `${r.nama} — ${t('form.occupied')}`
        : r.nama,
  }));
  const available: DosenChoice[] = [...(availability.data?.dosen ?? [])];
  for (const uuid of Object.values(seats))
    if (uuid && !available.some((d) => d.uuid === uuid)) available.push({ uuid, nama: dosenNames.get(uuid) ?? uuid });
  // a lecturer sits in one seat: the others' pickers leave them out
  const choicesFor = (peran: KomitePeran) =>
    available.filter((d) => d.uuid === seats[peran] || !Object.values(seats).includes(d.uuid));

  const saveError = save.error ?? transition.error ?? publishJadwal.error;
  const writeClashes = clashesOfError(saveError);
  const clashes: Clash[] = writeClashes ?? check.data?.clashes ?? [];
  const warnings: Clash[] = check.data?.warnings ?? [];
  const fieldError = (field: string) => {
    const own = clashes.filter((c) => clashField(c) === field);
    return own.length ? own.map((c) => clashText(c, t, names)).join(' ') : undefined;
  };

  const placement = {
    tanggal: tanggal || null,
    waktuUjianUuid,
    ruanganUuid,
    onlineUrl: url || null,
    komite,
  };
  const saveBody = () =>
    current
      ? { uuid: current.uuid, body: { version: current.version, ...placement } }
      : { body: { pengajuanUuid: target.pengajuan.uuid, ...placement } };

  const done = (row: JadwalRow, message: string) => {
    notifications.show({ color: 'teal', message, withBorder: true });
    onSaved?.(row);
    onClose();
  };

  const saveDraft = () => save.mutate(saveBody(), { onSuccess: (row) => done(row, t('form.savedDraft', { student })) });

  const publish = () => {
    save.reset();
    publishJadwal.mutate(saveBody(), {
      onSuccess: (row) => {
        setConfirm(null);
        done(row, t('form.published', { student }));
      },
    });
  };

  const reschedule = () =>
    save.mutate(saveBody(), {
      onSuccess: (row) => {
        setConfirm(null);
        done(row, t('form.rescheduled', { student }));
      },
    });

  const cancel = () => {
    if (!existing) return;
    transition.mutate(
      { uuid: existing.uuid, event: 'CANCEL', version: existing.version, note: note.trim() },
      { onSuccess: (row) => done(row, t('form.cancelled', { student })) },
    );
  };

  const isDraft = !existing || existing.status === 'draft';
  // publish and reschedule follow the form's own check: offered once it says the placement can be saved
  const checkedOk = body !== null && !checking && check.data?.ok === true && clashes.length === 0;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={existing ? t('form.titleEdit', { student }) : t('form.titleNew', { student })}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid="placement-modal"
    >
      <Stack gap="sm" data-testid="placement-form">
        <Text size="sm" c="dimmed" lineClamp={2}>
          {target.pengajuan.judul}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('form.tanggal')}
            value={tanggal}
            onChange={(e) => setTanggal(e.currentTarget.value)}
            error={fieldError('tanggal')}
            data-testid="placement-tanggal"
          />
          <Select
            label={t('form.waktu')}
            placeholder={t('master:common.choose')}
            data={slots.map((s) => ({ value: s.uuid, label: slotLabel(s) }))}
            value={waktuUjianUuid}
            onChange={setWaktu}
            data-testid="placement-waktu"
          />
          <Select
            label={t('form.ruangan')}
            placeholder={t('master:common.choose')}
            data={roomData}
            value={ruanganUuid}
            onChange={setRuangan}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clear') }}
            searchable
            error={fieldError('ruangan')}
            data-testid="placement-ruangan"
          />
          <TextInput
            label={t('form.onlineUrl')}
            placeholder="https://"
            value={onlineUrl}
            onChange={(e) => setOnlineUrl(e.currentTarget.value)}
            error={fieldError('onlineUrl')}
            data-testid="placement-online"
          />
        </SimpleGrid>
        {target.pembimbing && target.pembimbing.length > 0 && (
          <Text size="sm">
            {t('detail.pembimbing')}: {target.pembimbing.map((p) => p.nama).join(', ')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {komitePeran.map((peran) => (
            <DosenPicker
              key={peran}
              label={t(`peran.${peran}`)}
              placeholder={!tanggal || !waktuUjianUuid ? t('form.pickSlotFirst') : t('master:common.choose')}
              choices={choicesFor(peran)}
              value={seats[peran]}
              onChange={(value) => setSeats((s) => ({ ...s, [peran]: value }))}
              disabled={!tanggal || !waktuUjianUuid}
              testId={`placement-${peran}`}
            />
          ))}
        </SimpleGrid>
        {fieldError('komite') && (
          <Text size="sm" c="red.8" data-testid="placement-komite-error">
            {fieldError('komite')}
          </Text>
        )}

        <div aria-live="polite" data-testid="placement-check">
          {body === null ? (
            <Text size="sm" c="dimmed">
              {t('form.checkHint')}
            </Text>
          ) : checking && !writeClashes ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('form.checking')}</Text>
            </Group>
          ) : clashes.length > 0 ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title={t('form.clashTitle')}
              data-testid="placement-clashes"
            >
              <List size="sm">
                {clashes.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity of a clash
                  <List.Item key={i} data-code={c.code} data-testid="placement-clash">
                    {clashText(c, t, names)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : check.data?.ok ? (
            <Alert color="green" icon={<IconCheck />} data-testid="placement-ok">
              {t('form.noClash')}
            </Alert>
          ) : null}
          {warnings.length > 0 && (
            <Alert
              mt="xs"
              color="yellow"
              icon={<IconInfoCircle />}
              title={t('form.warningTitle')}
              data-testid="placement-warnings"
            >
              <List size="sm">
                {warnings.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the identity of a warning
                  <List.Item key={i} data-code={c.code}>
                    {clashText(c, t, names)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </div>

        {saveError && !writeClashes ? (
          <Alert color="red" role="alert" data-testid="placement-error">
            {isStale(saveError) ? (
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('stale.message')}</Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    void queryClient.invalidateQueries({ queryKey: jadwalKeys.all });
                    onClose();
                  }}
                  data-testid="placement-reload"
                >
                  {t('stale.reload')}
                </Button>
              </Group>
            ) : (
              serverMessageOf(saveError, t)
            )}
          </Alert>
        ) : null}

        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            {existing?.allowedEvents.includes('CANCEL') && (
              <Button
                color="red"
                variant="subtle"
                onClick={() => setConfirm('cancel')}
                data-testid="placement-cancel-jadwal"
              >
                {t('actions.CANCEL')}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} data-testid="placement-close">
              {t('master:actions.cancel')}
            </Button>
            {isDraft ? (
              <>
                <Button
                  variant="light"
                  loading={save.isPending && !publishing}
                  onClick={saveDraft}
                  data-testid="placement-save"
                >
                  {t('form.saveDraft')}
                </Button>
                <Button onClick={() => setConfirm('publish')} disabled={!checkedOk} data-testid="placement-publish">
                  {t('actions.PUBLISH')}
                </Button>
              </>
            ) : (
              <Button onClick={() => setConfirm('reschedule')} disabled={!checkedOk} data-testid="placement-reschedule">
                {t('form.reschedule')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>

      <ConfirmDialog
        opened={confirm === 'publish'}
        title={t('confirm.publishTitle')}
        confirmLabel={t('actions.PUBLISH')}
        color="indigo"
        loading={publishing}
        error={publishJadwal.error}
        onConfirm={publish}
        onClose={() => setConfirm(null)}
        testId="confirm-publish"
      >
        {t('confirm.publish', { student })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'reschedule'}
        title={t('confirm.rescheduleTitle')}
        confirmLabel={t('form.reschedule')}
        color="indigo"
        loading={save.isPending}
        error={save.error}
        onConfirm={reschedule}
        onClose={() => setConfirm(null)}
        testId="confirm-reschedule"
      >
        {t('confirm.reschedule', { student })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === 'cancel'}
        title={t('confirm.cancelTitle')}
        confirmLabel={t('actions.CANCEL')}
        loading={transition.isPending}
        error={transition.error}
        onConfirm={cancel}
        onClose={() => setConfirm(null)}
        testId="confirm-cancel"
      >
        <Stack gap="xs">
          <Text size="sm">
            {existing?.status === 'terjadwal'
              ? t('confirm.cancelPublished', { student })
              : t('confirm.cancelDraft', { student })}
          </Text>
          <Textarea
            label={t('confirm.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="confirm-cancel-note"
          />
        </Stack>
      </ConfirmDialog>
    </Modal>
  );
}
