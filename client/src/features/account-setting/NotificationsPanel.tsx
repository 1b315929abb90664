import { Alert, Card, Checkbox, Group, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconBell, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/http';
import { usePreferences, useSavePreferences } from './api';
import {
  columnBody,
  columnState,
  type NotificationChannel,
  notificationChannels,
  toggleBody,
  toNotificationRows,
} from './notification-matrix';

const channelIcons = { inApp: IconBell, email: IconMail };

/** Per event type: in-app and email, each switch saved as soon as it is flipped. */
export function NotificationsPanel() {
  const { t } = useTranslation(['account', 'errors']);
  const preferences = usePreferences();
  const save = useSavePreferences();
  const rows = toNotificationRows(preferences.data?.notifications);

  const header = (channel: NotificationChannel) => {
    const Icon = channelIcons[channel];
    const state = columnState(rows, channel);
    return (
      <Table.Th key={channel} ta="center" w={{ base: 96, sm: 140 }}>
        <Stack gap={4} align="center">
          <Group gap={6} wrap="nowrap">
            <Icon size={16} />
            <span>{t(`notifications.channels.${channel}`)}</span>
          </Group>
          <Checkbox
            size="xs"
            aria-label={t('notifications.all', { channel: t(`notifications.channels.${channel}`) })}
            checked={state === 'on'}
            indeterminate={state === 'mixed'}
            onChange={() => save.mutate(columnBody(channel, state !== 'on'))}
            data-testid={`notif-all-${channel}`}
          />
        </Stack>
      </Table.Th>
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Title order={4}>{t('notifications.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.subtitle')}
      </Text>
      {save.isError && (
        <Alert color="red" mb="sm" data-testid="notif-error">
          {errorMessageOf(save.error, t)}
        </Alert>
      )}
      {preferences.isPending ? (
        <Stack gap="xs">
          {rows.map((row) => (
            <Skeleton key={row.topic} h={40} />
          ))}
        </Stack>
      ) : preferences.isError ? (
        <Alert color="red" data-testid="notif-load-error">
          {errorMessageOf(preferences.error, t)}
        </Alert>
      ) : (
        <Table verticalSpacing="sm" data-testid="notif-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.event')}</Table.Th>
              {notificationChannels.map(header)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.topic} data-testid={`notif-row-${row.topic}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`notifications.topics.${row.topic}.label`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`notifications.topics.${row.topic}.hint`)}
                  </Text>
                </Table.Td>
                {notificationChannels.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        checked={row[channel]}
                        onChange={(event) => save.mutate(toggleBody(row.topic, channel, event.currentTarget.checked))}
                        aria-label={`${t(`notifications.topics.${row.topic}.label`)}: ${t(`notifications.channels.${channel}`)}`}
                        data-testid={`notif-${row.topic}-${channel}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('notifications.note')}
      </Text>
    </Card>
  );
}
