import { ActionIcon, Box, Button, Group, Loader, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { useTranslation } from 'react-i18next';
import { shortDay, statusColor, timeRange } from './format';
import { addDays, buildWeek, todayJakarta, weekStart } from './schedule-grid';

const HOUR_PX = 48;

type Props = {
  rows: readonly JadwalRow[];
  anchor: string;
  onAnchor(date: string): void;
  onOpen(row: JadwalRow): void;
  loading?: boolean;
  testId?: string;
};

/** A Monday-to-Sunday time grid (Asia/Jakarta hours); each sidang is a button that opens it. */
export function WeekCalendar({ rows, anchor, onAnchor, onOpen, loading, testId = 'jadwal-week' }: Props) {
  const { t, i18n } = useTranslation('jadwal');
  const week = buildWeek(rows, anchor);
  const hours = Array.from({ length: week.endHour - week.startHour }, (_, i) => week.startHour + i);
  const height = hours.length * HOUR_PX;
  const today = todayJakarta();
  const first = week.days[0] ?? weekStart(anchor);
  const last = week.days[week.days.length - 1] ?? first;

  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label={t('week.previous')} onClick={() => onAnchor(addDays(first, -7))}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => onAnchor(today)}>
            {t('week.today')}
          </Button>
          <ActionIcon variant="default" aria-label={t('week.next')} onClick={() => onAnchor(addDays(first, 7))}>
            <IconChevronRight size={16} />
          </ActionIcon>
          {loading && <Loader size="xs" />}
        </Group>
        <Text fw={600} data-testid={`${testId}-range`}>
          {shortDay(first, i18n.language)} – {shortDay(last, i18n.language)}
        </Text>
      </Group>
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('tabs.week')}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: `48px repeat(${week.days.length}, minmax(110px, 1fr))`,
            minWidth: 48 + week.days.length * 110,
          }}
        >
          <div />
          {week.days.map((day) => (
            <Text
              key={day}
              size="sm"
              ta="center"
              fw={day === today ? 700 : 500}
              c={day === today ? 'blue.8' : undefined}
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              {shortDay(day, i18n.language)}
            </Text>
          ))}
          <div style={{ position: 'relative', height }}>
            {hours.map((h, i) => (
              <Text key={h} size="xs" c="dimmed" style={{ position: 'absolute', top: i * HOUR_PX - 2, right: 6 }}>
                {String(h).padStart(2, '0')}:00
              </Text>
            ))}
          </div>
          {week.days.map((day, d) => (
            <div
              key={day}
              data-testid={`${testId}-day-${day}`}
              style={{
                position: 'relative',
                height,
                borderLeft: '1px solid var(--mantine-color-gray-3)',
                backgroundImage: `repeating-linear-gradient(to bottom, var(--mantine-color-gray-2) 0 1px, transparent 1px ${HOUR_PX}px)`,
              }}
            >
              {week.events
                .filter((e) => e.dayIndex === d)
                .map((e) => {
                  const top = ((e.startMinutes - week.startHour * 60) / 60) * HOUR_PX;
                  const h = Math.max(22, ((e.endMinutes - e.startMinutes) / 60) * HOUR_PX - 2);
                  const color = statusColor[e.row.status];
                  const place = e.row.ruanganNama ?? (e.row.onlineUrl ? t('place.online') : '');
                  return (
                    <UnstyledButton
                      key={e.row.uuid}
                      onClick={() => onOpen(e.row)}
                      data-testid="week-event"
                      data-uuid={e.row.uuid}
                      style={{
                        position: 'absolute',
                        top,
                        height: h,
                        left: `calc(${(100 / e.lanes) * e.lane}% + 2px)`,
                        width: `calc(${100 / e.lanes}% - 4px)`,
                        overflow: 'hidden',
                        display: 'block',
                        textAlign: 'left',
                        borderRadius: 4,
                        padding: '2px 4px',
                        background: `var(--mantine-color-${color}-0)`,
                        borderLeft: `3px solid var(--mantine-color-${color}-7)`,
                        color: 'var(--mantine-color-dark-7)',
                        textDecoration: e.row.status === 'dibatalkan' ? 'line-through' : undefined,
                      }}
                    >
                      <Text size="xs" lh={1.2} truncate>
                        {timeRange(e.row)}
                      </Text>
                      <Text size="xs" fw={600} lh={1.2} truncate>
                        {e.row.mahasiswa.fullName}
                      </Text>
                      <Text size="xs" lh={1.2} truncate>
                        {place}
                      </Text>
                      {/* the name read out is the visible text plus the day and status the layout shows by position and colour */}
                      <VisuallyHidden>
                        {`, ${shortDay(day, i18n.language)}, ${t(`status.${e.row.status}`)}`}
                      </VisuallyHidden>
                    </UnstyledButton>
                  );
                })}
            </div>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
