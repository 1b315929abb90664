import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatSidangTime, institutionParts } from '../../lib/format-date';
import { useMyJadwal } from './api';
import { type HomeJadwal, nextSidangOf } from './student-home';

function when(row: HomeJadwal, language: string) {
  return {
    date: row.mulai ? formatDay(institutionParts(row.mulai).date, language, 'full') : '-',
    time: row.mulai ? formatSidangTime(row.mulai, row.selesai) : '-',
  };
}

/** The student's next sidang: date, time and room, or nothing at all when none is known. */
export function NextSidangCard() {
  const { t, i18n } = useTranslation('dashboard');
  const jadwal = useMyJadwal();
  const next = jadwal.isSuccess ? nextSidangOf(jadwal.data, new Date()) : null;
  if (!next) return null;
  const { date, time } = when(next, i18n.language);
  const fact = (label: string, value: string, testId: string) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={80}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="home-next-sidang">
      <Group gap="xs" mb="md">
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={3} size="h4">
          {t('home.nextSidang.title')}
        </Title>
      </Group>
      <Stack gap={6}>
        {fact(t('home.nextSidang.date'), date, 'home-next-sidang-date')}
        {fact(t('home.nextSidang.time'), time, 'home-next-sidang-time')}
        {next.ruanganNama && fact(t('home.nextSidang.room'), next.ruanganNama, 'home-next-sidang-room')}
        {next.onlineUrl && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" w={80}>
              {t('home.nextSidang.online')}
            </Text>
            <Anchor href={next.onlineUrl} target="_blank" rel="noreferrer" size="sm">
              {t('home.nextSidang.join')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
