import { Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startRealtime } from '../../realtime/start-realtime';
import { ConnectionIndicator } from './ConnectionIndicator';
import { NotifikasiBell } from './NotifikasiBell';
import { toastNotifikasi } from './notifikasi-toast';

/** The header's live part: starts the socket (once per app) and shows its state and the bell. */
export function RealtimeHeader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = startRealtime(queryClient);
    return connection.onEvent(toastNotifikasi);
  }, [queryClient]);
  return (
    <Group gap="sm" wrap="nowrap">
      <ConnectionIndicator />
      <NotifikasiBell />
    </Group>
  );
}
