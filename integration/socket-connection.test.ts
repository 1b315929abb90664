import type { AnyEvent } from '@ujian/shared/events';
import type { NotifikasiListResponse } from '@ujian/shared/notifikasi';
import axios from 'axios';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createSessionService } from '../client/src/app/session-service';
import { createMemoryStorage, type KeyValueStorage } from '../client/src/lib/storage';
import { createLocalTabLocks } from '../client/src/lib/tab-lock';
import { createRealtimeStore, lastSeqKey } from '../client/src/realtime/realtime-store';
import { createRealtimeConnection } from '../client/src/realtime/socket-connection';
import { createSessionStore, loadUserDataSchema } from '../client/src/stores/session';
import { withEvents } from '../realtime-server/src/events/with-events';
import { notify } from '../realtime-server/src/features/notifikasi/notify';
import { loginAsDemo, startTestServer, type TestServer } from '../realtime-server/src/test/harness';
import { eventually, sleep } from '../realtime-server/src/test/realtime';

// the app loads the stored user data's schema before any store reads it (main.tsx's boot); so do these tests
beforeAll(loadUserDataSchema);

/**
 * The browser's socket layer against the real server (API + Socket.IO on ephemeral ports, a real
 * database): what a tab sees when its connection drops, its token expires, or it signs out.
 */
describe('realtime connection against a real server', { timeout: 60_000 }, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  }, 30_000);

  async function setUp(config: { accessTokenTtlSeconds?: number } = {}) {
    server = await startTestServer({ realtime: true, config });
    const s = server;
    const login = await loginAsDemo(s.baseUrl, 'mahasiswa');
    const session = { accessToken: login.accessToken, refreshToken: login.refreshToken, refreshes: 0 };
    const userId = login.userData.id;
    const tell = (title: string) =>
      withEvents({ db: s.database.db, signal: s.spine.signal }, (tx) =>
        notify(tx, { mailer: s.spine.mailer, appUrl: 'http://portal.test' }, [userId], { title, body: 'isi' }),
      );
    const open = (storage: KeyValueStorage) => {
      const store = createRealtimeStore(storage);
      const connection = createRealtimeConnection({
        store,
        url: async () => s.realtimeUrl,
        getAccessToken: () => session.accessToken,
        refresh: async () => {
          session.refreshes += 1;
          const res = await fetch(`${s.baseUrl}/api/v1/jwt/refresh-token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refreshToken: session.refreshToken }),
          });
          if (!res.ok) throw new Error(`refresh failed: ${res.status}`);
          Object.assign(session, (await res.json()) as { accessToken: string; refreshToken: string });
        },
        loadInbox: async () => {
          const res = await fetch(`${s.baseUrl}/api/v1/notifikasi?perPage=20`, {
            headers: { authorization: `Bearer ${session.accessToken}` },
          });
          return (await res.json()) as NotifikasiListResponse;
        },
        socketOptions: { reconnectionDelay: 200, reconnectionDelayMax: 400 },
      });
      const seen: AnyEvent[] = [];
      connection.onEvent((event) => seen.push(event));
      return { store, connection, seen };
    };
    return { userId, session, tell, open };
  }

  const titles = (events: AnyEvent[]) => events.map((e) => (e.type === 'notifikasi' ? e.data.title : e.type));

  it('after a lost connection replays exactly the missed events, once each, in order', async () => {
    const { userId, tell, open } = await setUp();
    const storage = createMemoryStorage();
    const tab = open(storage);
    await tab.connection.connect(userId);
    await eventually(() => tab.store.getState().connection === 'live', 5000, 'live');
    await tell('satu');
    await tell('dua');
    await eventually(() => tab.seen.length === 2, 3000, 'two live events');
    const seqBefore = tab.store.getState().lastSeq;
    expect(storage.getItem(lastSeqKey(userId))).toBe(String(seqBefore));

    // the transport dies (network gone); events happen before the manager's retry
    tab.connection.socket()?.io.engine.close();
    await eventually(() => tab.store.getState().connection === 'reconnecting', 2000, 'reconnecting');
    await tell('tiga');
    await tell('empat');
    await eventually(() => tab.store.getState().connection === 'live', 5000, 'live again');
    await eventually(() => tab.seen.length === 4, 3000, 'the two missed events');
    await sleep(200);
    expect(titles(tab.seen)).toEqual(['satu', 'dua', 'tiga', 'empat']);
    const seqs = tab.seen.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(tab.store.getState().inbox.map((n) => n.title)).toEqual(['empat', 'tiga', 'dua', 'satu']);
    expect(tab.store.getState().unread).toBe(4);
    tab.connection.disconnect();
  });

  it('a new tab (or a reload) resumes from the stored lastSeq: only what it has not seen', async () => {
    const { userId, tell, open } = await setUp();
    const storage = createMemoryStorage();
    const first = open(storage);
    await first.connection.connect(userId);
    await eventually(() => first.store.getState().connection === 'live', 5000, 'live');
    await tell('lama');
    await eventually(() => first.seen.length === 1, 3000, 'first event');
    first.connection.disconnect();
    expect(first.store.getState().connection).toBe('offline');

    await tell('terlewat 1');
    await tell('terlewat 2');
    const second = open(storage);
    await second.connection.connect(userId);
    await eventually(() => second.seen.length === 2, 5000, 'the missed events');
    await tell('baru');
    await eventually(() => second.seen.length === 3, 3000, 'a live one after the replay');
    await sleep(200);
    expect(titles(second.seen)).toEqual(['terlewat 1', 'terlewat 2', 'baru']);
    // the inbox comes from the server too, without doubles
    await eventually(() => second.store.getState().inbox.length === 4, 3000, 'inbox loaded');
    expect(second.store.getState().unread).toBe(4);
    second.connection.disconnect();
  });

  it('when the token expires: one refresh, reconnect with the new token and lastSeq, nothing lost', async () => {
    const { userId, session, tell, open } = await setUp({ accessTokenTtlSeconds: 2 });
    const tab = open(createMemoryStorage());
    await tab.connection.connect(userId);
    await eventually(() => tab.store.getState().connection === 'live', 5000, 'live');
    const firstToken = session.accessToken;
    await tell('sebelum');
    await eventually(() => session.refreshes === 1, 8000, 'a refresh after expiry');
    await tell('selama');
    await eventually(() => tab.store.getState().connection === 'live' && session.accessToken !== firstToken, 8000);
    await tell('sesudah');
    await eventually(() => tab.seen.length === 3, 5000, 'three events');
    expect(titles(tab.seen)).toEqual(['sebelum', 'selama', 'sesudah']);
    expect(session.refreshes).toBe(1);
    tab.connection.disconnect();
  });

  it('stays offline when the session cannot be refreshed (the binding then signs out)', async () => {
    const { userId, session, open } = await setUp();
    const tab = open(createMemoryStorage());
    session.accessToken = 'not-a-token';
    session.refreshToken = 'not-a-refresh-token';
    await tab.connection.connect(userId);
    await eventually(() => session.refreshes === 1, 5000, 'one refresh attempt');
    await eventually(() => tab.store.getState().connection === 'offline', 3000, 'offline');
    await sleep(500);
    expect(session.refreshes).toBe(1);
    tab.connection.disconnect();
  });

  it('two tabs whose sockets expire together refresh once through the session, and the login survives', async () => {
    server = await startTestServer({ realtime: true, config: { accessTokenTtlSeconds: 3 } });
    const s = server;
    // two tabs: one localStorage, a session store and session machine each, one lock manager
    const storage = createMemoryStorage();
    const tabLocks = createLocalTabLocks();
    const login = await loginAsDemo(s.baseUrl, 'mahasiswa');
    createSessionStore(storage).getState().signIn(login);
    let refreshPosts = 0;
    const openTab = async () => {
      const session = createSessionStore(storage);
      const service = createSessionService({
        store: session,
        baseURL: `${s.baseUrl}/api/v1`,
        navigate: () => {},
        tabLocks,
      });
      service.actor.start();
      await waitFor(service.actor, (snap) => snap.matches('authenticated'), { timeout: 5000 });
      const store = createRealtimeStore(createMemoryStorage());
      const connection = createRealtimeConnection({
        store,
        url: async () => s.realtimeUrl,
        getAccessToken: () => session.getState().accessToken,
        refresh: () => service.requestRefresh(),
        socketOptions: { reconnectionDelay: 200, reconnectionDelayMax: 400 },
      });
      return { store, connection, session, service };
    };
    const countRefreshes = axios.interceptors.request.use((config) => {
      if (config.url?.endsWith('/jwt/refresh-token')) refreshPosts += 1;
      return config;
    });
    try {
      const tabs = [await openTab(), await openTab()];
      for (const tab of tabs) await tab.connection.connect(login.userData.id);
      await eventually(() => tabs.every((t) => t.store.getState().connection === 'live'), 5000, 'both live');
      const first = login.accessToken;

      // both sockets carry the same token: the server ends both at the same moment
      await eventually(
        () => tabs.every((t) => t.session.getState().accessToken !== first),
        12_000,
        'both tabs renewed',
      );
      await eventually(() => tabs.every((t) => t.store.getState().connection === 'live'), 8000, 'both live again');
      expect(refreshPosts).toBe(1);
      expect(tabs[1]!.session.getState().accessToken).toBe(tabs[0]!.session.getState().accessToken);
      // the refresh token is still good: no reuse was detected, the login goes on
      const again = await fetch(`${s.baseUrl}/api/v1/jwt/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: tabs[0]!.session.getState().refreshToken }),
      });
      expect(again.status).toBe(200);
      for (const tab of tabs) {
        tab.connection.disconnect();
        tab.service.actor.stop();
      }
    } finally {
      axios.interceptors.request.eject(countRefreshes);
    }
  });
});
