import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementBody } from '@ujian/shared/announcement';
import { http, postJson } from '../../lib/http';
import { fetchInbox, markAllNotifikasiRead, markNotifikasiRead } from '../../realtime/inbox-api';
import { INBOX_LIMIT, useRealtimeStore } from '../../realtime/realtime-store';
import { notifikasiKeys } from './keys';

export const INBOX_PAGE_SIZE = 10;

/** One page of the inbox page; a `notifikasi` event invalidates it through the bridge. */
export function useInboxPage(page: number, perPage = INBOX_PAGE_SIZE) {
  return useQuery({
    queryKey: notifikasiKeys.list(page, perPage),
    queryFn: () => fetchInbox(http, { page, perPage }),
    placeholderData: (previous) => previous,
  });
}

/** After a change the bell's copy is reloaded too: its unread count must match the server's. */
async function resync(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: notifikasiKeys.all });
  const page = await fetchInbox(http, { perPage: INBOX_LIMIT }).catch(() => undefined);
  if (page) useRealtimeStore.getState().setInbox(page);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotifikasiRead(http, id),
    onMutate: (id) => useRealtimeStore.getState().markRead(id, new Date().toISOString()),
    onSettled: () => resync(queryClient),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotifikasiRead(http),
    onMutate: () => useRealtimeStore.getState().markAllRead(new Date().toISOString()),
    onSettled: () => resync(queryClient),
  });
}

/** Admins' pengumuman to an audience (POST /notifikasi/announce). */
export function useAnnounce() {
  return useMutation({
    // the server validates (and answers with per-field messages)
    mutationFn: (body: AnnouncementBody) => postJson<{ recipients: number }>('/notifikasi/announce', body),
  });
}
