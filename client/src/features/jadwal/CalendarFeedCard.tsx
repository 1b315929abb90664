import { ActionIcon, Button, Card, CopyButton, Group, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessageOf } from '../../lib/http';
import { useCalendarFeed, useRotateCalendarFeed } from './api';
import { webcalOf } from './format';

/** The person's secret calendar feed: subscribe (webcal), copy the https link, or replace it. */
export function CalendarFeedCard() {
  const { t } = useTranslation(['jadwal', 'errors']);
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [asking, setAsking] = useState(false);
  const absolute = feed.data ? new URL(feed.data.url, window.location.origin).toString() : '';

  return (
    <Card withBorder radius="md" padding="md" data-testid="calendar-feed">
      <Stack gap="xs">
        <Text fw={600}>{t('feed.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('feed.hint')}
        </Text>
        {feed.isPending && <Loader size="sm" />}
        {feed.isError && (
          <Text c="red.8" size="sm">
            {errorMessageOf(feed.error, t)}
          </Text>
        )}
        {feed.data && (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('feed.url')}
                value={absolute}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="calendar-feed-url"
              />
              <CopyButton value={absolute}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('feed.copied') : t('feed.copy')}>
                    <ActionIcon
                      size="lg"
                      variant="default"
                      onClick={copy}
                      aria-label={t('feed.copy')}
                      data-testid="calendar-feed-copy"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group gap="xs">
              <Button
                component="a"
                href={webcalOf(absolute)}
                leftSection={<IconCalendarPlus size={16} />}
                data-testid="calendar-feed-subscribe"
              >
                {t('feed.subscribe')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() => setAsking(true)}
                data-testid="calendar-feed-rotate"
              >
                {t('feed.rotate')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('feed.rotateTitle')}
        confirmLabel={t('feed.rotate')}
        loading={rotate.isPending}
        error={rotate.error}
        onConfirm={() => rotate.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        testId="confirm-rotate"
      >
        {t('feed.rotateBody')}
      </ConfirmDialog>
    </Card>
  );
}
