import { Alert, Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarWeek, IconLayoutBoard, IconList, IconMapPin, IconVideo, IconWand } from '@tabler/icons-react';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useAppAbility } from '../../lib/ability';
import { errorMessageOf } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import { AutoPlanDialog } from '../jadwal-auto/AutoPlanDialog';
import { useJadwalList, useJadwalRange, useNextWorkDay, useVerifiedPengajuan } from './api';
import { CalendarFeedCard } from './CalendarFeedCard';
import { longDate, timeRange } from './format';
import { JadwalList } from './JadwalList';
import { JadwalStatusBadge } from './JadwalStatusBadge';
import { useJadwalOpener } from './jadwal-opener';
import { usePlaces } from './places';
import { RoomBoard } from './RoomBoard';
import { addDays, todayJakarta, weekStart } from './schedule-grid';
import { WeekCalendar } from './WeekCalendar';

function WeekOf({ mine }: { mine?: boolean }) {
  const opener = useJadwalOpener();
  const [anchor, setAnchor] = useState(todayJakarta());
  const from = weekStart(anchor);
  const query = useJadwalRange(from, addDays(from, 6), mine ? { mine: '1' } : {});
  return (
    <>
      <WeekCalendar
        rows={query.data?.data ?? []}
        anchor={anchor}
        onAnchor={setAnchor}
        onOpen={opener.openRow}
        loading={query.isFetching}
      />
      {opener.drawer}
    </>
  );
}

function StaffJadwal() {
  const { t } = useTranslation('jadwal');
  const [tab, setTab] = useState<string | null>('board');
  const today = todayJakarta();
  const next = useNextWorkDay(today);
  // the board opens on the next day with work, until the person picks a day
  const [chosen, setDay] = useState<string | null>(null);
  const day = chosen ?? next.day ?? today;
  const places = usePlaces();
  // The board's pool (verified pengajuan, drafts) does not depend on the day: asked beside the next day
  // with work instead of after it (the board reads the same queries from the cache).
  useVerifiedPengajuan(tab === 'board');
  const [planning, setPlanning] = useState(false);
  const { t: tAuto } = useTranslation('jadwalAuto');
  return (
    <Stack gap="md" data-testid="jadwal-staff">
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('common:menu.jadwalSidang')} subtitle={t('subtitleStaff')} />
        <Button leftSection={<IconWand size={16} />} onClick={() => setPlanning(true)} data-testid="auto-plan-open">
          {tAuto('open')}
        </Button>
      </Group>
      <AutoPlanDialog opened={planning} onClose={() => setPlanning(false)} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board" leftSection={<IconLayoutBoard size={16} />} data-testid="jadwal-tab-board">
            {t('tabs.board')}
          </Tabs.Tab>
          <Tabs.Tab value="week" leftSection={<IconCalendarWeek size={16} />} data-testid="jadwal-tab-week">
            {t('tabs.week')}
          </Tabs.Tab>
          <Tabs.Tab value="list" leftSection={<IconList size={16} />} data-testid="jadwal-tab-list">
            {t('tabs.list')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="md">
          {places.pending || (chosen === null && next.pending) ? (
            <Loader />
          ) : (
            <RoomBoard day={day} onDay={setDay} rooms={places.rooms} slots={places.slots} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="week" pt="md">
          <WeekOf />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <JadwalList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DosenJadwal() {
  const { t } = useTranslation('jadwal');
  const [tab, setTab] = useState<string | null>('list');
  return (
    <Stack gap="md" data-testid="jadwal-dosen">
      <PageHeader title={t('titleMine')} subtitle={t('subtitleDosen')} />
      <CalendarFeedCard />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list" leftSection={<IconList size={16} />} data-testid="jadwal-tab-list">
            {t('tabs.list')}
          </Tabs.Tab>
          <Tabs.Tab value="week" leftSection={<IconCalendarWeek size={16} />} data-testid="jadwal-tab-week">
            {t('tabs.week')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <JadwalList mine />
        </Tabs.Panel>
        <Tabs.Panel value="week" pt="md">
          <WeekOf mine />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** One sidang as a student reads it: when, where (room or link), who examines. */
export function SidangCard({ row, onOpen }: { row: JadwalRow; onOpen(row: JadwalRow): void }) {
  const { t, i18n } = useTranslation('jadwal');
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-jadwal" data-uuid={row.uuid} data-status={row.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {row.judul}
          </Text>
          <JadwalStatusBadge status={row.status} style={{ flex: 'none' }} />
        </Group>
        <Text size="lg" fw={700} data-testid="my-jadwal-date">
          {row.tanggal ? longDate(row.tanggal, i18n.language) : t('list.noTime')}
        </Text>
        {timeRange(row) && <Text data-testid="my-jadwal-time">{timeRange(row)}</Text>}
        <Group gap={6} data-testid="my-jadwal-place">
          {row.ruanganNama ? (
            <>
              <IconMapPin size={16} aria-hidden />
              <Text>{row.ruanganNama}</Text>
            </>
          ) : row.onlineUrl ? (
            <>
              <IconVideo size={16} aria-hidden />
              <Anchor href={row.onlineUrl} target="_blank" rel="noreferrer">
                {row.onlineUrl}
              </Anchor>
            </>
          ) : (
            <Text c="dimmed">{t('place.none')}</Text>
          )}
        </Group>
        {row.komite.length > 0 && (
          <Group gap={6}>
            {row.komite.map((m) => (
              <Badge key={m.peran} variant="outline" color="gray" tt="none">
                {t(`peran.${m.peran}`)}: {m.nama}
              </Badge>
            ))}
          </Group>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(row)} ta="left">
          {t('list.openDetail')}
        </Anchor>
      </Stack>
    </Card>
  );
}

function StudentJadwal() {
  const { t } = useTranslation(['jadwal', 'errors']);
  const query = useJadwalList({ mine: '1', page: 1, perPage: 20 });
  const opener = useJadwalOpener();
  const rows = query.data?.data ?? [];
  return (
    <Stack gap="md" data-testid="jadwal-student">
      <PageHeader title={t('titleStudent')} subtitle={t('subtitleStudent')} />
      {query.isPending && <Loader />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error, t)}</Alert>}
      {query.data && rows.length === 0 && (
        <Card withBorder radius="md" padding="lg" data-testid="my-jadwal-empty">
          <Text c="dimmed">{t('list.emptyStudent')}</Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((row) => (
          <SidangCard key={row.uuid} row={row} onOpen={opener.openRow} />
        ))}
      </SimpleGrid>
      {opener.drawer}
      {rows.length > 0 && <CalendarFeedCard />}
    </Stack>
  );
}

/** `/jadwal-sidang`: staff plan on the board, dosen see their own sidang, a student their own. */
export function JadwalPage() {
  const ability = useAppAbility();
  const role = useSessionStore((s) => s.userData?.role);
  if (ability.can('manage', 'jadwal-sidang')) return <StaffJadwal />;
  if (role === 'client') return <StudentJadwal />;
  return <DosenJadwal />;
}
