import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { publish } from '../events/publish';
import { createEventSignal } from '../events/signal';
import { withEvents } from '../events/with-events';
import { startTestServer, TEST_POSTGRES_URL, type TestServer, usePostgres } from '../test/harness';
import { eventually } from '../test/realtime';
import { createRelay, type Relay, type RelayEvent } from './relay';

describe('relay', () => {
  let server: TestServer;
  let relay: Relay;
  let userIds: number[];
  const delivered: RelayEvent[] = [];
  // this process, and (PostgreSQL) another node writing to the same database: its NOTIFYs make the
  // relay read the table, where this process's own commits are handed over without a read
  const signal = createEventSignal();
  const otherNode = createEventSignal();

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    userIds = (await server.database.db.select({ id: users.id }).from(users)).map((u) => u.id).slice(0, 3);
    // a relay of its own, woken by other nodes' NOTIFYs (PostgreSQL) and a slow poll; its own commits
    // are handed over, and the read that follows them is put off past every test here
    relay = createRelay(
      {
        db: server.database.db,
        signal,
        logger: pino({ level: 'silent' }),
        listen: server.schema ? { databaseUrl: TEST_POSTGRES_URL, schema: server.schema } : undefined,
        pollMs: 60_000,
        settleMs: 60_000,
      },
      (batch) => delivered.push(...batch),
    );
    await relay.start();
  });
  afterAll(async () => {
    await relay?.close();
    await server?.close();
  });

  const deps = () => ({ db: server.database.db, signal });
  const otherNodeDeps = () => ({ db: server.database.db, signal: otherNode });
  /** a read of the table now (a fast-path and a safe-path query), and a moment for it to end */
  const readNow = async () => {
    const before = relay.reads();
    relay.wake();
    await eventually(() => relay.reads() >= before + 2, 5000, 'a read of the table');
    await new Promise((r) => setTimeout(r, 100));
  };

  it('hands its own commits over without reading them back, and a later read does not deliver them again', async () => {
    await readNow(); // the one it starts with has ended
    const start = delivered.length;
    const reads = relay.reads();
    const published = [];
    for (let i = 0; i < 5; i++)
      published.push(
        ...(await withEvents(deps(), (tx) => publish(tx, [userIds[i % 3]!], 'rekap:changed', { recap: 'payroll' }))),
      );
    await eventually(() => delivered.length >= start + 5, 3000, 'the handed-over events');
    expect(relay.reads()).toBe(reads);
    expect(delivered.slice(start).map((e) => e.seq)).toEqual(published.map((e) => e.seq));
    expect(delivered[start]).toMatchObject({ type: 'rekap:changed', data: { recap: 'payroll' } });
    await readNow();
    expect(delivered.slice(start).map((e) => e.id)).toEqual(published.map((e) => e.id));
  });

  it('hands over nothing of a transaction that rolled back', async () => {
    const start = delivered.length;
    await expect(
      withEvents(deps(), async (tx) => {
        await publish(tx, [userIds[0]!], 'rekap:changed', { recap: 'payroll' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await readNow();
    expect(delivered.length).toBe(start);
  });

  it('refuses publish() outside withEvents (the relay would never be woken)', async () => {
    await expect(
      server.database.db.transaction((tx) => publish(tx, [userIds[0]!], 'rekap:changed', { recap: 'payroll' })),
    ).rejects.toThrow(/withEvents/);
  });

  it('refuses event data that breaks the shared contract, and the transaction leaves nothing behind', async () => {
    const before = delivered.length;
    await expect(
      withEvents(deps(), (tx) =>
        publish(tx, [userIds[0]!], 'rekap:changed', { recap: 'nope' } as unknown as { recap: 'payroll' }),
      ),
    ).rejects.toThrow(/invalid data/);
    relay.wake();
    await new Promise((r) => setTimeout(r, 200));
    expect(delivered.length).toBe(before);
  });

  it.runIf(usePostgres)('does not skip a smaller id that commits after a larger one', async () => {
    const start = delivered.length;
    // on another node: A takes its id first and commits last; B commits in between and its NOTIFY
    // wakes the relay
    const a = withEvents(otherNodeDeps(), async (tx) => {
      const rows = await publish(tx, [userIds[0]!], 'rekap:changed', { recap: 'payroll' });
      await tx.execute(sql`select pg_sleep(0.4)`);
      return rows;
    });
    await new Promise((r) => setTimeout(r, 100));
    const b = await withEvents(otherNodeDeps(), (tx) =>
      publish(tx, [userIds[1]!], 'rekap:changed', { recap: 'payroll' }),
    );
    const [aRow] = await a;
    expect(aRow!.id).toBeLessThan(b[0]!.id);
    await eventually(() => delivered.length >= start + 2, 5000, 'both events');
    const ids = delivered.slice(start).map((e) => e.id);
    expect(ids.sort()).toEqual([aRow!.id, b[0]!.id].sort());
  });

  it('delivers every event of many concurrent publishers exactly once, with gapless per-user seqs', async () => {
    const start = delivered.length;
    const published = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        // PostgreSQL: half of them on another node, read from the table beside the handed-over ones
        withEvents(usePostgres && i % 2 === 1 ? otherNodeDeps() : deps(), async (tx) => {
          const recipients = [userIds[i % 3]!, userIds[(i + 1) % 3]!];
          const rows = await publish(tx, recipients, 'rekap:changed', { recap: 'jadwal-sidang' });
          // some writers hold their transaction open: later ids commit before them
          if (i % 4 === 0) await tx.execute(sql`select pg_sleep(${(i % 7) * 0.03})`);
          return rows;
        }),
      ),
    );
    const expected = published.flat().map((e) => e.id);
    await eventually(() => delivered.length >= start + expected.length, 10_000, 'all events');
    // the rows handed over, read again (some committed late, below the fast path's cursor)
    await readNow();
    const got = delivered.slice(start).map((e) => e.id);
    expect(got.length).toBe(expected.length);
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
    // per user the seqs are gapless: nothing was skipped in the counter either
    for (const userId of userIds) {
      const seqs = delivered
        .slice(start)
        .filter((e) => e.userId === userId)
        .map((e) => e.seq)
        .sort((x, y) => x - y);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i));
    }
  });
});
