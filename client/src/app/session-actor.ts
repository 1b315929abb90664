import type { SessionEvent } from '@ujian/machines/session';
import { API_BASE_URL, connectHttpSession } from '../lib/http-session';
import { loadUserDataSchema, selectIsLoggedIn, useSessionStore } from '../stores/session';
import type { SessionService } from './session-service';

export type SessionStatus =
  | 'start'
  | 'checking'
  | 'authenticated'
  | 'biodataIncomplete'
  | 'refreshing'
  | 'loggingOut'
  | 'anonymous';

let pendingPath: string | null = null;
// Until the router has mounted, a navigation the machine asks for waits for it (no full reload).
let navigateTo: (path: string) => void = (path) => {
  pendingPath = path;
};

/** The router registers itself here so the machine can navigate without importing the router. */
export function setSessionNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
  if (pendingPath !== null) {
    const path = pendingPath;
    pendingPath = null;
    navigate(path);
  }
}

export type SessionActor = SessionService['actor'];

/**
 * Where the session's state is read: the running actor once the machine is loaded, else what the boot
 * decided (`start` while a stored session waits for the machine, `anonymous` without one). A new object
 * on every change, so React's `useSyncExternalStore` sees it.
 */
export type SessionSource = { actor: SessionActor | null; boot: SessionStatus };

/** A holder of the session source that React and the socket both read. */
export function createSessionSourceStore() {
  let source: SessionSource = { actor: null, boot: 'start' };
  const listeners = new Set<() => void>();
  const get = () => source;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const set = (patch: Partial<SessionSource>) => {
    source = { ...source, ...patch };
    for (const listener of listeners) listener();
  };
  /** The session's state now and on every change, from the boot's answer on to the actor's. */
  const follow = (listener: (status: SessionStatus) => void) => {
    const current = () => (source.actor ? sessionStatusOf(source.actor.getSnapshot()) : source.boot);
    let last = current();
    listener(last);
    const changed = () => {
      const status = current();
      if (status === last) return;
      last = status;
      listener(status);
    };
    let fromActor: { unsubscribe(): void } | undefined;
    const attach = () => {
      if (source.actor && !fromActor) fromActor = source.actor.subscribe(changed);
      changed();
    };
    const detach = subscribe(attach);
    attach();
    return () => {
      detach();
      fromActor?.unsubscribe();
    };
  };
  return { get, set, subscribe, follow };
}

const sessionSource = createSessionSourceStore();
export const getSessionSource = sessionSource.get;
export const subscribeSessionSource = sessionSource.subscribe;

/** The machine's state as the app names it. */
export function sessionStatusOf(snapshot: ReturnType<SessionActor['getSnapshot']>): SessionStatus {
  return snapshot.value as SessionStatus;
}

let servicePromise: Promise<SessionService> | null = null;

/**
 * The app's one session actor. The machine (and xstate) are loaded on demand: at boot when a session
 * is stored, else with the first session event (sign-in). An anonymous visit to /login never needs
 * them, which keeps the login page's first load small.
 */
function loadSession(): Promise<SessionService> {
  servicePromise ??= Promise.all([
    import('./session-service'),
    import('../lib/http'),
    import('../lib/tab-lock'),
    loadUserDataSchema(),
  ])
    .then(([{ createSessionService }, { http }, { browserTabLocks }]) => {
      const service = createSessionService({
        store: useSessionStore,
        tabLocks: browserTabLocks(),
        baseURL: API_BASE_URL,
        http,
        navigate: (path) => navigateTo(path),
      });
      let previous: SessionStatus = 'start';
      service.actor.subscribe((snapshot) => {
        const status = sessionStatusOf(snapshot);
        // Leaving the check signed in (sign-in or start-up with a stored session, not a token refresh):
        // the account's saved language and layout follow the user to this device.
        if (previous === 'checking' && (status === 'authenticated' || status === 'biodataIncomplete')) {
          void import('./account-preferences-sync').then(({ applySavedPreferences }) => applySavedPreferences());
        }
        previous = status;
      });
      service.actor.start();
      sessionSource.set({ actor: service.actor });
      return service;
    })
    .catch((error: unknown) => {
      servicePromise = null;
      throw error;
    });
  return servicePromise;
}

// The API client's 401s go through the machine: it makes the one refresh and releases the queue.
connectHttpSession({
  getAccessToken: () => useSessionStore.getState().accessToken,
  refresh: async () => (await loadSession()).requestRefresh(),
});

/** Boot: a stored session is checked with the server right away (spec section 4). */
export function startSession(): void {
  if (selectIsLoggedIn(useSessionStore.getState())) void loadSession();
  else sessionSource.set({ boot: 'anonymous' });
}

function send(event: SessionEvent): void {
  loadSession().then(
    (service) => service.actor.send(event),
    (error: unknown) => {
      console.error('session could not start', error);
      // Without the machine a logout must still end the session locally.
      if (event.type === 'LOGOUT') useSessionStore.getState().signOut();
    },
  );
}

/** Send SIGNED_IN, LOGOUT, BIODATA_COMPLETED or REVOKED to the session machine. */
export function useSessionEvents(): (event: SessionEvent) => void {
  return send;
}

/** For code outside React (the realtime socket): the machine's state now and on every change. */
export function subscribeSessionStatus(listener: (status: SessionStatus) => void): () => void {
  return sessionSource.follow(listener);
}

/** The one token refresh the API client's 401s also join (the machine runs at most one at a time). */
export async function refreshSession(): Promise<void> {
  return (await loadSession()).requestRefresh();
}
