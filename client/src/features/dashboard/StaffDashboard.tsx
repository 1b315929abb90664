import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconFileDescription,
  IconHourglassHigh,
  type IconProps,
  IconUsers,
} from '@tabler/icons-react';
import type { DashboardData } from '@ujian/shared/dashboard';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, DonutChart, loadCharts } from '../../components/charts';
import { useAppAbility } from '../../lib/ability';
import { StatusBadge, useStatusDisplay } from '../pengajuan/StatusBadge';
import { BackupStatusCard } from './BackupStatusCard';
import { chartColor, countRows, statusSlices, totalOf, waitingCount } from './dashboard-series';
import { OpenPeriodes } from './OpenPeriodes';
import { RecentActivity } from './RecentActivity';

// the charts' code is fetched beside the screen's data, not after it (components/charts.tsx)
void loadCharts().catch(() => {});

function StatCard(props: { label: string; value: number; icon: ComponentType<IconProps>; testId: string }) {
  const Icon = props.icon;
  return (
    <Card withBorder radius="md" data-testid={props.testId}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {props.label}
          </Text>
          <Text fz={30} fw={700} data-testid={`${props.testId}-value`}>
            {props.value}
          </Text>
        </div>
        <ThemeIcon size={46} radius="md" variant="light">
          <Icon size={26} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

function StatusCard({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation('dashboard');
  const display = useStatusDisplay();
  const slices = statusSlices(counts);
  return (
    <Card withBorder radius="md" data-testid="dashboard-by-status">
      <Title order={4} mb="md">
        {t('charts.byStatus')}
      </Title>
      <Group align="center" gap="xl" wrap="wrap">
        <DonutChart
          size={170}
          thickness={26}
          withTooltip
          tooltipDataSource="segment"
          chartLabel={String(totalOf(counts))}
          data={slices.map((s) => ({
            name: display(s.status).label,
            value: s.count,
            color: chartColor(display(s.status).color),
          }))}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 180 }}>
          {slices.map((s) => (
            <Group key={s.status} justify="space-between" data-testid={`dashboard-status-${s.status}`}>
              <StatusBadge status={s.status} />
              <Text fw={600} data-testid={`dashboard-status-${s.status}-value`}>
                {s.count}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

/** Admin and koordinator: live counts from `GET /dashboard` (a koordinator's are of their prodi). */
export function StaffDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation(['dashboard', 'auth']);
  const ability = useAppAbility();
  const byStatus = data.pengajuanByStatus;
  const total = totalOf(byStatus);
  const prodiRows = countRows(data.pengajuanByProdi, t('charts.noProdi'));
  const periodeRows = countRows(data.pengajuanByPeriode, t('charts.noPeriode'));
  const roleRows = countRows(data.usersByRole, '-').map((r) => ({
    ...r,
    name: t(`auth:roles.${r.name}`, { defaultValue: r.name }),
  }));

  return (
    <Stack gap="lg" data-testid="dashboard-staff">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {byStatus && (
          <StatCard
            label={t('stats.pengajuan')}
            value={total}
            icon={IconFileDescription}
            testId="dashboard-stat-total"
          />
        )}
        {byStatus && (
          <StatCard
            label={t('stats.waiting')}
            value={waitingCount(byStatus)}
            icon={IconHourglassHigh}
            testId="dashboard-stat-waiting"
          />
        )}
        {data.dosenAktif !== undefined && (
          <StatCard label={t('totals.dosen')} value={data.dosenAktif} icon={IconUsers} testId="dashboard-total-dosen" />
        )}
        {data.prodiAktif !== undefined && (
          <StatCard
            label={t('totals.prodi')}
            value={data.prodiAktif}
            icon={IconBuildingCommunity}
            testId="dashboard-total-prodi"
          />
        )}
      </SimpleGrid>

      {byStatus && total === 0 && (
        <Card withBorder radius="md" data-testid="dashboard-no-pengajuan">
          <Text c="dimmed">{t('charts.noPengajuan')}</Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {byStatus && total > 0 && <StatusCard counts={byStatus} />}
        {prodiRows.length > 0 && (
          <Card withBorder radius="md" data-testid="dashboard-by-prodi">
            <Title order={4} mb="md">
              {t('charts.byProdi')}
            </Title>
            <BarsList
              data={prodiRows.map((r) => ({ name: r.name, value: r.count, color: 'blue.2' }))}
              barsLabel={t('charts.prodi')}
              valueLabel={t('charts.count')}
              minBarSize={140}
            />
          </Card>
        )}
        {periodeRows.length > 0 && (
          <Card withBorder radius="md" data-testid="dashboard-by-periode">
            <Title order={4} mb="md">
              {t('charts.byPeriode')}
            </Title>
            <BarChart
              h={Math.max(160, periodeRows.length * 56 + 40)}
              data={periodeRows}
              dataKey="name"
              orientation="vertical"
              maxBarWidth={36}
              yAxisProps={{ width: 160 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'count', label: t('charts.count'), color: 'teal.6' }]}
            />
          </Card>
        )}
        {roleRows.length > 0 && (
          <Card withBorder radius="md" data-testid="dashboard-by-role">
            <Title order={4} mb="md">
              {t('charts.byRole')}
            </Title>
            <BarsList
              data={roleRows.map((r) => ({ name: r.name, value: r.count, color: 'grape.2' }))}
              barsLabel={t('charts.role')}
              valueLabel={t('charts.users')}
              minBarSize={190}
            />
          </Card>
        )}
        {data.periodeTerbuka && <OpenPeriodes periodes={data.periodeTerbuka} />}
        {data.recentActivity && <RecentActivity items={data.recentActivity} />}
        {ability.can('manage', 'pengaturan') && <BackupStatusCard />}
      </SimpleGrid>
    </Stack>
  );
}
