// Jadwal clash-check bench: seeds 10k jadwal (committees, pembimbing, external blocks) and measures
// POST /api/v1/jadwal-sidang/check over HTTP (auth, the pengajuan lookup and the check) and the check
// in-process, both at --concurrency: p50/p95/p99, throughput and CPU per call; then prints EXPLAIN
// (ANALYZE) of the statements a check runs. Runs PostgreSQL (the test server, see TEST_DB) and PGlite
// in memory one after the other, each in its own process.
//   npx tsx bench/jadwal-check/run.ts [--db both|postgres|pglite] [--rows 10000] [--requests 2000] [--concurrency 4]
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { KomiteSeat } from '@ujian/shared/jadwal';
import { sql } from 'drizzle-orm';
import { users } from '../../realtime-server/src/db/schema/auth';
import { dosen, prodi, ruangan, waktuUjian } from '../../realtime-server/src/db/schema/master';
import { checkFactsQuery } from '../../realtime-server/src/features/jadwal/check-facts';
import { checkJadwal } from '../../realtime-server/src/features/jadwal/check-jadwal';
import { api, loginAs, startTestServer } from '../../realtime-server/src/test/harness';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '4' },
    db: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
// the harness picks its database when it is imported, so each driver runs in a child process
const wanted = args.db ?? 'both';
if (!['both', 'postgres', 'pglite'].includes(wanted)) throw new Error(`--db ${wanted}: both, postgres or pglite`);
const children = wanted === 'both' ? ['postgres', 'pglite'] : wanted === driver ? [] : [wanted];

type Rows = { rows: Array<Record<string, unknown>> };

const load1 = () => loadavg()[0]!.toFixed(1);

/**
 * `total` calls of `call`, CONCURRENCY at a time: latency percentiles, throughput, this process's CPU
 * per call (server, client and, on PGlite, the database: steadier than wall time on a busy machine)
 * and the 1-minute load average before and after.
 */
async function measure(total: number, call: () => Promise<void>): Promise<string> {
  const times: number[] = [];
  let next = 0;
  const loadBefore = load1();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.min(times.length - 1, Math.floor(f * times.length))]!.toFixed(1);
  return (
    `x${times.length} (concurrency ${CONCURRENCY}): p50=${q(0.5)}ms p95=${q(0.95)}ms p99=${q(0.99)}ms ` +
    `max=${times[times.length - 1]!.toFixed(1)}ms throughput=${((times.length / wall) * 1000).toFixed(0)}/s ` +
    `cpu/call=${((used.user + used.system) / 1000 / times.length).toFixed(2)}ms ` +
    `load=${loadBefore}->${load1()} on ${cpus().length} CPUs`
  );
}

async function main() {
  const server = await startTestServer({ realtime: true, seedDocuments: true });
  const db = server.database.db;
  try {
    const t0 = performance.now();
    const [student] = await db.select({ id: users.id }).from(users).where(sql`${users.username} = 'mahasiswa2'`);
    const [p] = await db.select({ uuid: prodi.uuid }).from(prodi).limit(1);
    // a faculty of 220 lecturers and 30 rooms, so a random placement clashes sometimes, not always
    await db.execute(sql`insert into dosen (nidn, nama) select '9' || lpad(g::text, 9, '0'), 'Dosen Bench ' || g
      from generate_series(1, 200) g`);
    await db.execute(
      sql`insert into ruangan (kode, nama) select 'B-' || g, 'Ruang Bench ' || g from generate_series(1, 24) g`,
    );
    const dosenIds = (await db.select({ uuid: dosen.uuid }).from(dosen).orderBy(dosen.nidn)).map((d) => d.uuid);
    const roomIds = (await db.select({ uuid: ruangan.uuid }).from(ruangan).orderBy(ruangan.nama)).map((r) => r.uuid);
    const slots = await db.select({ uuid: waktuUjian.uuid }).from(waktuUjian).orderBy(waktuUjian.mulai);
    const arr = (ids: string[]) => `{${ids.join(',')}}`;

    // 10k pengajuan dijadwalkan, each with two pembimbing, and their jadwal over a year (half past, half
    // ahead) in 5 slots x 30 rooms, each with a committee of three: about 5 sidang per slot per day.
    await db.execute(sql`
      with p as (
        insert into pengajuan_sidang (user_id, prodi_uuid, judul, status)
        select ${student!.id}, ${p!.uuid}::uuid, 'Bench sidang ' || g, 'dijadwalkan' from generate_series(1, ${ROWS}) g
        returning uuid
      ), numbered as (select uuid, row_number() over () as n from p)
      insert into pengajuan_pembimbing (kind, pengajuan_uuid, urutan, dosen_uuid)
      select 'sidang', uuid, u, (${arr(dosenIds)}::uuid[])[1 + ((n * 3 + u * 5) % ${dosenIds.length})]
      from numbered, generate_series(1, 2) u`);
    await db.execute(sql`
      with numbered as (
        select uuid, row_number() over (order by uuid) as n from pengajuan_sidang where judul like 'Bench sidang %'
      ), placed as (
        select uuid, n, (current_date - 180 + (n % 365)::int) as tanggal,
          (${arr(slots.map((s) => s.uuid))}::uuid[])[1 + ((n / 365) % ${slots.length})] as waktu,
          (${arr(roomIds)}::uuid[])[1 + (n % ${roomIds.length})] as room
        from numbered
      )
      insert into jadwal_sidang (pengajuan_uuid, prodi_uuid, status, tanggal, waktu_ujian_uuid, mulai, selesai, ruangan_uuid)
      select pl.uuid, ${p!.uuid}::uuid, case when pl.tanggal < current_date then 'selesai' else 'terjadwal' end,
        pl.tanggal, pl.waktu,
        (pl.tanggal + w.mulai) at time zone 'Asia/Jakarta', (pl.tanggal + w.selesai) at time zone 'Asia/Jakarta', pl.room
      from placed pl join waktu_ujian w on w.uuid = pl.waktu`);
    await db.execute(sql`
      with numbered as (
        -- only the bench's own jadwal: the demo's already have their committees
        select j.uuid, row_number() over (order by j.uuid) as n from jadwal_sidang j
        join pengajuan_sidang ps on ps.uuid = j.pengajuan_uuid where ps.judul like 'Bench sidang %'
      )
      insert into jadwal_komite (jadwal_uuid, peran, dosen_uuid)
      select uuid, peran, (${arr(dosenIds)}::uuid[])[1 + ((n * 7 + off) % ${dosenIds.length})]
      from numbered, (values ('ketua', 1), ('sekretaris', 8), ('penguji1', 14)) s(peran, off)`);
    await db.execute(sql`
      insert into jadwal_external_umum (judul, mulai, selesai, cakupan, dosen_uuid)
      select 'Cuti ' || g, (current_date + g)::timestamp at time zone 'Asia/Jakarta',
        (current_date + g + 1)::timestamp at time zone 'Asia/Jakarta', 'dosen',
        (${arr(dosenIds)}::uuid[])[1 + (g % ${dosenIds.length})]
      from generate_series(1, 20) g`);
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - t0;
    const counted = (await db.execute(sql`select count(*)::int as n from jadwal_sidang`)) as Rows;

    // the pengajuan being placed, with two pembimbing
    const [candidate] = (
      (await db.execute(sql`
        insert into pengajuan_sidang (user_id, prodi_uuid, judul, status)
        values (${student!.id}, ${p!.uuid}::uuid, 'Bench candidate', 'diverifikasi') returning uuid`)) as Rows
    ).rows;
    const pengajuanUuid = String(candidate!.uuid);
    await db.execute(sql`
      insert into pengajuan_pembimbing (kind, pengajuan_uuid, urutan, dosen_uuid)
      values ('sidang', ${pengajuanUuid}::uuid, 1, ${dosenIds[0]}::uuid), ('sidang', ${pengajuanUuid}::uuid, 2, ${dosenIds[1]}::uuid)`);

    const admin = await loginAs(server.baseUrl, 'admin', 'Admin#2026demo');
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const day = (offset: number) =>
      new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const body = () => {
      const seats = new Set<number>();
      while (seats.size < 3) seats.add(2 + rand(dosenIds.length - 2));
      const [k, s, u] = [...seats];
      return {
        pengajuanUuid,
        tanggal: day(1 + rand(80)),
        waktuUjianUuid: slots[rand(slots.length)]!.uuid,
        ruanganUuid: roomIds[rand(roomIds.length)],
        komite: [
          { dosenUuid: dosenIds[k!], peran: 'ketua' },
          { dosenUuid: dosenIds[s!], peran: 'sekretaris' },
          { dosenUuid: dosenIds[u!], peran: 'penguji1' },
        ],
      };
    };

    // warm-up, then the measured run
    for (let i = 0; i < 50; i++)
      await api(server.baseUrl, 'POST', '/jadwal-sidang/check', { token: admin.accessToken, body: body() });
    let clashes = 0;
    let failures = 0;
    const byCode = new Map<string, number>();
    const http = await measure(REQUESTS, async () => {
      const res = await api<{ ok: boolean; clashes: Array<{ code: string }> }>(
        server.baseUrl,
        'POST',
        '/jadwal-sidang/check',
        { token: admin.accessToken, body: body() },
      );
      if (res.status !== 200) failures += 1;
      else if (!res.body.ok) {
        clashes += 1;
        for (const code of new Set(res.body.clashes.map((c) => c.code))) byCode.set(code, (byCode.get(code) ?? 0) + 1);
      }
    });
    console.log(`driver=${driver} jadwal=${counted.rows[0]!.n} seed=${(seedMs / 1000).toFixed(1)}s`);
    console.log(`POST /jadwal-sidang/check ${http} clashing=${clashes} failed=${failures}`);
    console.log(`clash kinds: ${[...byCode].map(([c, n]) => `${c}=${n}`).join(' ')}`);

    // the same checks in-process (no HTTP, no auth, no pengajuan lookup): what the check itself costs
    const direct = await measure(Math.min(REQUESTS, 1000), async () => {
      const b = body();
      await checkJadwal(
        db,
        {
          pengajuanUuid,
          tanggal: b.tanggal,
          waktuUjianUuid: b.waktuUjianUuid,
          ruanganUuid: b.ruanganUuid ?? null,
          onlineUrl: null,
          komite: b.komite as KomiteSeat[],
        },
        { now: new Date() },
      );
    });
    console.log(`checkJadwal in-process ${direct}`);

    // the one statement a check runs (besides auth and the pengajuan lookup of the route), with its plan
    const sample = body();
    const plan = (
      (await db.execute(
        sql`explain (analyze, costs off) ${checkFactsQuery({
          pengajuanUuid,
          tanggal: sample.tanggal,
          waktuUjianUuid: sample.waktuUjianUuid,
          ruanganUuid: sample.ruanganUuid ?? null,
          komite: sample.komite,
        })}`,
      )) as Rows
    ).rows
      .map((r) => String(Object.values(r)[0]))
      .join('\n  ');
    console.log(`EXPLAIN (ANALYZE) of the check's statement (loadCheckFacts):\n  ${plan}`);
    // the route's other statement (besides auth): whom the pengajuan belongs to, for the CASL check
    const lookup = (
      (await db.execute(
        sql`explain (analyze, costs off) select user_id, prodi_uuid from pengajuan_sidang where uuid = ${pengajuanUuid}::uuid`,
      )) as Rows
    ).rows
      .map((r) => String(Object.values(r)[0]))
      .join('\n  ');
    console.log(`EXPLAIN (ANALYZE) of the pengajuan lookup:\n  ${lookup}`);
  } finally {
    await server.close();
  }
}

function runChildren(): number {
  let failed = 0;
  for (const db of children) {
    const env = { ...process.env };
    if (db === 'postgres') env.TEST_DB = 'postgres';
    else delete env.TEST_DB;
    const argv = process.argv
      .slice(2)
      .filter((a, i, all) => a !== '--db' && all[i - 1] !== '--db' && !a.startsWith('--db='));
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...argv, '--db', db], {
      stdio: 'inherit',
      env,
    });
    if (child.status !== 0) failed += 1;
  }
  return failed;
}

(children.length > 0 ? Promise.resolve().then(runChildren) : main().then(() => 0)).then(
  (failed) => process.exit(failed > 0 ? 1 : 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
