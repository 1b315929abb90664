import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../events/publish';
import { withEvents } from '../events/with-events';
import { loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { connectClient, eventually, sleep, waitForConnect, waitForConnectError } from '../test/realtime';

function statusEvent(marker: number) {
  return { kind: 'sidang' as const, uuid: `p-${marker}`, from: 'draft', to: 'diajukan', event: 'SUBMIT' };
}

describe('realtime socket server', () => {
  let server: TestServer;
  let student: { id: number; token: string };
  let other: { id: number; token: string };

  const publishTo = (userIds: number[], marker: number) =>
    withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      publish(tx, userIds, 'pengajuan:status', statusEvent(marker)),
    );

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    const a = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const b = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    student = { id: a.userData.id, token: a.accessToken };
    other = { id: b.userData.id, token: b.accessToken };
  });
  afterAll(() => server?.close());

  it('refuses a connection without a token or with a bad one with "unauthorized"', async () => {
    for (const auth of [{}, { token: 'not-a-jwt' }, { token: `${student.token}x` }]) {
      const { socket } = connectClient(server.realtimeUrl, auth);
      const err = await waitForConnectError(socket);
      expect(err.message).toBe('unauthorized');
      socket.close();
    }
  });

  it('refuses a browser page from an origin that is not a configured client', async () => {
    const { socket } = connectClient(server.realtimeUrl, { token: student.token }, { origin: 'http://evil.test' });
    await expect(waitForConnectError(socket)).resolves.toBeInstanceOf(Error);
    socket.close();
    const ok = connectClient(server.realtimeUrl, { token: student.token }, { origin: 'http://portal.test' });
    await waitForConnect(ok.socket);
    ok.socket.close();
  });

  it('replays events after lastSeq in order, then continues live without duplicates', async () => {
    const first = await publishTo([student.id], 1);
    const base = first[0]!.seq;
    for (let i = 2; i <= 30; i++) await publishTo([student.id], i);

    // connect while more events are being published: the replay/live boundary is crossed under load
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token, lastSeq: base + 4 });
    const publishing = (async () => {
      for (let i = 31; i <= 60; i++) await publishTo([student.id], i);
    })();
    await waitForConnect(socket);
    await publishing;
    await eventually(() => received.length >= 55, 5000, '55 events');
    await sleep(100);
    const seqs = received.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: 55 }, (_, i) => base + 5 + i));
    expect(received[0]).toMatchObject({ type: 'pengajuan:status', data: statusEvent(6) });
    expect(typeof received[0]!.at).toBe('string');
    expect(Number.isNaN(Date.parse(received[0]!.at))).toBe(false);
    socket.close();
  });

  it('without lastSeq starts live: nothing old is replayed', async () => {
    await publishTo([student.id], 100);
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(socket);
    await sleep(100);
    expect(received).toEqual([]);
    const [live] = await publishTo([student.id], 101);
    await eventually(() => received.length === 1, 3000, 'live event');
    expect(received[0]).toMatchObject({ seq: live!.seq, data: statusEvent(101) });
    socket.close();
  });

  it("never delivers another user's events, whatever lastSeq says", async () => {
    const mine = connectClient(server.realtimeUrl, { token: student.token, lastSeq: 0 });
    const theirs = connectClient(server.realtimeUrl, { token: other.token, lastSeq: 0 });
    await Promise.all([waitForConnect(mine.socket), waitForConnect(theirs.socket)]);
    await eventually(() => mine.received.length > 0, 3000, 'own replay');
    const before = theirs.received.length;
    await publishTo([student.id], 200);
    await eventually(() => mine.received.some((e) => (e.data as { uuid: string }).uuid === 'p-200'));
    await sleep(100);
    expect(theirs.received.length).toBe(before);
    expect(theirs.received.map((e) => (e.data as { uuid: string }).uuid).filter((u) => u.startsWith('p-'))).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('delivers one event to every socket of the recipient (two tabs) exactly once', async () => {
    const tabs = [
      connectClient(server.realtimeUrl, { token: student.token }),
      connectClient(server.realtimeUrl, { token: student.token }),
    ];
    await Promise.all(tabs.map((t) => waitForConnect(t.socket)));
    await publishTo([student.id, other.id], 300);
    for (const tab of tabs) await eventually(() => tab.received.length === 1, 3000, 'event in each tab');
    await sleep(100);
    for (const tab of tabs) {
      expect(tab.received).toHaveLength(1);
      tab.socket.close();
    }
  });

  it("hands this process's own commits to its sockets once: at commit, and not again when the relay reads them", async () => {
    const tab = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(tab.socket);
    const relay = server.spine.realtime()!.relay;
    // a rolled-back transaction hands over nothing
    await expect(
      withEvents({ db: server.database.db, signal: server.spine.signal }, async (tx) => {
        await publish(tx, [student.id], 'pengajuan:status', statusEvent(400));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publishTo([student.id], 401);
    await eventually(() => tab.received.length === 1, 3000, 'the handed-off event');
    const reads = relay.reads();
    relay.wake();
    await eventually(() => relay.reads() >= reads + 2, 3000, 'a read of the table');
    await sleep(200);
    expect(tab.received.map((e) => (e.data as { uuid: string }).uuid)).toEqual(['p-401']);
    tab.socket.close();
  });
});
