import type { QueryClient } from '@tanstack/react-query';
import type { AnyEvent } from '@ujian/shared/events';
import { refreshSession, type SessionStatus, subscribeSessionStatus } from '../app/session-actor';
import { http } from '../lib/http';
import { useSessionStore } from '../stores/session';
import { fetchInbox } from './inbox-api';
import { createQueryBridge } from './query-keys';
import { useRealtimeStore } from './realtime-store';
import { resolveRealtimeUrl } from './realtime-url';
import { createRealtimeConnection, type RealtimeConnection } from './socket-connection';

/** States in which the session is checked and usable; `refreshing` keeps whatever socket there is. */
const connectedStates: ReadonlySet<SessionStatus> = new Set(['authenticated', 'biodataIncomplete']);
const endedStates: ReadonlySet<SessionStatus> = new Set(['anonymous', 'loggingOut']);

const browserNetwork = {
  isOnline: () => navigator.onLine,
  subscribe(onChange: (online: boolean) => void) {
    const up = () => onChange(true);
    const down = () => onChange(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  },
};

let connection: RealtimeConnection | undefined;

/**
 * The app's socket, driven by the session machine: it connects once the session is checked, follows
 * a change of user, and closes when the session ends. Idempotent; the first caller brings the
 * QueryClient whose keys the events invalidate.
 */
export function startRealtime(queryClient: QueryClient): RealtimeConnection {
  if (connection) return connection;
  const live = createRealtimeConnection({
    store: useRealtimeStore,
    url: () => resolveRealtimeUrl(http, window.location),
    getAccessToken: () => useSessionStore.getState().accessToken,
    // the session's refresh: one at a time per tab (the machine) and across tabs (its tab lock), and
    // a tab that waited finds the tokens another tab rotated instead of spending the refresh token twice
    refresh: () => refreshSession(),
    loadInbox: () => fetchInbox(http),
    network: browserNetwork,
  });
  connection = live;
  const bridge = createQueryBridge(queryClient);
  live.onEvent((event: AnyEvent) => bridge(event));

  let status: SessionStatus = 'start';
  const follow = () => {
    const userId = useSessionStore.getState().userData?.id;
    if (endedStates.has(status) || userId === undefined) live.disconnect();
    else if (connectedStates.has(status)) void live.connect(userId);
  };
  subscribeSessionStatus((next) => {
    status = next;
    follow();
  });
  // another tab signed in as someone else: userData changes without a new machine state here
  useSessionStore.subscribe((state, previous) => {
    if (state.userData?.id !== previous.userData?.id) follow();
  });
  return live;
}

/** Listens to new events of the running connection (toasts); nothing happens before it started. */
export function onRealtimeEvent(listener: (event: AnyEvent) => void): () => void {
  return connection?.onEvent(listener) ?? (() => undefined);
}
