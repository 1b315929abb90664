import { Alert, Text } from '@mantine/core';
import { IconArrowBackUp, IconBan } from '@tabler/icons-react';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { useTranslation } from 'react-i18next';

/** The reviewer's note of a return or rejection, where the student cannot miss it. */
export function NoteAlert({ row }: { row: Pick<Pengajuan, 'status' | 'lastNote'> }) {
  const { t } = useTranslation('pengajuan');
  if (!row.lastNote || (row.status !== 'dikembalikan' && row.status !== 'ditolak')) return null;
  const rejected = row.status === 'ditolak';
  return (
    <Alert
      color={rejected ? 'red' : 'orange'}
      variant="light"
      radius="md"
      icon={rejected ? <IconBan /> : <IconArrowBackUp />}
      title={rejected ? t('note.rejectedTitle') : t('note.returnedTitle')}
      data-testid="pengajuan-note"
    >
      <Text size="md" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
        {row.lastNote}
      </Text>
      {!rejected && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('note.returnedHint')}
        </Text>
      )}
    </Alert>
  );
}
