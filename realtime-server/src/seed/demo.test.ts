import { defaultRoleRules } from '@ujian/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema/auth';
import {
  dosen,
  jenjang,
  peminatan,
  periodeUjian,
  prodi,
  program,
  prosesPersidangan,
  ruangan,
  statusHasilSidang,
  statusJadwalSidang,
  statusPengajuanSidang,
  waktuUjian,
} from '../db/schema/master';
import { payrollLine } from '../db/schema/payroll';
import { jenisBerkas, pengajuanSidang } from '../db/schema/pengajuan';
import { seedState } from '../db/schema/seed-state';
import { surat, suratAntrian } from '../db/schema/surat';
import { createLetterQueue } from '../features/surat/letter-queue';
import { startTestServer, type TestServer } from '../test/harness';
import { seedBase, seedDemo } from './demo';

describe('demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const count = async (table: PgTable) => (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('creates the demo data of CONTRACT.md', async () => {
    expect(await count(roles)).toBe(4);
    expect(await count(users)).toBe(9);
    expect(await count(jenjang)).toBe(2);
    expect(await count(prodi)).toBe(4);
    expect(await count(peminatan)).toBeGreaterThanOrEqual(3);
    expect(await count(program)).toBe(3);
    expect(await count(dosen)).toBe(20);
    expect(await count(ruangan)).toBe(6);
    expect(await count(waktuUjian)).toBe(5);
    expect(await count(statusHasilSidang)).toBe(3);
    expect(await count(statusJadwalSidang)).toBeGreaterThanOrEqual(4);
    expect(await count(statusPengajuanSidang)).toBeGreaterThanOrEqual(8);
    expect(await count(prosesPersidangan)).toBeGreaterThan(0);
    const nidn = await server.db.select({ nidn: dosen.nidn }).from(dosen);
    expect(nidn.length).toBeGreaterThan(0);
    expect(nidn.every((d) => /^\d{10}$/.test(d.nidn))).toBe(true);
  });

  it('issues the letters the demo rows imply: supervisors, committees, the passed student', async () => {
    const letters = await server.db.select({ jenis: surat.jenis, status: surat.status }).from(surat);
    const kinds = new Set(letters.map((l) => l.jenis));
    for (const jenis of ['surat-tugas', 'surat-tugas-pembimbing', 'sktmt']) expect(kinds.has(jenis), jenis).toBe(true);
    expect(letters.length).toBeGreaterThan(0);
    expect(letters.every((l) => l.status === 'terbit')).toBe(true);
  });

  it('pays the finished demo sidang: honorarium lines for its committee and supervisors', async () => {
    expect(await count(payrollLine)).toBeGreaterThan(0);
  });

  it('stores role rules as data with placeholders', async () => {
    const [koordinator] = await server.db.select().from(roles).where(eq(roles.name, 'koordinator'));
    expect(koordinator?.rules).toEqual(defaultRoleRules.koordinator);
    expect(JSON.stringify(koordinator?.rules)).toContain('${user.prodiId}');
  });

  it('links dosen1 to a dosen row and gives every account its role', async () => {
    const rows = await server.db
      .select({ username: users.username, email: users.email, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    expect(rows.map((r) => `${r.role}:${r.username}:${r.email}`).sort()).toEqual([
      'admin:admin:admin@demo.ac.id',
      'client:mahasiswa2:mahasiswa2@demo.ac.id',
      'client:mahasiswa3:mahasiswa3@demo.ac.id',
      'client:mahasiswa4:mahasiswa4@demo.ac.id',
      'client:mahasiswa:mahasiswa@demo.ac.id',
      'dosen:dosen1:dosen1@demo.ac.id',
      'dosen:dosen2:dosen2@demo.ac.id',
      'dosen:dosen3:dosen3@demo.ac.id',
      'koordinator:koordinator:koordinator@demo.ac.id',
    ]);
    const linked = await server.db
      .select({ nidn: dosen.nidn })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId))
      .where(eq(users.username, 'dosen1'));
    expect(linked).toEqual([{ nidn: '0401018001' }]);
    const others = await server.db
      .select({ username: users.username })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId))
      .orderBy(users.username);
    expect(others.map((r) => r.username)).toEqual(['dosen1', 'dosen2', 'dosen3']);
  });

  it('opens a sidang and a yudisium period today for 90 days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const periods = await server.db.select().from(periodeUjian);
    expect(periods.map((p) => p.jenis).sort()).toEqual(['sidang', 'yudisium']);
    for (const p of periods) {
      expect(p.tanggalBuka <= today).toBe(true);
      expect(p.tanggalTutup >= in90).toBe(true);
    }
  });

  it('labels every status in the five languages', async () => {
    const rows = await server.db.select().from(statusPengajuanSidang);
    for (const row of rows) expect(Object.keys(row.label as object).sort()).toEqual(['de', 'en', 'fr', 'id', 'pt']);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await count(dosen);
    expect(await seedDemo(server.db, { clock: { now: () => new Date() } })).toEqual({ seeded: false });
    await seedBase(server.db);
    expect(await count(dosen)).toBe(before);
    expect(await count(roles)).toBe(4);
    expect(await count(users)).toBe(9);
    expect(await count(statusHasilSidang)).toBe(3);
  });
});

describe('demo seed with its letters queued (as `npm start` seeds)', () => {
  it('leaves the letters in the queue, and the queue issues the same letters, numbered in the same order', async () => {
    const issued = await startTestServer();
    const queued = await startTestServer({ seed: false });
    try {
      const lettersOf = (db: TestServer['db']) =>
        db
          .select({ jenis: surat.jenis, nomor: surat.nomor, ref: surat.ref, status: surat.status })
          .from(surat)
          .orderBy(surat.jenis, surat.nomor);
      expect(await seedDemo(queued.db, { clock: { now: () => new Date() }, letters: 'queue' })).toEqual({
        seeded: true,
      });
      expect(await lettersOf(queued.db)).toEqual([]);
      const expected = await lettersOf(issued.db);
      expect(await queued.db.select().from(suratAntrian)).toHaveLength(expected.length);

      const queue = createLetterQueue({
        db: queued.db,
        logger: { warn: () => undefined },
        appUrl: 'http://portal.test',
        clock: { now: () => new Date() },
      });
      await queue.issueWaiting();
      await queue.close();
      // the demo rows are made afresh (new uuids): compare what the letters are about by kind and number
      const refKinds = (rows: typeof expected) => rows.map((r) => ({ ...r, ref: Object.keys(r.ref as object) }));
      expect(refKinds(await lettersOf(queued.db))).toEqual(refKinds(expected));
      expect(await queued.db.select().from(suratAntrian)).toEqual([]);
    } finally {
      await queued.close();
      await issued.close();
    }
  }, 180_000);
});

describe('the base seed at each start', () => {
  it('reads one row while its values are unchanged, and writes them again when they change', async () => {
    const server = await startTestServer({ seed: false });
    try {
      await seedBase(server.db);
      const [state] = await server.db.select().from(seedState);
      expect(state).toMatchObject({ name: 'base', fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // a start with the same values leaves the tables as they are (here: a state label gone)
      const labels = async () => (await server.db.select().from(statusHasilSidang)).length;
      await server.db.delete(statusHasilSidang).where(eq(statusHasilSidang.kode, 'tidak_lulus'));
      await seedBase(server.db);
      expect(await labels()).toBe(2);
      // a build whose values differ (another fingerprint stored) writes them once more
      await server.db.update(seedState).set({ fingerprint: 'an older build' });
      await seedBase(server.db);
      expect(await labels()).toBe(3);
      expect((await server.db.select().from(seedState))[0]!.fingerprint).toBe(state!.fingerprint);
    } finally {
      await server.close();
    }
  });
});

describe('demo seed on a database with users', () => {
  it('does not seed demo data, but seedBase still provides the roles', async () => {
    const server = await startTestServer({ seed: false });
    try {
      await seedBase(server.db);
      await server.db.insert(users).values({
        username: 'someone',
        email: 'someone@univ.ac.id',
        passwordHash: 'x',
        roleId: (await server.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin')))[0]!.id,
      });
      expect(await seedDemo(server.db, { clock: { now: () => new Date() } })).toEqual({ seeded: false });
      const n = (await server.db.select({ n: sql<number>`count(*)::int` }).from(dosen))[0]!.n;
      expect(n).toBe(0);
      expect((await server.db.select().from(roles)).length).toBe(4);
    } finally {
      await server.close();
    }
  });
});

describe('demo seed: pengajuan', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives every kind its document types and mahasiswa3 a passed sidang (the yudisium demo)', async () => {
    const types = await server.db.select({ kind: jenisBerkas.kind, kode: jenisBerkas.kode }).from(jenisBerkas);
    expect(types.map((t) => `${t.kind}:${t.kode}`).sort()).toEqual([
      'sidang:lembar_pengesahan',
      'sidang:naskah',
      'sidang:transkrip',
      'yudisium:bebas_pustaka',
      'yudisium:bukti_lulus_sidang',
    ]);
    const rows = await server.db
      .select({ username: users.username, status: pengajuanSidang.status, hasil: pengajuanSidang.hasil })
      .from(pengajuanSidang)
      .innerJoin(users, eq(users.id, pengajuanSidang.userId));
    // mahasiswa starts with a clean slate: they apply for a sidang themselves in the demo
    expect(rows.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: 'mahasiswa3', status: 'selesai', hasil: 'lulus' },
      { username: 'mahasiswa4', status: 'dijadwalkan', hasil: null },
    ]);
  });
});
