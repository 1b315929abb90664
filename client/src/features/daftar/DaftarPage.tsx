import { Alert, Button, Card, Chip, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { Pengajuan, PengajuanKind } from '@ujian/shared/pengajuan';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn, serverPageProps } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../components/use-list-state';
import { formatInstant } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { downloadPengajuanXlsx, saveBlob, usePengajuanList } from '../pengajuan/api';
import { readonlyPath } from '../pengajuan/kinds';
import { StatusBadge, useStatusDisplay } from '../pengajuan/StatusBadge';
import {
  chipStatuses,
  daftarShape,
  exportFilename,
  exportParams,
  selectedStatuses,
  toggleStatus,
} from './daftar-query';

/**
 * `/daftar-sidang` and `/daftar-yudisium`: every pengajuan the reviewer may read, server-paged.
 * Rows follow `pengajuan:status` live (their query keys sit under the realtime layer's keys).
 */
export function DaftarPage({ kind }: { kind: PengajuanKind }) {
  const { t, i18n } = useTranslation(['pengajuan', 'master', 'errors']);
  const navigate = useNavigate();
  const list = useListState(daftarShape);
  const query = usePengajuanList(kind, list.params);
  const display = useStatusDisplay();
  const chosen = selectedStatuses(list.state.filters.status, kind);

  const exporter = useMutation({
    mutationFn: async () => {
      const blob = await downloadPengajuanXlsx(kind, exportParams(list.params));
      saveBlob(blob, exportFilename(kind, new Date().toISOString().slice(0, 10)));
    },
  });

  const columns: DataTableColumn<Pengajuan>[] = [
    {
      key: 'mahasiswa',
      header: t('daftar.columns.mahasiswa'),
      sortKey: 'mahasiswa',
      render: (row) => (
        <div>
          <Text size="sm" fw={500}>
            {row.mahasiswa.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.mahasiswa.nomorInduk ?? ''}
          </Text>
        </div>
      ),
    },
    {
      key: 'judul',
      header: t(`form.judul.${kind}`),
      sortKey: 'judul',
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.judul}
        </Text>
      ),
    },
    { key: 'prodi', header: t('details.prodi'), render: (row) => row.prodiNama ?? '—' },
    {
      key: 'status',
      header: t('daftar.columns.status'),
      sortKey: 'status',
      width: 150,
      render: (row) => <StatusBadge status={row.status} style={{ overflow: 'visible' }} />,
    },
    {
      key: 'submittedAt',
      header: t('details.submittedAt'),
      sortKey: 'submittedAt',
      width: 170,
      render: (row) => (row.submittedAt ? formatInstant(row.submittedAt, i18n.language) : '—'),
    },
  ];

  return (
    <Stack gap="md" data-testid={`daftar-${kind}`}>
      <PageHeader
        title={t(kind === 'sidang' ? 'common:menu.daftarSidang' : 'common:menu.daftarYudisium')}
        subtitle={t(`daftar.subtitle.${kind}`)}
        actions={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
            data-testid="daftar-export"
          >
            {t('daftar.export')}
          </Button>
        }
      />
      {exporter.error && <Alert color="red">{errorMessageOf(exporter.error, t)}</Alert>}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <SearchBox
              value={list.state.q}
              onSearch={list.setQuery}
              placeholder={t('daftar.search')}
              testId="daftar-search"
            />
          </Group>
          <Group gap={6} data-testid="daftar-status-chips">
            {chipStatuses(kind).map((status) => (
              <Chip
                key={status}
                size="sm"
                checked={chosen.includes(status)}
                color={display(status).color}
                onChange={() => list.setFilter('status', toggleStatus(list.state.filters.status, kind, status))}
                data-testid={`daftar-chip-${status}`}
              >
                {display(status).label}
              </Chip>
            ))}
          </Group>
          <DataTable
            columns={columns}
            rowKey={(row) => row.uuid}
            {...serverPageProps(list, query)}
            emptyTitle={t('daftar.empty')}
            emptyDescription={list.state.q || chosen.length ? t('daftar.emptyFiltered') : undefined}
            onRowClick={(row) => navigate(readonlyPath(kind, row.uuid, true))}
            testId="daftar-table"
          />
        </Stack>
      </Card>
    </Stack>
  );
}

export const DaftarSidangPage = () => <DaftarPage kind="sidang" />;
export const DaftarYudisiumPage = () => <DaftarPage kind="yudisium" />;
