import { sessionMachine } from '@ujian/machines/session';
import { accountCheckResponseSchema, type UserData, userDataSchema } from '@ujian/shared/auth';
import axios, { type AxiosInstance } from 'axios';
import { createActor, fromPromise } from 'xstate';
import { createHttpClient, requestLogout, requestTokenRefresh } from '../lib/http';
import { type TabLocks, withTabLock } from '../lib/tab-lock';
import { type SessionStore, selectIsLoggedIn } from '../stores/session';

/** Where the biodata warning sends the user (spec section 4: "with a warning flag"). */
export const ACCOUNT_SETTING_WARNING_PATH = '/pages/account-setting?warning=biodata';

export type SessionServiceDeps = {
  store: SessionStore;
  /** API base, e.g. `/api/v1` in the browser, `http://127.0.0.1:port/api/v1` in tests. */
  baseURL: string;
  navigate(path: string): void;
  /** The API client whose 401s this session answers; one is created when omitted. */
  http?: AxiosInstance;
  /** Locks shared by the origin's tabs (Web Locks in the browser), so only one tab refreshes at a time. */
  tabLocks?: TabLocks;
};

/** Name of the cross-tab lock held while a refresh token is presented. */
export const TOKEN_REFRESH_LOCK = 'aplikasi-ujian:token-refresh';

/** `POST /check/token` with a fresh token: the user's current rules; null when it cannot be read. */
async function requestUserData(baseURL: string, accessToken: string): Promise<UserData | null> {
  try {
    const response = await axios.post(
      `${baseURL}/check/token`,
      {},
      { headers: { Authorization: `Bearer ${accessToken}` } },
    );
    return userDataSchema.parse((response.data as { userData?: unknown }).userData);
  } catch {
    return null;
  }
}

type Waiter = { resolve(): void; reject(error: unknown): void };

/**
 * The session machine with the browser's side effects: the store is the storage, the API client's
 * 401s become UNAUTHORIZED, and the requests waiting for the refresh are released by the machine.
 */
export function createSessionService(deps: SessionServiceDeps) {
  const { store, baseURL } = deps;
  let waiters: Waiter[] = [];
  const settle = (outcome: { ok: true } | { ok: false; error: unknown }) => {
    const released = waiters;
    waiters = [];
    for (const waiter of released) {
      if (outcome.ok) waiter.resolve();
      else waiter.reject(outcome.error);
    }
  };

  const http =
    deps.http ??
    createHttpClient({
      baseURL,
      getAccessToken: () => store.getState().accessToken,
      refresh: () => requestRefresh(),
    });

  const machine = sessionMachine.provide({
    guards: { hasStoredSession: () => selectIsLoggedIn(store.getState()) },
    actors: {
      checkAccount: fromPromise(async () => {
        const response = await http.get('/account/check');
        return accountCheckResponseSchema.parse(response.data).data;
      }),
      refreshTokens: fromPromise(async () => {
        const seen = store.getState().refreshToken;
        // A refresh token works once and a reused one ends the login, so tabs take turns: a tab that
        // waited for the lock finds the tokens another tab already rotated and uses those instead.
        const accessToken = await withTabLock(deps.tabLocks, TOKEN_REFRESH_LOCK, async () => {
          const stored = store.getState().reloadFromStorage();
          if (!stored.refreshToken) throw new Error('no refresh token stored');
          if (stored.refreshToken !== seen && stored.accessToken) return stored.accessToken;
          const tokens = await requestTokenRefresh(baseURL, stored.refreshToken);
          store.getState().setTokens(tokens);
          return tokens.accessToken;
        });
        // A refresh often follows a change of the user's rules (hak-akses save, role change): read them
        // again so the guard and menus follow at once, without signing in again.
        const userData = await requestUserData(baseURL, accessToken);
        if (userData) store.getState().setUserData(userData);
      }),
      logout: fromPromise(() => requestLogout(baseURL, store.getState().refreshToken)),
    },
    actions: {
      clearStoredSession: () => store.getState().signOut(),
      goToAccountSetting: () => deps.navigate(ACCOUNT_SETTING_WARNING_PATH),
      goToLogin: () => deps.navigate('/login'),
      retryQueued: () => settle({ ok: true }),
      rejectQueued: ({ context }) => settle({ ok: false, error: context.lastError ?? new Error('signed out') }),
    },
  });
  const actor = createActor(machine);

  /** Called by the API client on a 401: joins the running refresh or starts the one refresh. */
  function requestRefresh(): Promise<void> {
    const snapshot = actor.getSnapshot();
    const joinable = snapshot.matches('refreshing') || snapshot.can({ type: 'UNAUTHORIZED' });
    if (!joinable) return Promise.reject(new Error('no session to refresh'));
    const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    if (!snapshot.matches('refreshing')) actor.send({ type: 'UNAUTHORIZED' });
    return promise;
  }

  return { actor, http, requestRefresh };
}

export type SessionService = ReturnType<typeof createSessionService>;
