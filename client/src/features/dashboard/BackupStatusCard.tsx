import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BackupStatus } from '@ujian/shared/backup';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format-date';
import { useBackupStatus } from './api';

function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** What the card says about one status (separate from the query, so every state renders alike). */
export function BackupStatusView({ status }: { status: BackupStatus }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  return (
    <Card withBorder radius="md" data-testid="dashboard-backup">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('backup.title')}</Title>
        <Badge variant="light" color={!status.enabled ? 'gray' : status.lastError ? 'red' : 'teal'}>
          {!status.enabled ? t('backup.off') : status.lastError ? t('backup.failing') : t('backup.on')}
        </Badge>
      </Group>
      {!status.enabled ? (
        <Text size="sm" c="dimmed" data-testid="dashboard-backup-off">
          {t('backup.offHelp')}
        </Text>
      ) : (
        <Stack gap={6}>
          {status.lastError && (
            <Alert
              color="red"
              variant="light"
              title={t('backup.failedAt', { at: formatInstant(status.lastError.at, locale) })}
            >
              {status.lastError.message}
            </Alert>
          )}
          <Text size="sm" data-testid="dashboard-backup-last">
            {status.last
              ? t('backup.last', {
                  at: formatInstant(status.last.at, locale),
                  size: formatSize(status.last.size, locale),
                })
              : t('backup.none')}
          </Text>
          {status.next && (
            <Text size="sm" c="dimmed" data-testid="dashboard-backup-next">
              {t('backup.next', { at: formatInstant(status.next, locale) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('backup.schedule', { hours: status.everyHours ?? 0, keep: status.keep ?? 0 })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

/** The admin dashboard's backup card: last backup, its size, the next one, a failure. */
export function BackupStatusCard() {
  const query = useBackupStatus(true);
  if (!query.data) return null;
  return <BackupStatusView status={query.data} />;
}
