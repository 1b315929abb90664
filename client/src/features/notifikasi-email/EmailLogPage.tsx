import { Alert, Badge, Card, Group, Loader, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type EmailStatus, emailStatuses } from '@ujian/shared/email-log';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { formatInstant } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { statusColor, useEmailLog } from './api';

const PER_PAGE = 15;

/** `/notifikasi-email`: every mail the portal sent or tried to send (admins). */
export function EmailLogPage() {
  const { t, i18n } = useTranslation(['notifikasi', 'errors']);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [page, setPage] = useState(1);
  const log = useEmailLog({ q, status, page, perPage: PER_PAGE });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PER_PAGE)) : 1;

  return (
    <Stack gap="md">
      <PageHeader title={t('common:menu.notifikasiEmail')} subtitle={t('emailLog.subtitle')} />
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('emailLog.search')}
          placeholder={t('emailLog.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="email-log-search"
        />
        <Select
          label={t('emailLog.status')}
          data={[
            { value: '', label: t('emailLog.allStatuses') },
            ...emailStatuses.map((s) => ({ value: s, label: t(`emailStatus.${s}`) })),
          ]}
          value={status}
          onChange={(value) => {
            setStatus((value ?? '') as EmailStatus | '');
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
          data-testid="email-log-status"
        />
        {log.isFetching && <Loader size="xs" mb={10} />}
      </Group>
      <Card withBorder radius="md" p={0}>
        {log.isError ? (
          <Alert color="red" m="md">
            {errorMessageOf(log.error, t)}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="email-log-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('emailLog.to')}</Table.Th>
                  <Table.Th>{t('emailLog.subject')}</Table.Th>
                  <Table.Th>{t('emailLog.status')}</Table.Th>
                  <Table.Th ta="right">{t('emailLog.attempts')}</Table.Th>
                  <Table.Th>{t('emailLog.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.data.map((mail) => (
                  <Table.Tr
                    key={mail.uuid}
                    onClick={() => navigate(`/notifikasi-email/${mail.uuid}`)}
                    style={{ cursor: 'pointer' }}
                    data-testid="email-log-row"
                  >
                    <Table.Td>{mail.to}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1}>
                        {mail.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[mail.status]} variant="light">
                        {t(`emailStatus.${mail.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{mail.attempts}</Table.Td>
                    <Table.Td>{formatInstant(mail.createdAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
                {log.data && log.data.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" ta="center" py="md" size="sm">
                        {t('emailLog.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {log.data ? t('emailLog.total', { count: log.data.total }) : ''}
        </Text>
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      </Group>
    </Stack>
  );
}
