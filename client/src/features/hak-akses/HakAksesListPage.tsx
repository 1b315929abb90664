import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Role } from '@ujian/shared/hak-akses';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { formatInstant } from '../../lib/format-date';
import { useRoles } from './api';

/** `/hak-akses`: the roles, how many people hold each, and how many rules they carry. */
export function HakAksesListPage() {
  const { t, i18n } = useTranslation(['admin', 'master', 'common']);
  const navigate = useNavigate();
  const ability = useAppAbility();
  const roles = useRoles();
  const canEdit = ability.can('edit', 'hak-akses');

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'name',
      header: t('hakAkses.columns.name'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t(`common:roles.${r.name}`, { defaultValue: r.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {r.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'description', header: t('hakAkses.columns.description'), render: (r) => r.description ?? '–' },
    {
      key: 'rules',
      header: t('hakAkses.columns.rules'),
      align: 'right',
      render: (r) => <Badge variant="light">{r.rules.length}</Badge>,
    },
    { key: 'users', header: t('hakAkses.columns.users'), align: 'right', render: (r) => r.userCount },
    {
      key: 'updatedAt',
      header: t('hakAkses.columns.updatedAt'),
      render: (r) => formatInstant(r.updatedAt, i18n.language),
    },
  ];

  const rows = roles.data;
  return (
    <Stack gap="lg" data-testid="hak-akses-list">
      <PageHeader title={t('common:menu.hakAkses')} subtitle={t('hakAkses.subtitle')} />
      <Card withBorder radius="md">
        <DataTable
          testId="hak-akses-table"
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.id)}
          total={rows?.length ?? 0}
          page={1}
          perPage={100}
          sort={null}
          onSort={() => {}}
          onPage={() => {}}
          onPerPage={() => {}}
          loading={roles.isFetching}
          error={roles.error}
          onRetry={() => void roles.refetch()}
          emptyTitle={t('hakAkses.emptyTitle')}
          paging={false}
          onRowClick={canEdit ? (r) => navigate(`/hak-akses/edit/${r.id}`) : undefined}
          rowActions={
            canEdit
              ? (r) => (
                  <Button
                    component={Link}
                    to={`/hak-akses/edit/${r.id}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} />}
                    data-testid={`hak-akses-edit-${r.name}`}
                  >
                    {t('master:actions.edit')}
                  </Button>
                )
              : undefined
          }
        />
      </Card>
    </Stack>
  );
}
