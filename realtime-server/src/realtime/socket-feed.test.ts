import type { AnyEvent } from '@ujian/shared/events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../events/with-events';
import { publishSessionRevoked } from '../features/auth/end-sessions';
import { loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { committedSeqOf, SocketFeed } from './socket-feed';

describe('a socket feed and session revocations around the handshake', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  function feedOf(userId: number) {
    const seen: AnyEvent[] = [];
    let revoked = false;
    const feed = new SocketFeed(
      server.db,
      { userId, sessionId: 'other', socketId: 'sock', emit: (e) => seen.push(e), revoke: () => (revoked = true) },
      pino({ level: 'silent' }),
    );
    return { feed, seen, revoked: () => revoked };
  }

  const revoke = (userId: number) =>
    withEvents({ db: server.db, signal: server.deps.signal }, (tx) =>
      publishSessionRevoked(tx, [userId], 'role-changed'),
    );

  it('a revocation committed after the handshake ends the socket, even when the feed starts later', async () => {
    const { userData } = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const horizon = await committedSeqOf(server.db, userData.id);
    // the client heard "connected" and acted at once; the feed's own start ran only after that commit
    await revoke(userData.id);
    const { feed, seen, revoked } = feedOf(userData.id);
    await feed.start(0, horizon);
    expect(seen.at(-1)).toMatchObject({ type: 'session:revoked' });
    expect(revoked()).toBe(true);
  });

  it('a revocation committed before the handshake is history: replayed sockets are not cut off by it', async () => {
    const { userData } = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    await revoke(userData.id);
    const horizon = await committedSeqOf(server.db, userData.id);
    const { feed, seen, revoked } = feedOf(userData.id);
    await feed.start(0, horizon);
    expect(seen.map((e) => e.type)).not.toContain('session:revoked');
    expect(revoked()).toBe(false);
  });
});
