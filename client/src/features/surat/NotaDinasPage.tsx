import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/ability';
import { formatDay } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { useIssueNotaDinas, useNotaDinasPreview } from './api';
import { SuratListPage } from './SuratListPage';

function monthRange(today = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 1));
  const to = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The nota dinas form: a date range, the sidang it will list, then issue; below it, the letters. */
function NotaDinasForm() {
  const { t, i18n } = useTranslation(['surat', 'errors']);
  const [range, setRange] = useState(monthRange);
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const preview = useNotaDinasPreview(range, valid);
  const issue = useIssueNotaDinas();
  const submit = async () => {
    const issued = await issue.mutateAsync(range).catch(() => undefined);
    if (issued) notifications.show({ color: 'teal', message: t('notaIssued', { nomor: issued.nomor }) });
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={4}>{t('notaForm')}</Title>
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('from')}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('to')}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
          />
          <Button onClick={() => void submit()} disabled={!valid} loading={issue.isPending} data-testid="nota-issue">
            {t('notaIssue', { count: preview.data?.sidang.length ?? 0 })}
          </Button>
        </Group>
        {issue.error && <Alert color="red">{errorMessageOf(issue.error, t)}</Alert>}
        {preview.data && preview.data.sidang.length === 0 && <Text c="dimmed">{t('notaEmpty')}</Text>}
        {preview.data && preview.data.sidang.length > 0 && (
          <Table striped data-testid="nota-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mahasiswa')}</Table.Th>
                <Table.Th>{t('tanggal')}</Table.Th>
                <Table.Th>{t('waktu')}</Table.Th>
                <Table.Th>{t('tempat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.data.sidang.map((s) => (
                <Table.Tr key={`${s.tanggal}-${s.waktu}-${s.mahasiswa}`}>
                  <Table.Td>
                    {s.mahasiswa} {s.nim ? `(${s.nim})` : ''}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(s.tanggal, i18n.language)}</Table.Td>
                  <Table.Td>{s.waktu}</Table.Td>
                  <Table.Td>{s.tempat}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

export function NotaDinasPage() {
  const ability = useAppAbility();
  return <SuratListPage extra={ability.can('create', 'nota-dinas') ? <NotaDinasForm /> : undefined} />;
}
