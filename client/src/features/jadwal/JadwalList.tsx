import { Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type JadwalRow, jadwalStatuses } from '@ujian/shared/jadwal';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, serverPageProps } from '../../components/DataTable';
import type { ListShape } from '../../components/list-query';
import { SearchBox } from '../../components/SearchBox';
import { useListState } from '../../components/use-list-state';
import { useAppAbility } from '../../lib/ability';
import { MasterPicker } from '../master/MasterPicker';
import { useJadwalList } from './api';
import { longDate, timeRange } from './format';
import { JadwalStatusBadge } from './JadwalStatusBadge';
import { useJadwalOpener } from './jadwal-opener';
import { PlaceText } from './PlaceText';

export const staffListShape: ListShape = {
  sortable: ['tanggal', 'mahasiswa', 'status'],
  filters: ['status', 'from', 'to', 'prodiUuid', 'ruanganUuid', 'dosenUuid'],
};
export const mineListShape: ListShape = {
  sortable: ['tanggal', 'mahasiswa', 'status'],
  filters: ['status', 'from', 'to'],
};

/**
 * The paged list of jadwal, filters in the URL. Staff filter by prodi, room and lecturer too; `mine`
 * lists the caller's own sidang (student, committee or pembimbing).
 */
export function JadwalList({ mine }: { mine?: boolean }) {
  const { t, i18n } = useTranslation(['jadwal', 'master']);
  const opener = useJadwalOpener();
  const ability = useAppAbility();
  const list = useListState(mine ? mineListShape : staffListShape);
  const query = useJadwalList(mine ? { ...list.params, mine: '1' } : list.params);
  const f = list.state.filters;

  const columns: DataTableColumn<JadwalRow>[] = [
    {
      key: 'tanggal',
      header: t('list.when'),
      sortKey: 'tanggal',
      width: 190,
      render: (row) =>
        row.tanggal ? (
          <div>
            <Text size="sm">{longDate(row.tanggal, i18n.language, 'medium')}</Text>
            <Text size="xs" c="dimmed">
              {timeRange(row) ?? ''}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.noTime')}
          </Text>
        ),
    },
    {
      key: 'mahasiswa',
      header: t('list.mahasiswa'),
      sortKey: 'mahasiswa',
      render: (row) => (
        <div>
          <Text size="sm" fw={500}>
            {row.mahasiswa.fullName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.judul}
          </Text>
        </div>
      ),
    },
    { key: 'place', header: t('list.place'), render: (row) => <PlaceText row={row} /> },
    {
      key: 'komite',
      header: t('list.komite'),
      render: (row) => (
        <Text size="xs">{row.komite.map((m) => `${m.nama} (${t(`peran.${m.peran}`)})`).join(', ') || '—'}</Text>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      sortKey: 'status',
      width: 130,
      render: (row) => <JadwalStatusBadge status={row.status} style={{ overflow: 'visible' }} />,
    },
  ];

  return (
    <Card withBorder radius="md" padding="md" data-testid={mine ? 'jadwal-list-mine' : 'jadwal-list'}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchBox
            value={list.state.q}
            onSearch={list.setQuery}
            placeholder={t('list.search')}
            testId="jadwal-search"
          />
          <Select
            label={t('list.status')}
            placeholder={t('list.anyStatus')}
            data={jadwalStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={f.status ?? null}
            onChange={(v) => list.setFilter('status', v)}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clear') }}
            w={160}
            data-testid="jadwal-filter-status"
          />
          <TextInput
            type="date"
            label={t('list.from')}
            value={f.from ?? ''}
            onChange={(e) => list.setFilter('from', e.currentTarget.value || null)}
            w={160}
            data-testid="jadwal-filter-from"
          />
          <TextInput
            type="date"
            label={t('list.to')}
            value={f.to ?? ''}
            onChange={(e) => list.setFilter('to', e.currentTarget.value || null)}
            w={160}
            data-testid="jadwal-filter-to"
          />
          {!mine && ability.can('read', 'prodi') && (
            <div style={{ width: 200 }}>
              <MasterPicker
                master="prodi"
                label={t('list.prodi')}
                value={f.prodiUuid ?? null}
                onChange={(v) => list.setFilter('prodiUuid', v)}
                testId="jadwal-filter-prodi"
              />
            </div>
          )}
          {!mine && ability.can('read', 'ruangan') && (
            <div style={{ width: 200 }}>
              <MasterPicker
                master="ruangan"
                label={t('list.ruangan')}
                value={f.ruanganUuid ?? null}
                onChange={(v) => list.setFilter('ruanganUuid', v)}
                testId="jadwal-filter-ruangan"
              />
            </div>
          )}
          {!mine && ability.can('read', 'dosen') && (
            <div style={{ width: 220 }}>
              <MasterPicker
                master="dosen"
                label={t('list.dosen')}
                value={f.dosenUuid ?? null}
                onChange={(v) => list.setFilter('dosenUuid', v)}
                testId="jadwal-filter-dosen"
              />
            </div>
          )}
        </Group>
        <DataTable
          columns={columns}
          rowKey={(row) => row.uuid}
          {...serverPageProps(list, query)}
          emptyTitle={mine ? t('list.emptyMine') : t('list.empty')}
          onRowClick={opener.openRow}
          testId="jadwal-table"
        />
      </Stack>
      {opener.drawer}
    </Card>
  );
}
