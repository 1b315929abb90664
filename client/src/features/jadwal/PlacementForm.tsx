import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Clash, JadwalRow } from '@ujian/shared/jadwal';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverMessageOf } from '../../components/server-message';
import { useAvailability, useJadwalTransition, usePublishJadwal, useSaveJadwal } from './api';
import { clashesOfError, clashField, clashText, isStale } from './clash-text';
import { studentLabel } from './format';
import { jadwalKeys } from './keys';
import { PlacementCheckPanel } from './PlacementCheckPanel';
import { PlacementPickers } from './PlacementPickers';
import { initialPlacement, type PlacementTarget, placementReducer, saveInputOf } from './placement-state';
import type { Room, Slot } from './schedule-grid';
import { useClashNames, usePlacementCheck } from './use-placement-check';

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
  const [state, dispatch] = useReducer(placementReducer, target, initialPlacement);
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
  const availability = useAvailability(state.tanggal || null, state.waktuUjianUuid, target.pengajuan.uuid);
  const { body, check, checking } = usePlacementCheck(state, target.pengajuan.uuid, current?.uuid);
  const { dosenNames, names } = useClashNames(target, known, rooms, availability.data);

  const saveError = save.error ?? transition.error ?? publishJadwal.error;
  const writeClashes = clashesOfError(saveError);
  const clashes: Clash[] = writeClashes ?? check.data?.clashes ?? [];
  const warnings: Clash[] = check.data?.warnings ?? [];
  const fieldError = (field: string) => {
    const own = clashes.filter((c) => clashField(c) === field);
    return own.length ? own.map((c) => clashText(c, t, names)).join(' ') : undefined;
  };

  const saveBody = () => saveInputOf(state, target.pengajuan.uuid, current);

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
        <PlacementPickers
          state={state}
          dispatch={dispatch}
          target={target}
          rooms={rooms}
          slots={slots}
          availability={availability.data}
          dosenNames={dosenNames}
          fieldError={fieldError}
        />
        <PlacementCheckPanel
          idle={body === null}
          checking={checking && !writeClashes}
          clashes={clashes}
          warnings={warnings}
          ok={check.data?.ok === true}
          names={names}
        />

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
