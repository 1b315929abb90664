import { Alert, Button, Card, Group, Loader, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { payrollPeran } from '@ujian/shared/payroll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDay } from '../../lib/format-date';
import { errorMessageOf } from '../../lib/http';
import { formatRupiah } from '../../lib/rupiah';
import { useSessionStore } from '../../stores/session';
import { MasterPicker } from '../master/MasterPicker';
import { saveBlob } from '../pengajuan/api';
import { downloadPayrollXlsx, usePayrollLines, usePayrollRecap } from './api';
import { type PayrollFilters, payrollParams } from './keys';

const PER_PAGE = 20;

/**
 * `/rekapitulasi-payroll`: honorarium per lecturer with the per-role breakdown and a totals row, the
 * lines below, the workbook to download; live on `rekap:changed {recap:"payroll"}`. A dosen's page is
 * "My honorarium": the server returns only their own row and lines.
 */
export function PayrollPage() {
  const { t, i18n } = useTranslation(['payroll', 'errors']);
  const role = useSessionStore((s) => s.userData?.role);
  const own = role === 'dosen';
  const [filters, setFilters] = useState<PayrollFilters>({ from: '', to: '', prodiUuid: null, dosenUuid: null });
  const [page, setPage] = useState(1);
  const params = payrollParams(filters);
  const set = (patch: Partial<PayrollFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const recap = usePayrollRecap(params);
  const lines = usePayrollLines(params, page, PER_PAGE);
  const exporter = useMutation({
    mutationFn: async () => {
      saveBlob(await downloadPayrollXlsx(params), `rekap-payroll-${new Date().toISOString().slice(0, 10)}.xlsx`);
    },
  });
  const data = recap.data;

  return (
    <Stack gap="lg" data-testid="payroll-page">
      <PageHeader
        title={own ? t('mine.title') : t('common:menu.rekapitulasiPayroll')}
        subtitle={own ? t('mine.subtitle') : t('subtitle')}
      />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
          data-testid="payroll-from"
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
          data-testid="payroll-to"
        />
        {!own && (
          <>
            <div style={{ minWidth: 220 }}>
              <MasterPicker
                master="prodi"
                label={t('filters.prodi')}
                value={filters.prodiUuid}
                onChange={(v) => set({ prodiUuid: v })}
                testId="payroll-prodi"
              />
            </div>
            <div style={{ minWidth: 240 }}>
              <MasterPicker
                master="dosen"
                label={t('filters.dosen')}
                value={filters.dosenUuid}
                onChange={(v) => set({ dosenUuid: v })}
                testId="payroll-dosen"
              />
            </div>
          </>
        )}
        <Button
          variant="default"
          onClick={() => exporter.mutate()}
          loading={exporter.isPending}
          data-testid="payroll-export"
        >
          {t('export')}
        </Button>
        {recap.isFetching && <Loader size="xs" mb={10} />}
      </Group>
      {recap.isError && <Alert color="red">{errorMessageOf(recap.error, t)}</Alert>}
      {exporter.isError && <Alert color="red">{errorMessageOf(exporter.error, t)}</Alert>}
      {!data ? (
        recap.isPending && <Loader />
      ) : (
        <>
          <Group gap="md">
            {(['bruto', 'pajak', 'neto'] as const).map((k) => (
              <Card key={k} withBorder radius="md" padding="sm" miw={180} data-testid={`payroll-total-${k}`}>
                <Text size="xs" c="dimmed">
                  {t(`columns.${k}`)}
                </Text>
                <Text fz={22} fw={700}>
                  {formatRupiah(data.totals[k])}
                </Text>
              </Card>
            ))}
            <Card withBorder radius="md" padding="sm" miw={140}>
              <Text size="xs" c="dimmed">
                {t('columns.jumlahSidang')}
              </Text>
              <Text fz={22} fw={700}>
                {data.totals.jumlahSidang}
              </Text>
            </Card>
          </Group>
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={900}>
              <Table striped data-testid="payroll-table">
                <Table.Caption>{t('tableCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.dosen')}</Table.Th>
                    <Table.Th ta="right">{t('columns.jumlahSidang')}</Table.Th>
                    {payrollPeran.map((p) => (
                      <Table.Th key={p} ta="right">
                        {t(`peran.${p}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('columns.bruto')}</Table.Th>
                    <Table.Th ta="right">{t('columns.pajak')}</Table.Th>
                    <Table.Th ta="right">{t('columns.neto')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5 + payrollPeran.length} data-testid="payroll-empty">
                        {t('empty')}
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {data.rows.map((row) => (
                    <Table.Tr key={row.dosenUuid} data-testid="payroll-row">
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.nama}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.nidn}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{row.jumlahSidang}</Table.Td>
                      {payrollPeran.map((p) => (
                        <Table.Td key={p} ta="right">
                          {row.perPeran[p] ? (
                            <>
                              {formatRupiah(row.perPeran[p].jumlah)}
                              <Text size="xs" c="dimmed">
                                {t('times', { count: row.perPeran[p].n })}
                              </Text>
                            </>
                          ) : (
                            '–'
                          )}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{formatRupiah(row.bruto)}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(row.pajak)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatRupiah(row.neto)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr data-testid="payroll-totals">
                    <Table.Th>{t('columns.total')}</Table.Th>
                    <Table.Th ta="right">{data.totals.jumlahSidang}</Table.Th>
                    {payrollPeran.map((p) => (
                      <Table.Th key={p} ta="right">
                        {formatRupiah(data.rows.reduce((s, r) => s + (r.perPeran[p]?.jumlah ?? 0), 0))}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{formatRupiah(data.totals.bruto)}</Table.Th>
                    <Table.Th ta="right">{formatRupiah(data.totals.pajak)}</Table.Th>
                    <Table.Th ta="right">{formatRupiah(data.totals.neto)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('lines.title')}
        </Title>
        {lines.isError && <Alert color="red">{errorMessageOf(lines.error, t)}</Alert>}
        {lines.data && (
          <>
            <Table.ScrollContainer minWidth={800}>
              <Table striped data-testid="payroll-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lines.tanggal')}</Table.Th>
                    <Table.Th>{t('columns.dosen')}</Table.Th>
                    <Table.Th>{t('lines.peran')}</Table.Th>
                    <Table.Th>{t('lines.mahasiswa')}</Table.Th>
                    <Table.Th ta="right">{t('lines.jumlah')}</Table.Th>
                    <Table.Th ta="right">{t('columns.pajak')}</Table.Th>
                    <Table.Th ta="right">{t('columns.neto')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.data.data.map((line) => (
                    <Table.Tr key={line.uuid}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(line.tanggal, i18n.language)}</Table.Td>
                      <Table.Td>{line.dosenNama}</Table.Td>
                      <Table.Td>{t(`peran.${line.peran}`)}</Table.Td>
                      <Table.Td>{line.mahasiswa ?? '–'}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(line.jumlah)}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(line.pajak)}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(line.neto)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {lines.data.total > PER_PAGE && (
              <Pagination
                mt="sm"
                value={page}
                onChange={setPage}
                total={Math.ceil(lines.data.total / PER_PAGE)}
                getControlProps={(control) => ({ 'aria-label': t(`lines.${control}`) })}
              />
            )}
          </>
        )}
      </Card>
    </Stack>
  );
}
