import { Group, Stack, Text } from '@mantine/core';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format-date';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Who applied, for what, with whom and when. */
export function PengajuanDetails({ row }: { row: Pengajuan }) {
  const { t, i18n } = useTranslation('pengajuan');
  return (
    <Stack gap="sm" data-testid="pengajuan-details">
      <Field label={t(`form.judul.${row.kind}`)}>
        <span data-testid="pengajuan-judul-text">{row.judul}</span>
      </Field>
      <Group gap="xl" align="flex-start">
        <Field label={t('details.mahasiswa')}>
          {row.mahasiswa.fullName}
          {row.mahasiswa.nomorInduk ? ` (${row.mahasiswa.nomorInduk})` : ''}
        </Field>
        <Field label={t('details.prodi')}>{row.prodiNama ?? '—'}</Field>
      </Group>
      <Field label={t('details.pembimbing')}>
        {row.pembimbing.length === 0 ? '—' : row.pembimbing.map((p) => p.nama).join(', ')}
      </Field>
      <Group gap="xl">
        <Field label={t('details.createdAt')}>{formatInstant(row.createdAt, i18n.language)}</Field>
        <Field label={t('details.submittedAt')}>
          {row.submittedAt ? formatInstant(row.submittedAt, i18n.language) : t('details.notSubmitted')}
        </Field>
      </Group>
    </Stack>
  );
}
