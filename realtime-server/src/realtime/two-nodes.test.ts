import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../events/publish';
import { withEvents } from '../events/with-events';
import { api, loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { connectClient, eventually, sleep, waitForConnect, waitForDisconnect } from './test-realtime';

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
});
