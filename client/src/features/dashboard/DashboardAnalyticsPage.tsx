import { Alert, Badge, Button, Card, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { DashboardData } from '@ujian/shared/dashboard';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppAbility } from '../../lib/ability';
import { errorMessageOf } from '../../lib/http';
import { lazyComponent, loadOnce } from '../../lib/lazy-page';
import { useSessionStore } from '../../stores/session';
import { openAreas } from '../access-control/areas';
import { MyPengajuanCard } from '../pengajuan/MyPengajuanCard';
import { useDashboard, useDeskAhead } from './api';
import { DosenDesk } from './DosenDesk';
import { OpenPeriodes } from './OpenPeriodes';
import { StudentProgressCard } from './StudentProgressCard';

// Only the staff see these counts (and their charts). Staff fetch the code beside `GET /dashboard`, whose
// answer chooses the section, instead of after it.
const loadStaffDashboard = loadOnce(() => import('./StaffDashboard'));
const StaffDashboard = lazyComponent<{ data: DashboardData }, typeof import('./StaffDashboard')>(
  loadStaffDashboard,
  'StaffDashboard',
);
const STAFF_ROLES = new Set(['admin', 'koordinator']);

/** Roles with their own introduction line; any other role gets a neutral one. */
const introRoles = new Set(['admin', 'koordinator', 'dosen', 'client']);

function greetingKey(hour: number): string {
  if (hour < 11) return 'greeting.morning';
  if (hour < 15) return 'greeting.afternoon';
  if (hour < 19) return 'greeting.evening';
  return 'greeting.night';
}

function ScopeSection({ data }: { data: DashboardData }) {
  if (data.scope === 'staff') {
    return (
      <Suspense fallback={<Loader />}>
        <StaffDashboard data={data} />
      </Suspense>
    );
  }
  if (data.scope === 'student') {
    return (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {data.progress && <StudentProgressCard progress={data.progress} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <MyPengajuanCard />
            {data.periodeTerbuka && <OpenPeriodes periodes={data.periodeTerbuka} />}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }
  if (data.scope === 'dosen') {
    return (
      <Stack gap="md">
        <DosenDesk />
        {data.periodeTerbuka && <OpenPeriodes periodes={data.periodeTerbuka} />}
      </Stack>
    );
  }
  return data.periodeTerbuka ? <OpenPeriodes periodes={data.periodeTerbuka} /> : null;
}

export function DashboardAnalyticsPage() {
  const { t } = useTranslation(['dashboard', 'access', 'auth', 'errors']);
  const ability = useAppAbility();
  const userData = useSessionStore((s) => s.userData);
  const role = userData?.role ?? '';
  const dashboard = useDashboard();
  useDeskAhead(role === 'dosen');
  const staff = STAFF_ROLES.has(role);
  useEffect(() => {
    // a failure shows where the section renders (its error boundary), not here
    if (staff) void loadStaffDashboard().catch(() => {});
  }, [staff]);
  const links = openAreas(ability).filter((area) => area.key !== 'dashboard');

  return (
    <Stack gap="lg" data-testid="dashboard" data-scope={dashboard.data?.scope}>
      <Card withBorder radius="md" padding="lg">
        <Title order={1} size="h2" data-testid="dashboard-greeting">
          {t(greetingKey(new Date().getHours()), { name: userData?.fullName || userData?.username || '' })}
        </Title>
        <Group gap="xs" mt="xs">
          <Text c="dimmed">{t('signedInAs')}</Text>
          <Badge variant="light" data-testid="dashboard-role">
            {t(`auth:roles.${role || 'unknown'}`, { defaultValue: role })}
          </Badge>
        </Group>
        <Text mt="sm">{t(`intro.${introRoles.has(role) ? role : 'other'}`)}</Text>
      </Card>

      {dashboard.isPending ? (
        <Loader data-testid="dashboard-loading" />
      ) : dashboard.isError ? (
        <Alert color="red" title={t('loadFailed')} data-testid="dashboard-error">
          {errorMessageOf(dashboard.error, t)}
        </Alert>
      ) : (
        <ScopeSection data={dashboard.data} />
      )}

      {/* a student's own pengajuan sit beside their progress; anyone else who may submit sees them here */}
      {dashboard.data?.scope !== 'student' && <MyPengajuanCard />}

      <Card withBorder radius="md">
        <Title order={4} mb="md">
          {t('quickLinks')}
        </Title>
        {links.length === 0 ? (
          <Text c="dimmed">{t('noLinks')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="dashboard-links">
            {links.map((area) => (
              <Button
                key={area.key}
                component={Link}
                to={area.path}
                variant="light"
                justify="space-between"
                rightSection={<IconArrowRight size={16} />}
                data-testid={`dashboard-link-${area.key}`}
              >
                {t(`access:areas.${area.key}`)}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Card>
    </Stack>
  );
}
