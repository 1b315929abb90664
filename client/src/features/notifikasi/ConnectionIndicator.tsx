import { Box, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../../realtime/realtime-store';
import { useRealtimeStore } from '../../realtime/realtime-store';

const colorOf: Record<ConnectionState, string> = { live: 'teal', reconnecting: 'yellow', offline: 'gray' };

/** A dot and a word in the header: are updates arriving right now? */
export function ConnectionIndicator() {
  const { t } = useTranslation('realtime');
  const state = useRealtimeStore((s) => s.connection);
  return (
    <Tooltip label={t(`connection.${state}Hint`)} withArrow>
      <Group gap={6} wrap="nowrap" data-testid="realtime-status" data-state={state} aria-live="polite">
        <Box
          w={10}
          h={10}
          style={{
            borderRadius: '50%',
            background: `var(--mantine-color-${colorOf[state]}-6)`,
            boxShadow: state === 'live' ? `0 0 0 3px var(--mantine-color-teal-1)` : undefined,
          }}
        />
        <Text size="xs" c="dimmed" visibleFrom="md">
          {t(`connection.${state}`)}
        </Text>
      </Group>
    </Tooltip>
  );
}
