import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { DashboardData } from '@ujian/shared/dashboard';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/format-date';

type Activity = NonNullable<DashboardData['recentActivity']>[number];

/** The audit trail's latest changes (admins): who did what to which record, and when. */
export function RecentActivity({ items }: { items: readonly Activity[] }) {
  const { t, i18n } = useTranslation(['dashboard', 'access']);
  return (
    <Card withBorder radius="md" data-testid="dashboard-activity">
      <Title order={4} mb="md">
        {t('activity.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="dashboard-activity-none">
          {t('activity.none')}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2}>
          {items.map((item) => (
            <Timeline.Item
              key={item.id}
              bullet={<IconHistory size={12} />}
              title={t('activity.line', {
                action: t(`activity.actions.${item.action}`, { defaultValue: item.action }),
                entity: t(`access:subjects.${item.entity}`, { defaultValue: item.entity }),
              })}
              data-testid="dashboard-activity-item"
            >
              <Text size="xs" c="dimmed">
                {t('activity.by', { actor: item.actorName ?? t('activity.system') })} ·{' '}
                {formatInstant(item.at, i18n.language)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
