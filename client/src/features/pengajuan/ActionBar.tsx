import { Alert, Button, Group, List, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverMessageOf } from '../../components/server-message';
import { actionsFor, confirmKeyOf, type PengajuanAction } from './actions';
import { useTransition } from './api';
import { pengajuanRefusalOf } from './refusal';
import { useViewer } from './use-viewer';

/** The workflow buttons this user may press now; a dialog names the student, the consequence and asks for any note. */
export function ActionBar({ row, onDone }: { row: Pengajuan; onDone?(event: string, row: Pengajuan): void }) {
  const { t } = useTranslation(['pengajuan', 'errors']);
  const viewer = useViewer(row);
  const transition = useTransition(row.kind, row.uuid);
  const [open, setOpen] = useState<PengajuanAction | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const actions = actionsFor(row, viewer);
  const refusal = pengajuanRefusalOf(row.requiredDocuments);
  if (actions.length === 0) return null;

  const run = async (action: PengajuanAction, withNote?: string) => {
    try {
      const next = await transition.mutateAsync({ event: action.event, note: withNote, version: row.version });
      setOpen(null);
      setNote('');
      notifications.show({ color: 'teal', message: t(`actions.done.${action.event}`) });
      onDone?.(action.event, next);
    } catch {
      // shown in the dialog or under the buttons
    }
  };

  const press = (action: PengajuanAction) => {
    transition.reset();
    if (action.needsNote || action.needsConfirm) {
      setNoteError(null);
      setOpen(action);
    } else void run(action);
  };

  const confirm = () => {
    if (!open) return;
    if (open.needsNote && !note.trim()) {
      setNoteError(t('messages.noteRequired'));
      return;
    }
    void run(open, note.trim() || undefined);
  };

  const blocked = actions.filter((a) => !a.enabled);

  return (
    <Stack gap="xs" data-testid="pengajuan-actions">
      <Group gap="sm">
        {actions.map((action) => (
          <Tooltip key={action.event} label={t(`actions.hint.${action.event}`)} withArrow openDelay={400}>
            <Button
              color={action.color}
              variant={action.event === 'STEP_BACK' || action.event === 'CANCEL' ? 'outline' : 'filled'}
              disabled={!action.enabled}
              loading={transition.isPending && transition.variables?.event === action.event && !open}
              onClick={() => press(action)}
              data-testid={`action-${action.event}`}
            >
              {t(`actions.label.${action.event}`)}
            </Button>
          </Tooltip>
        ))}
      </Group>
      {blocked.length > 0 && (
        <List size="sm" c="dimmed" data-testid="pengajuan-blockers">
          {[...new Set(blocked.flatMap((a) => a.blockers))].map((b) => (
            <List.Item key={b}>{t(`blockers.${b}`)}</List.Item>
          ))}
        </List>
      )}
      {transition.error && !open && (
        <Alert color="red" role="alert" data-testid="pengajuan-action-error">
          {serverMessageOf(transition.error, t, refusal)}
        </Alert>
      )}

      <ConfirmDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`actions.label.${open.event}`) : ''}
        confirmLabel={open ? t(`actions.label.${open.event}`) : ''}
        cancelLabel={t('actions.back')}
        color={open?.color}
        loading={transition.isPending}
        error={transition.error}
        errorText={transition.error ? serverMessageOf(transition.error, t, refusal) : undefined}
        onConfirm={confirm}
        testId="action-dialog"
      >
        {open && (
          <Stack gap="md">
            <Text size="sm" data-testid="action-dialog-question">
              {t(confirmKeyOf(row, viewer, open.event), { name: row.mahasiswa.fullName })}
            </Text>
            {open.needsNote || open.event === 'CANCEL' ? (
              <Textarea
                label={t('actions.note')}
                description={open.needsNote ? t('actions.noteHint') : undefined}
                withAsterisk={open.needsNote}
                autosize
                minRows={3}
                value={note}
                onChange={(e) => {
                  setNote(e.currentTarget.value);
                  setNoteError(null);
                }}
                error={noteError}
                data-autofocus
                data-testid="action-note"
              />
            ) : null}
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
