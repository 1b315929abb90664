import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { hasilNilai, hasilSidang } from './schema/hasil';
import { jadwalHistory, jadwalSidang } from './schema/jadwal';

/** The refusal a write met (message and SQLSTATE, wrapped by drizzle or not); null when it went through. */
async function refusal(run: () => Promise<unknown>): Promise<{ message: string; code?: string } | null> {
  return run().then(
    () => null,
    (e: Error & { code?: string; cause?: Error & { code?: string } }) => ({
      message: `${e.message} ${e.cause?.message ?? ''}`,
      code: e.cause?.code ?? e.code,
    }),
  );
}

describe('append-only audit tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const tables: Array<{ name: string; table: PgTable & { id: PgColumn }; set: Record<string, unknown> }> = [
    { name: 'hasil_nilai', table: hasilNilai, set: { alasan: 'x' } },
    { name: 'jadwal_history', table: jadwalHistory, set: { note: 'x' } },
  ];
  for (const { name, table, set } of tables)
    it(`refuses UPDATE and DELETE of a row of ${name}, and the row stays as it was`, async () => {
      const db = server.db;
      const [row] = await db.select().from(table).limit(1);
      expect(row).toBeDefined();
      const id = (row as { id: number }).id;
      const update = await refusal(() => db.update(table).set(set).where(eq(table.id, id)));
      expect(update?.message).toContain(`${name} is append-only`);
      expect(update?.code).toBe('42501');
      const remove = await refusal(() => db.delete(table).where(eq(table.id, id)));
      expect(remove?.message).toContain(`${name} is append-only`);
      expect(await db.select().from(table).where(eq(table.id, id))).toEqual([row]);
    });

  it('lets the rows go with their parent: removing a finished jadwal removes its history, hasil and scores', async () => {
    const db = server.db;
    const [finished] = await db
      .select({ jadwalUuid: hasilSidang.jadwalUuid, hasilUuid: hasilSidang.uuid })
      .from(hasilSidang)
      .innerJoin(hasilNilai, eq(hasilNilai.hasilUuid, hasilSidang.uuid))
      .limit(1);
    expect(finished).toBeDefined();
    const count = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
    const n = sql<number>`count(*)::int`;
    const rollback = new Error('rollback');
    const seen = await db
      .transaction(async (tx) => {
        const before = await count(
          tx.select({ n }).from(jadwalHistory).where(eq(jadwalHistory.jadwalUuid, finished!.jadwalUuid)),
        );
        expect(before).toBeGreaterThan(0);
        await tx.delete(jadwalSidang).where(eq(jadwalSidang.uuid, finished!.jadwalUuid));
        const history = await count(
          tx.select({ n }).from(jadwalHistory).where(eq(jadwalHistory.jadwalUuid, finished!.jadwalUuid)),
        );
        const scores = await count(
          tx.select({ n }).from(hasilNilai).where(eq(hasilNilai.hasilUuid, finished!.hasilUuid)),
        );
        expect({ history, scores }).toEqual({ history: 0, scores: 0 });
        throw rollback;
      })
      .catch((e: unknown) => e);
    expect(seen).toBe(rollback);
    const kept = await count(db.select({ n }).from(hasilNilai).where(eq(hasilNilai.hasilUuid, finished!.hasilUuid)));
    expect(kept).toBeGreaterThan(0);
  });
});
