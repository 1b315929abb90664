import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../events/publish';
import { withEvents } from '../events/with-events';
import { publishSessionRevoked } from '../features/auth/end-sessions';
import {
  api,
  loginAsDemo,
  startTestServer,
  type TestServer,
  type TestServerOptions,
  usePostgres,
} from '../test/harness';
import { connectClient, eventually, sleep, waitForConnect, waitForDisconnect } from '../test/realtime';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function start(options: TestServerOptions = {}) {
  const server = await startTestServer({ realtime: true, ...options });
  servers.push(server);
  return server;
}

function rekap(server: TestServer, userIds: number[]) {
  return withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
    publish(tx, userIds, 'rekap:changed', { recap: 'payroll' }),
  );
}

describe('socket sessions end when the access token expires', () => {
  it('emits session:revoked {reason:"token-expired"} and disconnects when the access token expires', async () => {
    const server = await start({ config: { accessTokenTtlSeconds: 5 } });
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const exp = (JSON.parse(Buffer.from(login.accessToken.split('.')[1]!, 'base64url').toString()) as { exp: number })
      .exp;
    const { socket, received } = connectClient(server.realtimeUrl, { token: login.accessToken });
    await waitForConnect(socket);
    const reason = await waitForDisconnect(socket);
    const disconnectedAt = Date.now();
    expect(reason).toBe('io server disconnect');
    // not before the token's exp, and promptly after it
    expect(disconnectedAt).toBeGreaterThanOrEqual(exp * 1000 - 50);
    expect(disconnectedAt).toBeLessThan(exp * 1000 + 5000);
    expect(received.at(-1)).toMatchObject({ type: 'session:revoked', data: { reason: 'token-expired' } });
    expect(typeof received.at(-1)?.seq).toBe('number');
  }, 90_000);
});

describe('socket sessions end when the session ends, and misbehaving clients are cut off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
  });
  afterAll(() => server?.close());

  it('logout ends the sockets of that login only, on session:revoked {reason:"logout"}', async () => {
    const phone = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const laptop = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const a = connectClient(server.realtimeUrl, { token: phone.accessToken });
    const b = connectClient(server.realtimeUrl, { token: laptop.accessToken });
    await Promise.all([waitForConnect(a.socket), waitForConnect(b.socket)]);

    const out = await api(server.baseUrl, 'POST', '/jwt/logout', { body: { refreshToken: phone.refreshToken } });
    expect(out.status).toBe(204);
    expect(await waitForDisconnect(a.socket)).toBe('io server disconnect');
    expect(a.received.at(-1)).toMatchObject({ type: 'session:revoked', data: { reason: 'logout' } });

    // the other login stays connected and keeps receiving
    await rekap(server, [laptop.userData.id]);
    await eventually(() => b.received.some((e) => e.type === 'rekap:changed'), 3000, 'event on the laptop');
    expect(b.socket.connected).toBe(true);
    expect(b.received.map((e) => e.type)).not.toContain('session:revoked');
    b.socket.close();
  });

  it('a revocation without a session ends every socket of the user; a reconnect does not replay it', async () => {
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const { socket, received } = connectClient(server.realtimeUrl, { token: login.accessToken, lastSeq: 0 });
    await waitForConnect(socket);
    await withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      publishSessionRevoked(tx, [login.userData.id], 'role-changed'),
    );
    expect(await waitForDisconnect(socket)).toBe('io server disconnect');
    const revoked = received.at(-1)!;
    expect(revoked).toMatchObject({ type: 'session:revoked', data: { reason: 'role-changed' } });

    // the stored revocation is history: reconnecting (here with the same, still valid token) is not cut off again
    const again = connectClient(server.realtimeUrl, { token: login.accessToken, lastSeq: 0 });
    await waitForConnect(again.socket);
    await sleep(300);
    expect(again.socket.connected).toBe(true);
    expect(again.received.map((e) => e.type)).not.toContain('session:revoked');
    again.socket.close();
  });

  it('rate limits client events and cuts off a client that keeps flooding', async () => {
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const { socket } = connectClient(server.realtimeUrl, { token: login.accessToken });
    await waitForConnect(socket);
    for (let i = 0; i < 10; i++) socket.emit('events:ack', i);
    await sleep(200);
    expect(socket.connected).toBe(true); // a burst within the bucket is fine
    const closed = waitForDisconnect(socket);
    for (let i = 0; i < 200; i++) socket.emit('events:ack', i);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses an oversize client payload by closing the connection', async () => {
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const { socket } = connectClient(server.realtimeUrl, { token: login.accessToken });
    await waitForConnect(socket);
    const closed = waitForDisconnect(socket);
    (socket.emit as (name: string, payload: string) => void)('events:ack', 'x'.repeat(100_000));
    expect(await closed).toBe('transport close');
  });
});

describe('events survive a server restart', () => {
  it('a client reconnecting with lastSeq after a restart gets exactly what it missed, in order', async () => {
    const dataDir = usePostgres ? undefined : mkdtempSync(path.join(tmpdir(), 'ujian-restart-'));
    try {
      const first = await startTestServer({ realtime: true, pgliteDir: dataDir });
      const login = await loginAsDemo(first.baseUrl, 'mahasiswa');
      const userId = login.userData.id;
      const { socket, received } = connectClient(first.realtimeUrl, { token: login.accessToken, lastSeq: 0 });
      await waitForConnect(socket);
      await rekap(first, [userId]);
      await eventually(() => received.length === 1, 3000, 'first event');
      const lastSeq = received[0]!.seq;
      socket.close();
      // offline: three more events, then the server goes down
      for (let i = 0; i < 3; i++) await rekap(first, [userId]);
      await first.close({ keepData: true });

      const second = await startTestServer({ realtime: true, pgliteDir: dataDir, schema: first.schema, seed: true });
      servers.push(second);
      const relogin = await loginAsDemo(second.baseUrl, 'mahasiswa');
      const back = connectClient(second.realtimeUrl, { token: relogin.accessToken, lastSeq });
      await waitForConnect(back.socket);
      await eventually(() => back.received.length === 3, 3000, 'missed events');
      await sleep(200);
      expect(back.received.map((e) => e.seq)).toEqual([lastSeq + 1, lastSeq + 2, lastSeq + 3]);
      expect(back.received.every((e) => e.type === 'rekap:changed')).toBe(true);
      back.socket.close();
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
