import { Alert, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, loadCharts } from '../../components/charts';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf } from '../../lib/http';
import { MasterPicker } from '../master/MasterPicker';
import { useStatusDisplay } from '../pengajuan/StatusBadge';
import { useRekapPengajuanSidang } from './api';
import { chartRows, usedStatuses } from './rekap-chart';

// the charts' code is fetched beside the screen's data, not after it (components/charts.tsx)
void loadCharts().catch(() => {});

/** `/rekapitulasi-pengajuan-sidang`: counts by status and prodi per periode, live on `rekap:changed`. */
export function RekapPengajuanSidangPage() {
  const { t } = useTranslation(['pengajuan', 'errors']);
  const [periodeUuid, setPeriodeUuid] = useState<string | null>(null);
  const display = useStatusDisplay();
  const rekap = useRekapPengajuanSidang(periodeUuid);
  const data = rekap.data;
  const statuses = data ? usedStatuses(data) : [];

  return (
    <Stack gap="lg" data-testid="rekap-pengajuan-sidang">
      <PageHeader title={t('common:menu.rekapitulasiPengajuanSidang')} subtitle={t('rekap.subtitle')} />
      <Group align="flex-end">
        <div style={{ minWidth: 280 }}>
          <MasterPicker
            master="periode-ujian"
            label={t('rekap.periode')}
            value={periodeUuid}
            onChange={setPeriodeUuid}
            testId="rekap-periode"
          />
        </div>
        {rekap.isFetching && <Loader size="xs" mb={10} />}
      </Group>
      {rekap.isError && <Alert color="red">{errorMessageOf(rekap.error, t)}</Alert>}
      {!data ? (
        rekap.isPending && <Loader />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm">
            <Card withBorder radius="md" padding="sm" data-testid="rekap-total">
              <Text size="xs" c="dimmed">
                {t('rekap.total')}
              </Text>
              <Text fz={26} fw={700} data-testid="rekap-total-value">
                {data.total}
              </Text>
            </Card>
            {data.statuses.map((status) => (
              <Card key={status} withBorder radius="md" padding="sm" data-testid={`rekap-count-${status}`}>
                <Text size="xs" c="dimmed">
                  {display(status).label}
                </Text>
                <Text fz={26} fw={700} c={display(status).color} data-testid={`rekap-count-${status}-value`}>
                  {data.totals[status] ?? 0}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Title order={4} mb="md">
              {t('rekap.chartTitle')}
            </Title>
            {data.rows.length === 0 ? (
              <Text c="dimmed" data-testid="rekap-empty">
                {t('rekap.empty')}
              </Text>
            ) : (
              <BarChart
                h={Math.max(220, data.rows.length * 56)}
                data={chartRows(data, t('rekap.noProdi'))}
                dataKey="prodi"
                type="stacked"
                orientation="vertical"
                yAxisProps={{ width: 160 }}
                xAxisProps={{ allowDecimals: false }}
                maxBarWidth={48}
                withLegend
                series={statuses.map((s) => ({ name: s, label: display(s).label, color: `${display(s).color}.6` }))}
                data-testid="rekap-chart"
              />
            )}
          </Card>
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="rekap-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('details.prodi')}</Table.Th>
                    {data.statuses.map((s) => (
                      <Table.Th key={s} ta="right">
                        {display(s).label}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('rekap.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.prodiUuid ?? ''}>
                      <Table.Td>{row.prodiNama ?? t('rekap.noProdi')}</Table.Td>
                      {data.statuses.map((s) => (
                        <Table.Td key={s} ta="right">
                          {row.counts[s] ?? 0}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600}>
                        {row.total}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
    </Stack>
  );
}
