import type { LoginResponse } from '@ujian/shared/auth';
import axios, { type AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ACCOUNT_SETTING_WARNING_PATH, createSessionService } from '../client/src/app/session-service';
import { createHttpClient } from '../client/src/lib/http';
import { createMemoryStorage } from '../client/src/lib/storage';
import { createLocalTabLocks } from '../client/src/lib/tab-lock';
import { createSessionStore, loadUserDataSchema, storageKeys } from '../client/src/stores/session';
import {
  api,
  createTestClock,
  loginAsDemo,
  startTestServer,
  type TestServer,
} from '../realtime-server/src/test/harness';

// the app loads the stored user data's schema before any store reads it (main.tsx's boot); so do these tests
beforeAll(loadUserDataSchema);

// The API client and the session machine against the real server: real tokens, real rotation
// (a refresh token works once, so a second refresh would revoke the login and fail the test).
let server: TestServer;
const clock = createTestClock();
const ELEVEN_MINUTES = 11 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ clock });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let registered = 0;
/** A new student account through the real register endpoint: signed in, biodata still empty. */
async function registerStudent(): Promise<LoginResponse> {
  registered += 1;
  const username = `student${registered}${Date.now() % 100000}`;
  const res = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/register', {
    body: { username, email: `${username}@example.ac.id`, password: 'Rahasia#2026' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function signedInService(account: 'new-student' | 'mahasiswa') {
  const storage = createMemoryStorage();
  const store = createSessionStore(storage);
  store
    .getState()
    .signIn(account === 'new-student' ? await registerStudent() : await loginAsDemo(server.baseUrl, account));
  const navigations: string[] = [];
  const service = createSessionService({
    store,
    baseURL: `${server.baseUrl}/api/v1`,
    navigate: (path) => navigations.push(path),
  });
  return { storage, store, service, navigations };
}

// The session's refresh and logout calls go through axios' default instance: count what leaves.
const refreshPosts = { count: 0 };
axios.interceptors.request.use((config) => {
  if (config.url?.endsWith('/jwt/refresh-token')) refreshPosts.count += 1;
  return config;
});

describe('session service with the real server', () => {
  it('checks a stored session with complete biodata at start and becomes authenticated', async () => {
    const { service, navigations } = await signedInService('mahasiswa');
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('authenticated'), { timeout: 5000 });
    expect(navigations).toEqual([]);
    service.actor.stop();
  });

  it('sends a student with incomplete biodata to account settings with the warning flag', async () => {
    const { service, navigations } = await signedInService('new-student');
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    expect(navigations).toEqual([ACCOUNT_SETTING_WARNING_PATH]);
    service.actor.stop();
  });

  it('at start, an expired access token is refreshed once and the check goes through', async () => {
    const { service, store, navigations } = await signedInService('new-student');
    const before = store.getState().accessToken;
    clock.advance(ELEVEN_MINUTES);
    const postsBefore = refreshPosts.count;
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    expect(refreshPosts.count - postsBefore).toBe(1);
    expect(store.getState().accessToken).not.toBe(before);
    expect(navigations).toEqual([ACCOUNT_SETTING_WARNING_PATH]);
    service.actor.stop();
  });

  it('clears the three stored keys when the stored session is no longer valid', async () => {
    const { service, storage, store } = await signedInService('new-student');
    store.getState().setTokens({ accessToken: 'not-a-token', refreshToken: 'not-a-refresh-token' });
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('anonymous'), { timeout: 5000 });
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
    expect(store.getState().accessToken).toBeNull();
  });

  it('two concurrent 401s make exactly one refresh and both requests succeed', async () => {
    const { service, store } = await signedInService('new-student');
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    const before = store.getState();
    const postsBefore = refreshPosts.count;

    clock.advance(ELEVEN_MINUTES); // the access token is now expired on the server
    const [check, token] = await Promise.all([service.http.get('/account/check'), service.http.post('/check/token')]);
    expect(check.status).toBe(200);
    expect(check.data).toEqual({ data: { success: true, biodata_complete: false } });
    expect(token.status).toBe(200);
    expect(token.data.valid).toBe(true);
    expect(refreshPosts.count - postsBefore).toBe(1);
    const after = store.getState();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // Back where it was, without a second trip to account settings.
    expect(service.actor.getSnapshot().value).toBe('biodataIncomplete');
    service.actor.stop();
  });

  it('two tabs hitting 401 at once share one refresh through the tab lock, and the login stays alive', async () => {
    // Two tabs: one localStorage, one store and one session each, one lock manager (Web Locks in the browser).
    const storage = createMemoryStorage();
    const tabLocks = createLocalTabLocks();
    createSessionStore(storage)
      .getState()
      .signIn(await registerStudent());
    const tabs = [createSessionStore(storage), createSessionStore(storage)].map((store) =>
      createSessionService({ store, baseURL: `${server.baseUrl}/api/v1`, navigate: () => {}, tabLocks }),
    );
    for (const tab of tabs) {
      tab.actor.start();
      await waitFor(tab.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    }
    const postsBefore = refreshPosts.count;

    clock.advance(ELEVEN_MINUTES);
    const responses = await Promise.all(tabs.map((tab) => tab.http.get('/account/check')));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    // Without the lock the second tab would present the spent refresh token and the server would end the login.
    expect(refreshPosts.count - postsBefore).toBe(1);
    const stillValid = await api(server.baseUrl, 'POST', '/check/token', {
      token: storage.getItem(storageKeys.accessToken) ?? '',
    });
    expect(stillValid.status).toBe(200);
    for (const tab of tabs) tab.actor.stop();
  });

  it('a failed refresh signs out, fails the waiting requests and goes to login', async () => {
    const { service, store, storage, navigations } = await signedInService('new-student');
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    navigations.length = 0;
    clock.advance(ELEVEN_MINUTES);
    store.getState().setTokens({ accessToken: store.getState().accessToken!, refreshToken: 'stolen-or-used' });
    const results = await Promise.allSettled([service.http.get('/account/check'), service.http.post('/check/token')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect((result.reason as AxiosError).response?.status).toBe(401);
    }
    expect(service.actor.getSnapshot().value).toBe('anonymous');
    expect(navigations).toEqual(['/login']);
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
  });

  it('logout revokes the refresh token on the server and clears storage', async () => {
    const { service, store, storage, navigations } = await signedInService('new-student');
    const refreshToken = store.getState().refreshToken!;
    service.actor.start();
    await waitFor(service.actor, (s) => s.matches('biodataIncomplete'), { timeout: 5000 });
    navigations.length = 0;
    service.actor.send({ type: 'LOGOUT' });
    await waitFor(service.actor, (s) => s.matches('anonymous'), { timeout: 5000 });
    expect(navigations).toEqual(['/login']);
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
    const reuse = await fetch(`${server.baseUrl}/api/v1/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(reuse.status).toBe(401);
  });
});

describe('http client refresh queue on its own', () => {
  it('shares one refresh between concurrent 401s and retries both with the new token', async () => {
    const store = createSessionStore(createMemoryStorage());
    store.getState().signIn(await registerStudent());
    clock.advance(ELEVEN_MINUTES);
    let refreshCalls = 0;
    const http = createHttpClient({
      baseURL: `${server.baseUrl}/api/v1`,
      getAccessToken: () => store.getState().accessToken,
      refresh: async () => {
        refreshCalls += 1;
        const response = await fetch(`${server.baseUrl}/api/v1/jwt/refresh-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: store.getState().refreshToken }),
        });
        if (response.status !== 200) throw new Error(`refresh failed: ${response.status}`);
        store.getState().setTokens((await response.json()) as { accessToken: string; refreshToken: string });
      },
    });
    const responses = await Promise.all([
      http.get('/account/check'),
      http.post('/check/token'),
      http.get('/account/check'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshCalls).toBe(1);
  });

  it('does not try to refresh for a 401 from login (bad credentials)', async () => {
    let refreshCalls = 0;
    const http = createHttpClient({
      baseURL: `${server.baseUrl}/api/v1`,
      getAccessToken: () => 'some-token',
      refresh: async () => {
        refreshCalls += 1;
      },
    });
    const error = (await http.post('/jwt/login', { email: 'admin', password: 'wrong' }).catch((e) => e)) as AxiosError;
    expect(error.response?.status).toBe(401);
    expect(refreshCalls).toBe(0);
  });
});
