import { Badge, Card, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { HasilRow } from '@ujian/shared/hasil';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useAppAbility } from '../../lib/ability';
import { formatDay } from '../../lib/format-date';
import { useSessionStore } from '../../stores/session';
import { todayJakarta } from '../jadwal/schedule-grid';
import { MasterPicker } from '../master/MasterPicker';
import { useHasilList } from './api';
import { scoreText } from './score-text';
import { toScoreNow } from './to-score';

export function KeputusanBadge({ row }: { row: Pick<HasilRow, 'status' | 'keputusan'> }) {
  const { t } = useTranslation('hasil');
  if (row.status !== 'final' || !row.keputusan)
    return (
      <Badge color="blue" variant="light">
        {t('status.penilaian')}
      </Badge>
    );
  const color = row.keputusan === 'tidak_lulus' ? 'red' : row.keputusan === 'lulus' ? 'teal' : 'orange';
  return (
    <Badge color={color} variant="light">
      {t(`keputusan.${row.keputusan}`)}
    </Badge>
  );
}

type HasilTableProps = { rows: HasilRow[] | undefined; testId: string; canEdit: boolean; empty?: string };

function HasilTable({ rows, testId, canEdit, empty }: HasilTableProps) {
  const { t, i18n } = useTranslation('hasil');
  if (!rows) return <Loader size="sm" aria-label={t('common:layout.loading')} />;
  if (rows.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        {empty ?? t('list.empty')}
      </Text>
    );
  return (
    <Table striped highlightOnHover data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fields.mahasiswa')}</Table.Th>
          <Table.Th>{t('fields.judul')}</Table.Th>
          <Table.Th>{t('fields.tanggal')}</Table.Th>
          <Table.Th>{t('fields.progress')}</Table.Th>
          <Table.Th>{t('fields.nilaiAkhir')}</Table.Th>
          <Table.Th>{t('fields.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.uuid}>
            <Table.Td>
              {canEdit ? (
                <Link to={`/hasil-sidang-edit/${row.uuid}`}>{row.mahasiswa.fullName}</Link>
              ) : (
                row.mahasiswa.fullName
              )}
              <Text size="xs" c="dimmed">
                {row.mahasiswa.nomorInduk}
              </Text>
            </Table.Td>
            <Table.Td>{row.judul}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="hasil-tanggal">
              {row.tanggal ? formatDay(row.tanggal, i18n.language) : '-'}
            </Table.Td>
            <Table.Td data-testid="hasil-progress">
              {/* before the sidang there is nothing to score yet: "0 of 3" would read as late */}
              {row.status === 'penilaian' && (row.jadwalStatus === 'draft' || row.jadwalStatus === 'terjadwal')
                ? t('list.notStarted')
                : t('list.scored', {
                    done: row.penilai.filter((p) => p.submittedAt).length,
                    total: row.penilai.length,
                  })}
            </Table.Td>
            <Table.Td>{scoreText(row.nilaiAkhir, row.huruf)}</Table.Td>
            <Table.Td>
              <KeputusanBadge row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The student's own final result: score, grade, decision and revision notes; no per-examiner numbers. */
function StudentResults() {
  const { t } = useTranslation('hasil');
  const list = useHasilList({ perPage: 10 });
  const rows = list.data?.data ?? [];
  if (list.isLoading) return null;
  if (rows.length === 0) return <Text data-testid="hasil-student-empty">{t('student.none')}</Text>;
  return (
    <Stack>
      {rows.map((row) => (
        <Card withBorder key={row.uuid} data-testid="hasil-student-card">
          <Group justify="space-between">
            <Title order={3}>{row.judul}</Title>
            <KeputusanBadge row={row} />
          </Group>
          <Text mt="sm">{t('student.score', { score: scoreText(row.nilaiAkhir, row.huruf) })}</Text>
          {row.catatanRevisi && (
            <Text mt="sm">
              <strong>{t('fields.catatanRevisi')}:</strong> {row.catatanRevisi}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** `/hasil-sidang`: a dosen's "to score" list first; staff see all with a status filter; students their result. */
export function HasilListPage() {
  const { t } = useTranslation('hasil');
  const ability = useAppAbility();
  const role = useSessionStore((s) => s.userData?.role);
  const [status, setStatus] = useState<string>('all');
  const [q, setQ] = useState('');
  const [prodiUuid, setProdiUuid] = useState<string | null>(null);
  const canEdit = ability.can('edit', 'hasil-sidang');
  const isStudent = role === 'client';
  const mine = useHasilList({ mine: '1', status: 'penilaian', perPage: 50 }, !isStudent && role === 'dosen');
  const all = useHasilList(
    { perPage: 50, ...(status === 'all' ? {} : { status }), ...(q ? { q } : {}), ...(prodiUuid ? { prodiUuid } : {}) },
    !isStudent,
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('common:menu.hasilSidang')}
        subtitle={t(isStudent ? 'student.subtitle' : 'list.subtitle')}
        actions={
          !isStudent && (
            <Link to="/perubahan-nilai" data-testid="hasil-perubahan-link">
              {t('perubahan.title')}
            </Link>
          )
        }
      />
      {isStudent ? (
        <StudentResults />
      ) : (
        <>
          {role === 'dosen' && (
            <Card withBorder>
              <Title order={3} size="h4" mb="sm">
                {t('list.mine')}
              </Title>
              <HasilTable
                rows={mine.data && toScoreNow(mine.data.data, todayJakarta())}
                testId="hasil-mine"
                canEdit={canEdit}
                empty={t('list.mineEmpty')}
              />
            </Card>
          )}
          <Card withBorder>
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4">
                {t('list.all')}
              </Title>
            </Group>
            <Group gap="sm" align="flex-end" mb="sm" wrap="wrap">
              <SearchBox value={q} onSearch={setQ} placeholder={t('list.search')} testId="hasil-search" />
              {ability.can('read', 'prodi') && (
                <div style={{ width: 200 }}>
                  <MasterPicker
                    master="prodi"
                    label={t('list.prodi')}
                    value={prodiUuid}
                    onChange={setProdiUuid}
                    testId="hasil-filter-prodi"
                  />
                </div>
              )}
              <SegmentedControl
                aria-label={t('fields.status')}
                value={status}
                onChange={setStatus}
                data={[
                  { value: 'all', label: t('list.filterAll') },
                  { value: 'penilaian', label: t('status.penilaian') },
                  { value: 'final', label: t('status.final') },
                ]}
              />
            </Group>
            <HasilTable rows={all.data?.data} testId="hasil-all" canEdit={canEdit} />
          </Card>
        </>
      )}
    </Stack>
  );
}
