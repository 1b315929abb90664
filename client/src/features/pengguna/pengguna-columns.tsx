import { Badge, Stack, Text } from '@mantine/core';
import type { Pengguna } from '@ujian/shared/pengguna';
import type { TFunction } from 'i18next';
import { ActiveBadge } from '../../components/ActiveBadge';
import type { DataTableColumn } from '../../components/DataTable';
import { formatInstant } from '../../lib/format-date';

/** The user list's columns; shared by /pengguna and /pengguna-daftar-baru. */
export function penggunaColumns(t: TFunction, lng: string): DataTableColumn<Pengguna>[] {
  return [
    {
      key: 'fullName',
      header: t('admin:pengguna.columns.fullName'),
      sortKey: 'fullName',
      // names and sign-in identifiers are the person's own, in no language (`translate="no"`)
      render: (u) => (
        <Stack gap={0} translate="no">
          <Text size="sm" fw={500}>
            {u.fullName || u.username}
          </Text>
          <Text size="xs" c="dimmed">
            @{u.username}
            {u.nomorInduk ? ` · ${u.nomorInduk}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'email',
      header: t('admin:pengguna.columns.email'),
      sortKey: 'email',
      render: (u) => <span translate="no">{u.email}</span>,
    },
    {
      key: 'role',
      header: t('admin:pengguna.columns.role'),
      sortKey: 'role',
      render: (u) => (
        <Badge variant="light" color="indigo">
          {t(`common:roles.${u.role}`, { defaultValue: u.role })}
        </Badge>
      ),
    },
    { key: 'prodi', header: t('admin:pengguna.columns.prodi'), render: (u) => u.prodiNama ?? '–' },
    { key: 'active', header: t('admin:pengguna.columns.status'), render: (u) => <ActiveBadge active={u.active} /> },
    {
      key: 'createdAt',
      header: t('admin:pengguna.columns.createdAt'),
      sortKey: 'createdAt',
      render: (u) => formatInstant(u.createdAt, lng),
    },
  ];
}
