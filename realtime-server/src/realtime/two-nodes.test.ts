import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@ujian/shared/auth';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../events/publish';
import { withEvents } from '../events/with-events';
import { api, loginAs, loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { connectClient, eventually, sleep, waitForConnect, waitForDisconnect } from '../test/realtime';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Several realtime nodes need PostgreSQL (shared data) and Redis (the adapter): only the pg project.
describe.runIf(process.env.TEST_DB === 'postgres')('two realtime nodes on PostgreSQL + Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const redisStreamName = `ujian-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    nodeA = await startTestServer({ realtime: { redisStreamName }, config: { redisUrl: REDIS_URL } });
    nodeB = await startTestServer({
      realtime: { redisStreamName },
      config: { redisUrl: REDIS_URL },
      schema: nodeA.schema,
      seed: false,
    });
  });
  afterAll(async () => {
    await nodeB?.close({ keepData: true });
    await nodeA?.close();
    const redis = await createClient({ url: REDIS_URL }).connect();
    await redis.del(redisStreamName);
    await redis.quit();
  });

  it('an event caused through node A reaches sockets on node B and on A, each exactly once', async () => {
    const login = await loginAsDemo(nodeA.baseUrl, 'mahasiswa');
    const onB = connectClient(nodeB.realtimeUrl, { token: login.accessToken });
    const onA = connectClient(nodeA.realtimeUrl, { token: login.accessToken });
    await Promise.all([waitForConnect(onB.socket), waitForConnect(onA.socket)]);
    // both nodes share rooms through the Redis adapter
    const sockets = await nodeA.spine.realtime()!.io.in(`user:${login.userData.id}`).fetchSockets();
    expect(sockets).toHaveLength(2);

    for (let i = 0; i < 5; i++)
      await withEvents({ db: nodeA.database.db, signal: nodeA.spine.signal }, (tx) =>
        publish(tx, [login.userData.id], 'jadwal:changed', { uuid: `j-${i}`, pengajuanUuid: 'p', change: 'created' }),
      );
    await eventually(() => onB.received.length >= 5 && onA.received.length >= 5, 5000, 'events on both nodes');
    await sleep(300);
    for (const client of [onA, onB]) {
      expect(client.received.map((e) => (e.data as { uuid: string }).uuid)).toEqual([
        'j-0',
        'j-1',
        'j-2',
        'j-3',
        'j-4',
      ]);
      const seqs = client.received.map((e) => e.seq);
      expect(new Set(seqs).size).toBe(5);
    }
    onA.socket.close();
    onB.socket.close();
  });

  it('a logout on node A disconnects the session’s socket held by node B', async () => {
    const login = await loginAsDemo(nodeA.baseUrl, 'mahasiswa2');
    const onB = connectClient(nodeB.realtimeUrl, { token: login.accessToken });
    await waitForConnect(onB.socket);
    const res = await api(nodeA.baseUrl, 'POST', '/jwt/logout', { body: { refreshToken: login.refreshToken } });
    expect(res.status).toBe(204);
    expect(await waitForDisconnect(onB.socket)).toBe('io server disconnect');
    expect(onB.received.filter((e) => e.type === 'session:revoked')).toHaveLength(1);
  });

  it('a password change on node A disconnects the other login’s socket on node B, not its own on A', async () => {
    const here = await loginAs(nodeA.baseUrl, 'dosen1', 'Dosen#2026demo');
    const there = await loginAs(nodeA.baseUrl, 'dosen1', 'Dosen#2026demo');
    const hereOnA = connectClient(nodeA.realtimeUrl, { token: here.accessToken });
    const thereOnB = connectClient(nodeB.realtimeUrl, { token: there.accessToken });
    await Promise.all([waitForConnect(hereOnA.socket), waitForConnect(thereOnB.socket)]);
    const res = await api(nodeA.baseUrl, 'POST', '/account/password', {
      token: here.accessToken,
      body: { currentPassword: 'Dosen#2026demo', newPassword: 'BaruSekali#2026' },
    });
    expect(res.status).toBe(200);
    expect(await waitForDisconnect(thereOnB.socket)).toBe('io server disconnect');
    expect(thereOnB.received.at(-1)).toMatchObject({ type: 'session:revoked', data: { reason: 'password-changed' } });
    await sleep(300);
    expect(hereOnA.socket.connected).toBe(true);
    expect(hereOnA.received.map((e) => e.type)).not.toContain('session:revoked');
    hereOnA.socket.close();
  });

  it('a role change on node A disconnects the user’s sockets on both nodes', async () => {
    const admin = await loginAsDemo(nodeA.baseUrl, 'admin');
    const registered = await api<LoginResponse>(nodeA.baseUrl, 'POST', '/jwt/register', {
      body: { username: 'dua.node', email: 'dua.node@kampus.ac.id', password: 'Rahasia#2026', fullName: 'Dua Node' },
    });
    expect(registered.status).toBe(201);
    const onA = connectClient(nodeA.realtimeUrl, { token: registered.body.accessToken });
    const onB = connectClient(nodeB.realtimeUrl, { token: registered.body.accessToken });
    await Promise.all([waitForConnect(onA.socket), waitForConnect(onB.socket)]);
    const res = await api(nodeA.baseUrl, 'PATCH', `/pengguna/${registered.body.userData.id}`, {
      token: admin.accessToken,
      body: { role: 'dosen' },
    });
    expect(res.status).toBe(200);
    for (const client of [onA, onB]) {
      expect(await waitForDisconnect(client.socket)).toBe('io server disconnect');
      expect(client.received.filter((e) => e.type === 'session:revoked')).toEqual([
        expect.objectContaining({ data: { reason: 'role-changed' } }),
      ]);
    }
  });
});
