import type { AnyEvent } from '@ujian/shared/events';
import type { NotifikasiItem, NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { create } from 'zustand';
import { browserStorage, type KeyValueStorage } from '../lib/storage';

/** live: connected; reconnecting: lost and trying again (or refreshing its token); offline: not trying. */
export type ConnectionState = 'live' | 'reconnecting' | 'offline';

/** Recent events kept for screens that show "what just happened" (newest first). */
export const FEED_LIMIT = 50;
/** Notifications the bell keeps at hand; the full list is the inbox page's query. */
export const INBOX_LIMIT = 20;

export type RealtimeState = {
  connection: ConnectionState;
  userId: number | null;
  /** highest seq received; sent as `auth.lastSeq` on every (re)connect */
  lastSeq: number | undefined;
  inbox: NotifikasiItem[];
  unread: number;
  feed: AnyEvent[];
  setConnection(connection: ConnectionState): void;
  /** Switches to a user: their stored lastSeq, an empty inbox until it is loaded. */
  startUser(userId: number): void;
  /** Signed out: nothing of the previous user stays in memory (lastSeq stays stored for next time). */
  reset(): void;
  /** Takes an event once: false for a duplicate or an old one (seq not above lastSeq). */
  receive(event: AnyEvent): boolean;
  /** The inbox as the server has it now, merged with live items that arrived while it loaded. */
  setInbox(page: Pick<NotifikasiListResponse, 'data' | 'unread'>): void;
  markRead(id: number, readAt: string): void;
  markAllRead(readAt: string): void;
};

export const lastSeqKey = (userId: number) => `ujian.realtime.lastSeq.${userId}`;

function storedSeq(storage: KeyValueStorage, userId: number): number | undefined {
  const n = Number(storage.getItem(lastSeqKey(userId)));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

const byNewest = (a: NotifikasiItem, b: NotifikasiItem) => b.id - a.id;

/**
 * Merges the server's page with what the socket brought meanwhile. The server is right about every
 * row it returned; a live row newer than anything in the page arrived after the page was read and
 * would otherwise vanish (and its unread mark with it) until the next load.
 */
export function mergeInbox(
  current: NotifikasiItem[],
  page: Pick<NotifikasiListResponse, 'data' | 'unread'>,
): { inbox: NotifikasiItem[]; unread: number } {
  const newestLoaded = page.data.reduce((max, item) => Math.max(max, item.id), 0);
  const loadedIds = new Set(page.data.map((item) => item.id));
  const later = current.filter((item) => item.id > newestLoaded && !loadedIds.has(item.id));
  const inbox = [...later, ...page.data].sort(byNewest).slice(0, INBOX_LIMIT);
  return { inbox, unread: page.unread + later.filter((item) => item.readAt === null).length };
}

export function createRealtimeStore(storage: KeyValueStorage) {
  return create<RealtimeState>()((set, get) => ({
    connection: 'offline',
    userId: null,
    lastSeq: undefined,
    inbox: [],
    unread: 0,
    feed: [],
    setConnection: (connection) => set({ connection }),
    startUser: (userId) => {
      if (get().userId === userId) return;
      set({ userId, lastSeq: storedSeq(storage, userId), inbox: [], unread: 0, feed: [] });
    },
    reset: () => set({ connection: 'offline', userId: null, lastSeq: undefined, inbox: [], unread: 0, feed: [] }),
    receive: (event) => {
      const state = get();
      // seqs are per user and strictly increasing; the server sends them in order, so anything at or
      // below the last one is a replay we already have (a reconnect racing a live delivery)
      if (state.lastSeq !== undefined && event.seq <= state.lastSeq) return false;
      if (state.userId !== null) storage.setItem(lastSeqKey(state.userId), String(event.seq));
      const next: Partial<RealtimeState> = { lastSeq: event.seq };
      if (event.type !== 'session:revoked') next.feed = [event, ...state.feed].slice(0, FEED_LIMIT);
      if (event.type === 'notifikasi' && !state.inbox.some((item) => item.id === event.data.id)) {
        next.inbox = [{ ...event.data, readAt: null }, ...state.inbox].sort(byNewest).slice(0, INBOX_LIMIT);
        next.unread = state.unread + 1;
      }
      set(next);
      return true;
    },
    setInbox: (page) => set(mergeInbox(get().inbox, page)),
    markRead: (id, readAt) => {
      const state = get();
      const item = state.inbox.find((n) => n.id === id);
      const wasUnread = item ? item.readAt === null : false;
      set({
        inbox: state.inbox.map((n) => (n.id === id && n.readAt === null ? { ...n, readAt } : n)),
        unread: wasUnread ? Math.max(0, state.unread - 1) : state.unread,
      });
    },
    markAllRead: (readAt) =>
      set((state) => ({ inbox: state.inbox.map((n) => (n.readAt ? n : { ...n, readAt })), unread: 0 })),
  }));
}

export type RealtimeStore = ReturnType<typeof createRealtimeStore>;

/** The app's one realtime store. */
export const useRealtimeStore: RealtimeStore = createRealtimeStore(browserStorage());
