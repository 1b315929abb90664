import { ActionIcon, Alert, Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection, PDF_MIME_TYPE } from '@mantine/dropzone';
import { IconCircleCheck, IconFileTypePdf, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Berkas, PengajuanKind, RequiredDocument } from '@ujian/shared/pengajuan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorInfoOf, serverMessageOf } from '../../components/server-message';
import { downloadBerkas, uploadBerkas, useDeleteBerkas } from './api';
import { pengajuanKeys } from './keys';
import { pengajuanRefusalOf } from './refusal';
import { formatSize, precheckUpload, readHead, type UploadProblem, uploadErrorKey } from './upload-check';

type Props = {
  kind: PengajuanKind;
  uuid: string;
  document: RequiredDocument;
  berkas: Berkas | undefined;
  editable: boolean;
  maxMb: number;
};

type Upload = { name: string; percent: number } | null;

/** One required document: drop or pick a PDF, watch it upload, replace or remove it while editable. */
export function DocumentSlot({ kind, uuid, document, berkas, editable, maxMb }: Props) {
  const { t, i18n } = useTranslation(['pengajuan', 'errors']);
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteBerkas(kind, uuid);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const problemText = (p: UploadProblem, name: string) => t(`upload.errors.${p}`, { name, max: maxMb });

  const send = async (file: File) => {
    setProblem(null);
    const local = precheckUpload(file, await readHead(file), maxMb);
    if (local) {
      setProblem(problemText(local, file.name));
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadBerkas(kind, uuid, document.jenis, file, (percent) => setUpload({ name: file.name, percent }));
      await queryClient.invalidateQueries({ queryKey: pengajuanKeys.detail(kind, uuid) });
    } catch (err) {
      const key = uploadErrorKey(errorInfoOf(err)?.status);
      setProblem(key ? t(key, { name: file.name, max: maxMb }) : serverMessageOf(err, t, pengajuanRefusalOf()));
    } finally {
      setUpload(null);
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    const code = first.errors[0]?.code;
    setProblem(problemText(code === 'file-too-large' ? 'tooLarge' : 'notPdf', first.file.name));
  };

  const testId = `berkas-${document.jenis}`;
  const jenisLabel = t(`jenis.${document.jenis}`, { defaultValue: document.label });
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} data-uploaded={document.uploaded}>
      {berkas && (
        <ConfirmDialog
          opened={confirmingRemove}
          title={t('upload.remove')}
          confirmLabel={t('upload.remove')}
          cancelLabel={t('actions.back')}
          loading={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(berkas.uuid, { onSuccess: () => setConfirmingRemove(false) })}
          onClose={() => setConfirmingRemove(false)}
          testId={`${testId}-remove-dialog`}
        >
          {t('upload.removeConfirm', { name: berkas.filename, jenis: jenisLabel })}
        </ConfirmDialog>
      )}
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon
            variant="light"
            color={document.uploaded ? 'teal' : 'gray'}
            size="md"
            title={document.uploaded ? t('upload.uploaded') : t('upload.missing')}
          >
            {document.uploaded ? <IconCircleCheck size={16} /> : <IconFileTypePdf size={16} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm">
              {jenisLabel}
            </Text>
            {berkas ? (
              <Group gap={6} wrap="nowrap">
                <Anchor
                  size="sm"
                  component="button"
                  type="button"
                  truncate="end"
                  onClick={() => void downloadBerkas(kind, uuid, berkas)}
                  data-testid={`${testId}-file`}
                >
                  {berkas.filename}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatSize(berkas.size, i18n.language)}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {t('upload.missing')}
              </Text>
            )}
          </Stack>
          {berkas && editable && (
            <Tooltip label={t('upload.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('upload.remove')}
                loading={remove.isPending}
                onClick={() => {
                  remove.reset();
                  setConfirmingRemove(true);
                }}
                data-testid={`${testId}-remove`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>

        {editable && !upload && (
          <Dropzone
            onDrop={(files) => files[0] && void send(files[0])}
            onReject={onReject}
            accept={PDF_MIME_TYPE}
            maxSize={maxMb * 1024 * 1024}
            maxFiles={1}
            multiple={false}
            p="sm"
            data-testid={`${testId}-dropzone`}
          >
            <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={24} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={24} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileTypePdf size={24} opacity={0.6} />
              </Dropzone.Idle>
              <div>
                <Text size="sm">{berkas ? t('upload.replace') : t('upload.drop')}</Text>
                <Text size="xs" c="dimmed">
                  {t('upload.hint', { max: maxMb })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}

        {upload && (
          <Stack gap={4} data-testid={`${testId}-progress`}>
            <Group justify="space-between">
              <Text size="xs">{t('upload.uploading', { name: upload.name })}</Text>
              <Text size="xs" c="dimmed" data-testid={`${testId}-percent`}>
                {upload.percent}%
              </Text>
            </Group>
            <Progress value={upload.percent} animated size="md" aria-label={t('upload.progress')} />
          </Stack>
        )}

        {(problem || remove.error) && (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid={`${testId}-error`}>
            <Text size="sm">{problem ?? serverMessageOf(remove.error, t, pengajuanRefusalOf())}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
