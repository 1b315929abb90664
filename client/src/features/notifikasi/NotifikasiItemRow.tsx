import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { NotifikasiItem } from '@ujian/shared/notifikasi';
import { useTranslation } from 'react-i18next';
import { timeAgo } from './open-link';

/** One notification: unread ones are bold with a dot; a click marks it read and opens its link. */
export function NotifikasiItemRow({ item, onOpen }: { item: NotifikasiItem; onOpen(item: NotifikasiItem): void }) {
  const { i18n } = useTranslation();
  const unread = item.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      px="sm"
      py={8}
      data-testid="notifikasi-item"
      data-unread={unread}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: unread ? 'var(--mantine-color-indigo-0)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: unread ? 'var(--mantine-color-indigo-6)' : 'transparent',
          }}
        />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={1}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.body}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {timeAgo(item.createdAt, i18n.language)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
