import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, loadCharts } from '../../components/charts';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { errorMessageOf } from '../../lib/http';
import { downloadRekapXlsx, useRekapJadwal } from '../jadwal/api';
import { shortDay } from '../jadwal/format';
import { MasterPicker } from '../master/MasterPicker';
import { saveBlob } from '../pengajuan/api';
import { type Breakdown, rekapJadwalBars, rekapJadwalFigures, rekapJadwalParams } from './rekapJadwal-chart';

// the charts' code is fetched beside the screen's data, not after it (components/charts.tsx)
void loadCharts().catch(() => {});

const peranSeries = [
  { name: 'ketua', color: 'blue.6' },
  { name: 'sekretaris', color: 'grape.6' },
  { name: 'penguji', color: 'teal.6' },
  { name: 'pembimbing', color: 'orange.6' },
] as const;

/** `/rekapitulasi-jadwal-sidang`: sidang per day, room and lecturer, filters, xlsx; live on `rekap:changed`. */
export function RekapJadwalSidangPage() {
  const { t, i18n } = useTranslation(['jadwal', 'errors']);
  const ability = useAppAbility();
  const [filters, setFilters] = useState<Record<string, string | null>>({
    from: null,
    to: null,
    prodiUuid: null,
    ruanganUuid: null,
    dosenUuid: null,
  });
  const [by, setBy] = useState<Breakdown>('hari');
  const params = rekapJadwalParams(filters);
  const rekap = useRekapJadwal(params);
  const set = (name: string) => (value: string | null) => setFilters((f) => ({ ...f, [name]: value || null }));
  const exporter = useMutation({
    mutationFn: async () =>
      saveBlob(await downloadRekapXlsx(params), `rekap-jadwal-sidang-${new Date().toISOString().slice(0, 10)}.xlsx`),
  });
  const data = rekap.data;
  const figures = data ? rekapJadwalFigures(data) : null;
  const bars = data
    ? rekapJadwalBars(data, by, { day: (d) => shortDay(d, i18n.language), online: t('place.online') })
    : [];

  return (
    <Stack gap="lg" data-testid="rekap-jadwal-sidang">
      <PageHeader
        title={t('common:menu.rekapitulasiJadwalSidang')}
        subtitle={t('rekap.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
            data-testid="rekap-jadwal-export"
          >
            {t('rekap.export')}
          </Button>
        }
      />
      {exporter.error && <Alert color="red">{errorMessageOf(exporter.error, t)}</Alert>}
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('list.from')}
            value={filters.from ?? ''}
            onChange={(e) => set('from')(e.currentTarget.value)}
            w={160}
            data-testid="rekap-jadwal-from"
          />
          <TextInput
            type="date"
            label={t('list.to')}
            value={filters.to ?? ''}
            onChange={(e) => set('to')(e.currentTarget.value)}
            w={160}
            data-testid="rekap-jadwal-to"
          />
          {ability.can('read', 'prodi') && (
            <div style={{ width: 200 }}>
              <MasterPicker
                master="prodi"
                label={t('list.prodi')}
                value={filters.prodiUuid ?? null}
                onChange={set('prodiUuid')}
                testId="rekap-jadwal-prodi"
              />
            </div>
          )}
          {ability.can('read', 'ruangan') && (
            <div style={{ width: 200 }}>
              <MasterPicker
                master="ruangan"
                label={t('list.ruangan')}
                value={filters.ruanganUuid ?? null}
                onChange={set('ruanganUuid')}
                testId="rekap-jadwal-ruangan"
              />
            </div>
          )}
          {ability.can('read', 'dosen') && (
            <div style={{ width: 220 }}>
              <MasterPicker
                master="dosen"
                label={t('list.dosen')}
                value={filters.dosenUuid ?? null}
                onChange={set('dosenUuid')}
                testId="rekap-jadwal-dosen"
              />
            </div>
          )}
          {rekap.isFetching && <Loader size="xs" mb={10} />}
        </Group>
      </Card>
      {rekap.isError && <Alert color="red">{errorMessageOf(rekap.error, t)}</Alert>}
      {!data || !figures ? (
        rekap.isPending && <Loader />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(['total', 'days', 'rooms', 'dosen'] as const).map((k) => (
              <Card key={k} withBorder radius="md" padding="sm" data-testid={`rekap-jadwal-${k}`}>
                <Text size="xs" c="dimmed">
                  {t(`rekap.figure.${k}`)}
                </Text>
                <Text fz={26} fw={700} data-testid={`rekap-jadwal-${k}-value`}>
                  {figures[k]}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="md">
              <Title order={4}>{t(`rekap.chart.${by}`)}</Title>
              <SegmentedControl
                value={by}
                onChange={(v) => setBy(v as Breakdown)}
                data={(['hari', 'ruangan', 'dosen'] as const).map((v) => ({ value: v, label: t(`rekap.by.${v}`) }))}
                data-testid="rekap-jadwal-by"
              />
            </Group>
            {bars.length === 0 ? (
              <Text c="dimmed" data-testid="rekap-jadwal-empty">
                {t('rekap.empty')}
              </Text>
            ) : (
              <BarChart
                h={by === 'hari' ? 260 : Math.max(220, bars.length * 40)}
                data={bars}
                dataKey="label"
                type={by === 'dosen' ? 'stacked' : 'default'}
                orientation={by === 'hari' ? 'horizontal' : 'vertical'}
                yAxisProps={by === 'hari' ? { allowDecimals: false } : { width: 180 }}
                xAxisProps={by === 'hari' ? undefined : { allowDecimals: false }}
                maxBarWidth={40}
                withLegend={by === 'dosen'}
                series={
                  by === 'dosen'
                    ? peranSeries.map((s) => ({ ...s, label: t(`rekap.peran.${s.name}`) }))
                    : [{ name: 'n', label: t('rekap.figure.total'), color: 'blue.6' }]
                }
                data-testid="rekap-jadwal-chart"
              />
            )}
          </Card>
          <Card withBorder radius="md" padding={0}>
            <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('rekap.chart.dosen')}>
              <Table miw={640} striped data-testid="rekap-jadwal-dosen-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('list.dosen')}</Table.Th>
                    {peranSeries.map((s) => (
                      <Table.Th key={s.name} ta="right">
                        {t(`rekap.peran.${s.name}`)}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">{t('rekap.figure.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.perDosen.map((d) => (
                    <Table.Tr key={d.dosenUuid}>
                      <Table.Td>{d.nama}</Table.Td>
                      {peranSeries.map((s) => (
                        <Table.Td key={s.name} ta="right">
                          {d[s.name]}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600}>
                        {d.total}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          </Card>
        </>
      )}
    </Stack>
  );
}
