import {
  type AnyEvent,
  type ClientToServerEvents,
  eventDataSchemas,
  type ServerToClientEvents,
} from '@ujian/shared/events';
import type { NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ConnectionState, RealtimeStore } from './realtime-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type RealtimeConnectionDeps = {
  store: RealtimeStore;
  /** where Socket.IO listens (asked once per sign-in) */
  url(): Promise<string>;
  getAccessToken(): string | null;
  /**
   * The session's one token refresh, the same single flight the API client's 401s join; rejects when
   * the session cannot go on (it then ends, and the binding disconnects us). `refusedToken` is the
   * token the server turned away: if another tab has replaced it meanwhile, no refresh is needed.
   */
  refresh(refusedToken: string | null): Promise<void>;
  /** the inbox as the server has it, read after every (re)connect */
  loadInbox?(): Promise<Pick<NotifikasiListResponse, 'data' | 'unread'>>;
  /** browser online/offline, to say "offline" rather than "reconnecting" while the network is gone */
  network?: { isOnline(): boolean; subscribe(onChange: (online: boolean) => void): () => void };
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
};

export type RealtimeConnection = {
  /** Connects (or keeps the connection) for this user. */
  connect(userId: number): Promise<void>;
  /** Signed out: closes the socket and forgets the user's state. */
  disconnect(): void;
  /** Every new event (duplicates never reach listeners), after the store has taken it. */
  onEvent(listener: (event: AnyEvent) => void): () => void;
  socket(): RealtimeSocket | null;
};

const isEventName = (name: string): name is AnyEvent['type'] => Object.hasOwn(eventDataSchemas, name);

/**
 * The browser's socket: `auth: {token, lastSeq}` is read afresh on every (re)connect, so the server
 * replays exactly what this tab has not seen. A `session:revoked`, a server-side disconnect (expired
 * token) or an `unauthorized` handshake leads to one refresh through the session, then a reconnect
 * with the new token and the same lastSeq.
 */
export function createRealtimeConnection(deps: RealtimeConnectionDeps): RealtimeConnection {
  const { store } = deps;
  const listeners = new Set<(event: AnyEvent) => void>();
  let socket: RealtimeSocket | null = null;
  let userId: number | null = null;
  let sentToken: string | null = null;
  let recovering: Promise<boolean> | null = null;
  let refusedInARow = 0;
  let stopNetwork: (() => void) | undefined;

  const online = () => deps.network?.isOnline() ?? true;
  const setConnection = (state: ConnectionState) =>
    store.getState().setConnection(state === 'reconnecting' && !online() ? 'offline' : state);

  /** One refresh for however many reasons arrive together (revoked event, then the disconnect). */
  function recover(): Promise<boolean> {
    recovering ??= (async () => {
      const current = deps.getAccessToken();
      // another tab or the API client has already replaced the token this socket was refused with
      if (current && current !== sentToken) return true;
      try {
        await deps.refresh(sentToken);
        return deps.getAccessToken() !== null;
      } catch {
        return false;
      }
    })().finally(() => {
      recovering = null;
    });
    return recovering;
  }

  async function recoverAndReconnect(s: RealtimeSocket): Promise<void> {
    refusedInARow += 1;
    // a token fresh from a refresh that is refused again will not get better by refreshing again
    if (refusedInARow > 2) return setConnection('offline');
    setConnection('reconnecting');
    const ok = await recover();
    if (socket !== s) return;
    if (!ok) return setConnection('offline');
    s.connect();
  }

  function syncInbox(): void {
    const forUser = userId;
    deps.loadInbox?.().then(
      (page) => {
        if (userId === forUser) store.getState().setInbox(page);
      },
      () => undefined, // the bell keeps what it has; the next reconnect or page load tries again
    );
  }

  function handle(event: AnyEvent): void {
    if (!store.getState().receive(event)) return;
    if (event.type === 'session:revoked') {
      void recover();
      return;
    }
    for (const listener of listeners) listener(event);
  }

  function open(url: string): RealtimeSocket {
    const s: RealtimeSocket = io(url, {
      auth: (cb) => {
        sentToken = deps.getAccessToken();
        cb({ token: sentToken, lastSeq: store.getState().lastSeq });
      },
      transports: ['websocket'],
      reconnectionDelayMax: 5000,
      ...deps.socketOptions,
    });
    s.on('connect', () => {
      refusedInARow = 0;
      setConnection('live');
      syncInbox();
    });
    s.on('disconnect', (reason) => {
      if (socket !== s) return;
      if (reason === 'io client disconnect') return setConnection('offline');
      setConnection('reconnecting');
      // Socket.IO retries lost transports itself, but not a disconnect the server chose (expiry, revocation)
      if (reason === 'io server disconnect') void recoverAndReconnect(s);
    });
    s.on('connect_error', () => {
      if (socket !== s) return;
      // still active: a transport problem the manager retries with backoff; inactive: the handshake was refused
      if (s.active) setConnection('reconnecting');
      else void recoverAndReconnect(s);
    });
    s.onAny((name: string, payload: unknown) => {
      if (isEventName(name) && payload && typeof payload === 'object') handle(payload as AnyEvent);
    });
    return s;
  }

  function watchNetwork(): void {
    stopNetwork?.();
    stopNetwork = deps.network?.subscribe((isOnline) => {
      const s = socket;
      if (!s) return;
      if (!isOnline) return setConnection('offline');
      if (s.connected) return setConnection('live');
      // back online: try now instead of waiting out the backoff
      setConnection('reconnecting');
      s.disconnect();
      s.connect();
    });
  }

  async function connect(id: number): Promise<void> {
    if (userId === id) {
      if (socket && !socket.connected && !socket.active) socket.connect();
      return; // connected, or the port is being asked for
    }
    disconnect();
    userId = id;
    store.getState().startUser(id);
    setConnection('reconnecting');
    const url = await deps.url();
    if (userId !== id || socket) return; // signed out (or in as someone else) meanwhile
    socket = open(url);
    watchNetwork();
  }

  function disconnect(): void {
    stopNetwork?.();
    stopNetwork = undefined;
    const s = socket;
    socket = null;
    userId = null;
    sentToken = null;
    refusedInARow = 0;
    if (s) {
      s.removeAllListeners();
      s.offAny();
      s.disconnect();
    }
    store.getState().reset();
  }

  return {
    connect,
    disconnect,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    socket: () => socket,
  };
}
