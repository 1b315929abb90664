import { Alert, Button, Card, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBellOff, IconChecks, IconSpeakerphone } from '@tabler/icons-react';
import type { NotifikasiItem } from '@ujian/shared/notifikasi';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppAbility } from '../../lib/ability';
import { errorMessageOf } from '../../lib/http';
import { useRealtimeStore } from '../../realtime/realtime-store';
import { AnnounceModal } from './AnnounceModal';
import { INBOX_PAGE_SIZE, useInboxPage, useMarkAllRead, useMarkRead } from './api';
import { NotifikasiItemRow } from './NotifikasiItemRow';
import { openNotifikasiLink } from './open-link';

/** `/notifikasi`: the whole inbox, newest first; new ones appear without a reload. */
export function NotifikasiPage() {
  const { t } = useTranslation(['notifikasi', 'errors']);
  const [page, setPage] = useState(1);
  const inbox = useInboxPage(page);
  const unread = useRealtimeStore((s) => s.unread);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const canAnnounce = useAppAbility().can('create', 'notifikasi-email');
  const [announcing, announceModal] = useDisclosure(false);

  const open = (item: NotifikasiItem) => {
    if (item.readAt === null) markRead.mutate(item.id);
    openNotifikasiLink(item.link, navigate);
  };
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('common:menu.notifikasi')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="notifikasi-unread-summary">
            {t('page.unread', { count: unread })}
          </Text>
        </div>
        <Group gap="xs">
          {canAnnounce && (
            <Button
              variant="light"
              leftSection={<IconSpeakerphone size={16} />}
              onClick={announceModal.open}
              data-testid="announce-open"
            >
              {t('announce.open')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
            data-testid="notifikasi-page-read-all"
          >
            {t('markAllRead')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" p="xs">
        {inbox.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : inbox.isError ? (
          <Alert color="red">{errorMessageOf(inbox.error, t)}</Alert>
        ) : inbox.data.data.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" c="dimmed">
            <IconBellOff size={32} />
            <Text size="sm">{t('empty')}</Text>
          </Stack>
        ) : (
          <Stack gap={2} data-testid="notifikasi-page-list">
            {inbox.data.data.map((item) => (
              <NotifikasiItemRow key={item.id} item={item} onOpen={open} />
            ))}
          </Stack>
        )}
      </Card>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      {canAnnounce && <AnnounceModal opened={announcing} onClose={announceModal.close} />}
    </Stack>
  );
}
