import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { publish } from '../events/publish';
import { createEventSignal } from '../events/signal';
import { withEvents } from '../events/with-events';
import { TEST_POSTGRES_URL } from '../test/harness';
import { createRelay, type Relay, type RelayEvent } from './relay';
import { eventually, type RealtimeTestServer, startRealtimeTestServer, usePostgres } from './test-realtime';

describe('relay', () => {
  let server: RealtimeTestServer;
  let relay: Relay;
  let userIds: number[];
  const delivered: RelayEvent[] = [];
  const signal = createEventSignal();

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    userIds = (await server.database.db.select({ id: users.id }).from(users)).map((u) => u.id).slice(0, 3);
    // a relay of its own, woken only by NOTIFY (PostgreSQL) or this signal (PGlite) and a slow poll
    relay = createRelay(
      {
        db: server.database.db,
        signal,
        logger: pino({ level: 'silent' }),
        listen: server.schema ? { databaseUrl: TEST_POSTGRES_URL, schema: server.schema } : undefined,
        pollMs: 60_000,
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
    // A takes its id first and commits last; B commits in between and its NOTIFY wakes the relay
    const a = withEvents(deps(), async (tx) => {
      const rows = await publish(tx, [userIds[0]!], 'rekap:changed', { recap: 'payroll' });
      await tx.execute(sql`select pg_sleep(0.4)`);
      return rows;
    });
    await new Promise((r) => setTimeout(r, 100));
    const b = await withEvents(deps(), (tx) => publish(tx, [userIds[1]!], 'rekap:changed', { recap: 'payroll' }));
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
        withEvents(deps(), async (tx) => {
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
    await new Promise((r) => setTimeout(r, 200));
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
