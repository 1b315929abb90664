import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DashboardData } from '@ujian/shared/dashboard';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date';

/** The exam periods open today (submissions accepted), or a plain statement that none is. */
export function OpenPeriodes({ periodes }: { periodes: NonNullable<DashboardData['periodeTerbuka']> }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card withBorder radius="md" data-testid="dashboard-periode">
      <Title order={4} mb="sm">
        {t('periode.title')}
      </Title>
      {periodes.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="dashboard-periode-none">
          {t('periode.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {periodes.map((p) => (
            <Group key={p.uuid} justify="space-between" wrap="nowrap" data-testid="dashboard-periode-row">
              <div>
                <Text size="sm" fw={500}>
                  {p.nama}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('periode.range', {
                    from: formatDay(p.tanggalBuka, i18n.language),
                    to: formatDay(p.tanggalTutup, i18n.language),
                  })}
                </Text>
              </div>
              <Badge variant="light" color={p.jenis === 'yudisium' ? 'grape' : 'blue'}>
                {t(`periode.jenis.${p.jenis}`, { defaultValue: p.jenis })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
