// Payroll at scale: 50,000 payroll lines (10,000 finished sidang x 5 honoraria) on PostgreSQL (a fresh
// schema, dropped afterwards) and on PGlite (in memory); times the recap query (admin: all lecturers;
// dosen: one), a page of lines and the streamed xlsx export, and samples peak RSS (per recap and for the export).
// `npx tsx bench/payroll/run.ts [--lines 50000] [--db postgresql://postgres@127.0.0.1:5432/test] [--only pg|pglite]`
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createAbility } from '@ujian/shared/ability';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../realtime-server/src/db/client';
import { users } from '../../realtime-server/src/db/schema/auth';
import { dosen } from '../../realtime-server/src/db/schema/master';
import { exportPayrollXlsx } from '../../realtime-server/src/features/payroll/export-payroll';
import { payrollLines, payrollRecap } from '../../realtime-server/src/features/payroll/payroll-query';
import type { AuthContext } from '../../realtime-server/src/http/authenticate';
import { seedDemo } from '../../realtime-server/src/seed/demo';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const LINES = Number(arg('lines', '50000'));
const URL = arg('db', process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test');
const ONLY = arg('only', '');

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** 5 honoraria per sidang: ketua, sekretaris, two penguji and one pembimbing, five different lecturers. */
async function seedLines(database: Database, lines: number): Promise<void> {
  const db = database.db;
  const sidang = Math.ceil(lines / 5);
  await db.execute(sql`
    INSERT INTO pengajuan_sidang (user_id, prodi_uuid, judul, status)
    SELECT (SELECT id FROM users WHERE username = 'mahasiswa'),
      (SELECT uuid FROM prodi ORDER BY kode OFFSET (g % 4) LIMIT 1), 'Bench ' || g, 'selesai'
    FROM generate_series(1, ${sidang}) g`);
  await db.execute(sql`
    INSERT INTO jadwal_sidang (pengajuan_uuid, prodi_uuid, status, tanggal)
    SELECT p.uuid, p.prodi_uuid, 'selesai', date '2025-01-01' + (row_number() over (order by p.uuid))::int % 700
    FROM pengajuan_sidang p WHERE p.judul LIKE 'Bench %'`);
  await db.execute(sql`
    WITH d AS (SELECT array_agg(uuid ORDER BY nidn) AS ids FROM dosen),
    j AS (SELECT uuid, prodi_uuid, tanggal, row_number() over (order by uuid) AS n FROM jadwal_sidang WHERE status = 'selesai'),
    seat AS (SELECT * FROM (VALUES (0, 'ketua', 250000), (1, 'sekretaris', 150000), (2, 'penguji', 200000),
      (3, 'penguji', 200000), (4, 'pembimbing', 300000)) AS s(k, peran, jumlah))
    INSERT INTO payroll_line (jadwal_uuid, dosen_uuid, peran, jumlah, pajak, neto, tanggal, prodi_uuid)
    SELECT j.uuid, d.ids[1 + ((j.n + seat.k) % array_length(d.ids, 1))], seat.peran, seat.jumlah,
      (seat.jumlah * 5 + 50) / 100, seat.jumlah - (seat.jumlah * 5 + 50) / 100, j.tanggal, j.prodi_uuid
    FROM j, d, seat`);
  await db.execute(sql`ANALYZE payroll_line`);
}

async function authAs(database: Database, username: string): Promise<AuthContext> {
  const db = database.db;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [d] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, u!.id));
  const rules =
    username === 'admin'
      ? [{ action: 'manage', subject: 'all' }]
      : [{ action: 'read', subject: 'rekapitulasi-payroll', conditions: { dosenId: d!.uuid } }];
  return {
    userId: u!.id,
    role: username,
    rules,
    ability: createAbility(rules as never),
    user: { id: u!.id, prodiId: null, dosenId: d?.uuid ?? null },
  } as unknown as AuthContext;
}

async function run(label: string, database: Database): Promise<void> {
  peakRss = process.memoryUsage().rss;
  const clock = { now: () => new Date() };
  await database.migrate();
  await seedDemo(database.db, { clock });
  const seeded = await time(() => seedLines(database, LINES));
  const [count] = (
    (await database.db.execute(sql`select count(*)::int as n from payroll_line`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  const admin = await authAs(database, 'admin');
  const dosen1 = await authAs(database, 'dosen1');
  const results: Array<[string, string]> = [[`lines inserted (${count?.n})`, `${seeded.ms.toFixed(0)} ms`]];
  for (const [name, auth, q] of [
    ['recap, admin, all', admin, {}],
    ['recap, admin, one year', admin, { from: '2025-01-01', to: '2025-12-31' }],
    ['recap, dosen1 (own row)', dosen1, {}],
  ] as const) {
    await payrollRecap(database.db, auth, q); // warm
    const before = process.memoryUsage().rss;
    peakRss = before;
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      runs.push((await time(() => payrollRecap(database.db, auth, q))).ms);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    runs.sort((a, b) => a - b);
    results.push([
      name,
      `median ${runs[2]!.toFixed(1)} ms (min ${runs[0]!.toFixed(1)}, max ${runs[4]!.toFixed(1)}), peak RSS ${mb(peakRss)} (before ${mb(before)})`,
    ]);
  }
  const page = await time(() => payrollLines(database.db, admin, { page: 100, perPage: 50 }));
  results.push(['lines, page 100 of 50', `${page.ms.toFixed(1)} ms`]);
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      bytes += chunk.length;
      cb();
    },
  });
  const exported = await time(() => exportPayrollXlsx(database.db, admin, {}, sink));
  results.push([
    'xlsx export, all lines',
    `${exported.ms.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB, peak RSS ${mb(peakRss)} (before ${mb(rssBefore)})`,
  ]);
  console.log(`\n## ${label}`);
  for (const [k, v] of results) console.log(`| ${k} | ${v} |`);
}

async function main() {
  if (ONLY !== 'pglite') {
    const schema = `bench_payroll_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: URL, schema });
    try {
      await run(`PostgreSQL (${schema})`, database);
    } finally {
      await database.close();
      const client = new pg.Client({ connectionString: URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  if (ONLY !== 'pg') {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await run('PGlite (memory)', database);
    } finally {
      await database.close();
    }
  }
  clearInterval(sampler);
  console.log(`\npeak RSS of the whole run: ${mb(peakRss)}`);
}

await main();
