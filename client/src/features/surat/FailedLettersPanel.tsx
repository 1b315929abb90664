import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SuratJenis } from '@ujian/shared/surat';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { useRetrySurat, useSuratAntrian } from './api';

/**
 * Letters of this jenis that an event needed but that could not be made (admin): why, how often it
 * was tried, and a retry once the cause (usually the settings) is fixed.
 */
export function FailedLettersPanel({ jenis, enabled }: { jenis: SuratJenis; enabled: boolean }) {
  const { t, i18n } = useTranslation(['surat', 'errors']);
  const antrian = useSuratAntrian(enabled);
  const retry = useRetrySurat();
  const failed = (antrian.data ?? []).filter((row) => row.jenis === jenis && row.status === 'gagal');
  if (!enabled || failed.length === 0) return null;

  return (
    <Alert color="red" title={t('failed.title', { count: failed.length })} data-testid="surat-failed">
      <Stack gap="xs">
        <Text size="sm">{t('failed.hint')}</Text>
        <Table aria-label={t('failed.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('failed.when')}</Table.Th>
              <Table.Th>{t('failed.error')}</Table.Th>
              <Table.Th>{t('failed.attempts')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed.map((row) => (
              <Table.Tr key={row.uuid}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(row.createdAt.slice(0, 10), i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {row.error}
                  </Text>
                </Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    loading={retry.isPending && retry.variables?.uuid === row.uuid}
                    aria-label={t('failed.retryLabel', { jenis: t(`jenis.${jenis}`) })}
                    onClick={() =>
                      retry.mutate(row, {
                        onSuccess: () => notifications.show({ color: 'teal', message: t('failed.retried') }),
                        onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t) }),
                      })
                    }
                  >
                    {t('failed.retry')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
