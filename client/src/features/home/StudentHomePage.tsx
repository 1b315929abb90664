import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session';
import { MyPengajuanCard } from '../pengajuan/MyPengajuanCard';
import { NextSidangCard } from './NextSidangCard';
import { ResultCard } from './ResultCard';

/** Where a student lands: their pengajuan with status and next step, their next sidang, their result. */
export function StudentHomePage() {
  const { t } = useTranslation('dashboard');
  const userData = useSessionStore((s) => s.userData);
  return (
    <Stack gap="lg" data-testid="student-home">
      <Card withBorder radius="md" padding="lg">
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <Text mt="xs" data-testid="home-name">
          {userData?.fullName || userData?.username}
        </Text>
        <Text c="dimmed" mt="xs">
          {t('home.intro')}
        </Text>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MyPengajuanCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <NextSidangCard />
            <ResultCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
