import { ActionIcon, Button, Card, Group, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { isFixedCodeMaster } from '@ujian/shared/master';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn, serverPageProps } from '../../components/DataTable';
import { lastPage } from '../../components/list-query';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../components/use-list-state';
import { useAppAbility } from '../../lib/ability';
import { WeightSum } from '../hasil/WeightSum';
import { type MasterRow, useDeleteMasterRow, useMasterList } from './api';
import { listShapeOf, type MasterScreenConfig, rowTitle } from './define-master';
import { MasterFilterControl } from './MasterFilters';
import { MasterValue } from './MasterValue';
import { masterScreenOfPath } from './screens';

/** `/<name>`: the list of any master, driven by its config (the route decides which). */
export function MasterListPage() {
  const config = masterScreenOfPath(useLocation().pathname);
  if (!config) return <Navigate to="/error-404" replace />;
  // A fresh component per list, so one list's state never leaks into another.
  return <MasterList key={config.name} config={config} />;
}

function MasterList({ config }: { config: MasterScreenConfig }) {
  const { t } = useTranslation('master');
  const ability = useAppAbility();
  const navigate = useNavigate();
  const shape = useMemo(() => listShapeOf(config), [config]);
  const list = useListState(shape);
  const query = useMasterList(config.name, list.params);
  const remove = useDeleteMasterRow(config.name);
  const [toDelete, setToDelete] = useState<MasterRow | null>(null);

  const fixed = isFixedCodeMaster(config.name);
  const canCreate = !fixed && ability.can('create', config.name);
  const canDelete = !fixed && ability.can('delete', config.name);
  const filtered = Boolean(list.state.q) || Object.keys(list.state.filters).length > 0;

  // After deletes (or an old link) the page may lie beyond the last one: show the last page instead.
  const total = query.data?.total ?? 0;
  const beyond = query.data !== undefined && query.data.data.length === 0 && total > 0 && list.state.page > 1;
  const { setPage } = list;
  useEffect(() => {
    if (beyond) setPage(lastPage(total, list.state.perPage));
  }, [beyond, total, list.state.perPage, setPage]);

  const columns: DataTableColumn<MasterRow>[] = config.columns.map((column) => ({
    key: column.name,
    header: column.kind === 'active' ? t('common.status') : t(`${config.name}.fields.${column.name}`),
    sortKey: column.sortKey,
    align: column.kind === 'number' || column.kind === 'rupiah' ? 'right' : undefined,
    render: (row) => (
      <MasterValue
        kind={column.kind}
        value={row[column.name]}
        master={column.master}
        enumPrefix={`${config.name}.options.${column.name}`}
      />
    ),
  }));

  const closeDelete = () => {
    setToDelete(null);
    remove.reset();
  };

  return (
    <Stack gap="lg" data-testid={`master-list-${config.name}`}>
      <PageHeader
        title={t(`common:menu.${config.name}`)}
        subtitle={t(`${config.name}.subtitle`)}
        actions={
          canCreate && (
            <Button
              component={Link}
              to={`${config.path}/baru`}
              leftSection={<IconPlus size={16} />}
              data-testid="master-new"
            >
              {t('actions.new')}
            </Button>
          )
        }
      />
      {config.summary === 'weightSum' && <WeightSum />}
      <Card withBorder radius="md">
        <Group gap="sm" mb="md" wrap="wrap">
          <SearchBox
            value={list.state.q}
            onSearch={list.setQuery}
            placeholder={t('table.search')}
            testId="master-search"
          />
          {config.filters.map((filter) => (
            <MasterFilterControl
              key={filter.name}
              config={config}
              filter={filter}
              value={list.state.filters[filter.name] ?? null}
              onChange={(value) => list.setFilter(filter.name, value)}
            />
          ))}
        </Group>
        <DataTable
          testId="master-table"
          columns={columns}
          rowKey={(row) => row.uuid}
          {...serverPageProps(list, query)}
          emptyTitle={filtered ? t('table.noMatchTitle') : t('table.emptyTitle')}
          emptyDescription={filtered ? t('table.noMatchText') : t('table.emptyText')}
          onRowClick={(row) => navigate(`${config.path}/${row.uuid}`)}
          rowActions={
            canDelete
              ? (row) => (
                  <Tooltip label={t('actions.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('actions.delete')}
                      onClick={() => setToDelete(row)}
                      data-testid="master-row-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )
              : undefined
          }
        />
      </Card>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete.uuid, { onSuccess: closeDelete })}
        onClose={closeDelete}
        testId="master-delete-dialog"
      >
        {t('delete.text', { name: toDelete ? rowTitle(config, toDelete) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
