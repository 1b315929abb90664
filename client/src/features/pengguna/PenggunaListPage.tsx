import { Button, Card, Group, Stack } from '@mantine/core';
import { IconFileImport, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, serverPageProps } from '../../components/DataTable';
import type { ListShape } from '../../components/list-query';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../components/use-list-state';
import { useAppAbility } from '../../lib/ability';
import { usePenggunaList } from './api';
import { CreateAccountModal } from './CreateAccountModal';
import { ImportStudentsModal } from './ImportStudentsModal';
import { PenggunaFilters } from './PenggunaFilters';
import { penggunaColumns } from './pengguna-columns';

const shape: ListShape = {
  sortable: ['fullName', 'username', 'email', 'createdAt', 'role'],
  filters: ['role', 'prodiUuid', 'active'],
};

/** `/pengguna`: every account, searchable and filtered by role, prodi and active. */
export function PenggunaListPage() {
  const { t, i18n } = useTranslation(['admin', 'master']);
  const navigate = useNavigate();
  const list = useListState(shape);
  const query = usePenggunaList(list.params);
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'pengguna');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const filtered = Boolean(list.state.q) || Object.keys(list.state.filters).length > 0;

  return (
    <Stack gap="lg" data-testid="pengguna-list">
      <PageHeader
        title={t('pengguna.title')}
        subtitle={t('pengguna.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to="/pengguna-daftar-baru"
              variant="light"
              leftSection={<IconUserPlus size={16} />}
              data-testid="pengguna-go-daftar-baru"
            >
              {t('daftarBaru.title')}
            </Button>
            {canCreate && (
              <>
                <Button
                  variant="light"
                  leftSection={<IconFileImport size={16} />}
                  onClick={() => setImporting(true)}
                  data-testid="pengguna-import"
                >
                  {t('importStudents.open')}
                </Button>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setCreating(true)}
                  data-testid="pengguna-create"
                >
                  {t('createAccount.open')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Card withBorder radius="md">
        <Group gap="sm" mb="md">
          <SearchBox
            value={list.state.q}
            onSearch={list.setQuery}
            placeholder={t('pengguna.search')}
            testId="pengguna-search"
          />
          <PenggunaFilters filters={list.state.filters} onChange={list.setFilter} />
        </Group>
        <DataTable
          testId="pengguna-table"
          columns={penggunaColumns(t, i18n.language)}
          rowKey={(u) => String(u.id)}
          {...serverPageProps(list, query)}
          emptyTitle={filtered ? t('master:table.noMatchTitle') : t('pengguna.emptyTitle')}
          emptyDescription={filtered ? t('master:table.noMatchText') : undefined}
          onRowClick={(u) => navigate(`/pengguna-edit/${u.id}`)}
        />
      </Card>
      <CreateAccountModal opened={creating} onClose={() => setCreating(false)} />
      <ImportStudentsModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
