import { Badge, Group, Text } from '@mantine/core';
import type { SyncRun } from '@ujian/shared/sync-dosen';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { formatInstant } from '../../lib/format-date';
import { useSyncRuns } from './api';

/** Past previews and imports: who ran them, from which source, and what they changed. */
export function SyncRunHistory() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const runs = useSyncRuns(page, perPage);

  const columns: DataTableColumn<SyncRun>[] = [
    { key: 'createdAt', header: t('sync.runAt'), render: (r) => formatInstant(r.createdAt, i18n.language) },
    {
      key: 'source',
      header: t('sync.source'),
      render: (r) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {r.source}
        </Text>
      ),
    },
    { key: 'by', header: t('sync.by'), render: (r) => r.appliedBy ?? r.createdBy ?? '–' },
    {
      key: 'result',
      header: t('sync.result'),
      render: (r) => {
        const counts = r.report
          ? { added: r.report.added, changed: r.report.changed, deactivated: r.report.deactivated }
          : { added: r.summary.toAdd, changed: r.summary.toChange, deactivated: r.summary.toDeactivate };
        return (
          <Group gap={4}>
            <Badge size="sm" color={r.appliedAt ? 'green' : 'gray'} variant="light">
              {r.appliedAt ? t('sync.applied') : t('sync.previewOnly')}
            </Badge>
            <Text size="xs">{t('sync.counts', counts)}</Text>
            {r.summary.errors > 0 && (
              <Badge size="sm" color="red" variant="light">
                {t('sync.errorCount', { count: r.summary.errors })}
              </Badge>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable
      testId="sync-runs"
      columns={columns}
      rows={runs.data?.data}
      rowKey={(r) => r.id}
      total={runs.data?.total ?? 0}
      page={page}
      perPage={perPage}
      sort={null}
      onSort={() => {}}
      onPage={setPage}
      onPerPage={(n) => {
        setPerPage(n);
        setPage(1);
      }}
      loading={runs.isFetching}
      error={runs.error}
      onRetry={() => void runs.refetch()}
      emptyTitle={t('sync.noRuns')}
    />
  );
}
