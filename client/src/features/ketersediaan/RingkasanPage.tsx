import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { serverMessageOf } from '../../components/server-message';
import { formatInstant } from '../../lib/format-date';
import { addDays, todayJakarta, weekStart } from '../jadwal/schedule-grid';
import { useRingkasan, useSendPengingat } from './api';

/**
 * `/ketersediaan/ringkasan`: per lecturer, how many blocks and hours they entered in a range and when
 * they last changed them; one click reminds everyone who entered nothing.
 */
export function RingkasanPage() {
  const { t, i18n } = useTranslation(['ketersediaan', 'errors']);
  const [from, setFrom] = useState(() => weekStart(addDays(todayJakarta(), 7)));
  const [to, setTo] = useState(() => addDays(weekStart(addDays(todayJakarta(), 7)), 27));
  const ringkasan = useRingkasan(from, to);
  const remind = useSendPengingat();
  const rows = ringkasan.data ?? [];
  const empty = rows.filter((r) => r.blok === 0).length;

  return (
    <Stack gap="lg" data-testid="ketersediaan-ringkasan">
      <PageHeader title={t('ringkasan.title')} subtitle={t('ringkasan.subtitle')} />
      <Card withBorder radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            type="date"
            label={t('ringkasan.from')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput type="date" label={t('ringkasan.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button
            leftSection={<IconBellRinging size={16} />}
            disabled={empty === 0}
            loading={remind.isPending}
            onClick={() => remind.mutate({ from, to })}
            data-testid="ketersediaan-remind"
          >
            {t('ringkasan.remind', { count: empty })}
          </Button>
        </Group>
        {remind.data && (
          <Alert color="teal" mt="md" role="status" data-testid="ketersediaan-reminded">
            {t('ringkasan.reminded', { count: remind.data.sent })}
            {remind.data.withoutAccount.length > 0
              ? ` ${t('ringkasan.withoutAccount', { count: remind.data.withoutAccount.length })}`
              : ''}
          </Alert>
        )}
        {remind.error ? (
          <Alert color="red" mt="md" role="alert">
            {serverMessageOf(remind.error, t)}
          </Alert>
        ) : null}
      </Card>
      <Card withBorder radius="md">
        <Table striped data-testid="ketersediaan-ringkasan-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ringkasan.nama')}</Table.Th>
              <Table.Th>{t('ringkasan.blok')}</Table.Th>
              <Table.Th>{t('ringkasan.jam')}</Table.Th>
              <Table.Th>{t('ringkasan.diperbarui')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.dosenUuid}>
                <Table.Td>{r.nama}</Table.Td>
                <Table.Td>
                  {r.blok === 0 ? (
                    <Badge color="orange" variant="light">
                      {t('ringkasan.nothing')}
                    </Badge>
                  ) : (
                    r.blok
                  )}
                </Table.Td>
                <Table.Td>{new Intl.NumberFormat(i18n.language).format(r.jam)}</Table.Td>
                <Table.Td>
                  {r.diperbaruiAt ? (
                    formatInstant(r.diperbaruiAt, i18n.language)
                  ) : (
                    <Text c="dimmed">{t('ringkasan.never')}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {ringkasan.isSuccess && rows.length === 0 && <Text c="dimmed">{t('ringkasan.noDosen')}</Text>}
      </Card>
    </Stack>
  );
}
