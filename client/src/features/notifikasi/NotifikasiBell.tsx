import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChecks } from '@tabler/icons-react';
import type { NotifikasiItem } from '@ujian/shared/notifikasi';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRealtimeStore } from '../../realtime/realtime-store';
import { useMarkAllRead, useMarkRead } from './api';
import { NotifikasiItemRow } from './NotifikasiItemRow';
import { openNotifikasiLink } from './open-link';

const SHOWN = 8;

/** The header bell: unread badge, the latest notifications, mark read, and the way to the inbox. */
export function NotifikasiBell() {
  const { t } = useTranslation('notifikasi');
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const inbox = useRealtimeStore((s) => s.inbox);
  const unread = useRealtimeStore((s) => s.unread);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const open = (item: NotifikasiItem) => {
    if (item.readAt === null) markRead.mutate(item.id);
    if (item.link) {
      close();
      openNotifikasiLink(item.link, navigate);
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        offset={4}
        disabled={unread === 0}
        data-testid="notifikasi-badge"
        data-count={unread}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={t('bell.label', { count: unread })}
            data-testid="notifikasi-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifikasi-dropdown">
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={700} size="sm">
            {t('bell.title')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconChecks size={14} />}
            disabled={unread === 0}
            onClick={() => markAllRead.mutate()}
            data-testid="notifikasi-read-all"
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={380} type="auto">
          {inbox.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('empty')}
            </Text>
          ) : (
            <Stack gap={2} p={4}>
              {inbox.slice(0, SHOWN).map((item) => (
                <NotifikasiItemRow key={item.id} item={item} onOpen={open} />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" py={8}>
          <Anchor component={Link} to="/notifikasi" size="sm" onClick={close} data-testid="notifikasi-see-all">
            {t('bell.seeAll')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
