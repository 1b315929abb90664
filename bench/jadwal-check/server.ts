// Clash-check bench server process: the test server (TEST_DB picks PostgreSQL or PGlite) seeded with
// 10k jadwal, answering HTTP; on request from run.ts it reports its CPU time, runs checks in-process
// and EXPLAINs the statements a check runs. Driven by run.ts over the IPC channel.
import type { KomiteSeat } from '@ujian/shared/jadwal';
import { sql } from 'drizzle-orm';
import { users } from '../../realtime-server/src/db/schema/auth';
import { dosen, prodi, ruangan, waktuUjian } from '../../realtime-server/src/db/schema/master';
import { checkFactsQuery } from '../../realtime-server/src/features/jadwal/check-facts';
import { checkJadwal } from '../../realtime-server/src/features/jadwal/check-jadwal';
import { startTestServer } from '../../realtime-server/src/test/harness';
import { measure, ownCpu } from './measure';

type Rows = { rows: Array<Record<string, unknown>> };

/** What run.ts sends as a check body. */
export type CheckBody = {
  pengajuanUuid: string;
  tanggal: string;
  waktuUjianUuid: string;
  ruanganUuid?: string;
  komite: Array<{ dosenUuid: string; peran: string }>;
};

export type Ready = {
  ready: true;
  baseUrl: string;
  driver: string;
  jadwal: number;
  seedMs: number;
  pengajuanUuid: string;
  dosenIds: string[];
  roomIds: string[];
  slotIds: string[];
};

export type Command =
  | { id: number; cmd: 'cpu' }
  | { id: number; cmd: 'direct'; bodies: CheckBody[]; concurrency: number }
  | { id: number; cmd: 'explain'; body: CheckBody }
  | { id: number; cmd: 'stop' };

const driver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function main() {
  const server = await startTestServer({ realtime: true, seedDocuments: true });
  const db = server.database.db;
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
  const slotIds = (await db.select({ uuid: waktuUjian.uuid }).from(waktuUjian).orderBy(waktuUjian.mulai)).map(
    (s) => s.uuid,
  );
  const rows = Number(process.env.BENCH_ROWS ?? 10000);
  const arr = (ids: string[]) => `{${ids.join(',')}}`;

  // `rows` pengajuan dijadwalkan, each with two pembimbing, and their jadwal over a year (half past,
  // half ahead) in 5 slots x 30 rooms, each with a committee of three: about 5 sidang per slot per day.
  await db.execute(sql`
    with p as (
      insert into pengajuan_sidang (user_id, prodi_uuid, judul, status)
      select ${student!.id}, ${p!.uuid}::uuid, 'Bench sidang ' || g, 'dijadwalkan' from generate_series(1, ${rows}) g
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
        (${arr(slotIds)}::uuid[])[1 + ((n / 365) % ${slotIds.length})] as waktu,
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

  const explain = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(sql`explain (analyze, costs off) ${query}`)) as Rows).rows
      .map((r) => String(Object.values(r)[0]))
      .join('\n  ');

  process.on('message', async (m: Command) => {
    const reply = (value: unknown) => process.send?.({ id: m.id, value });
    if (m.cmd === 'cpu') reply(await ownCpu());
    if (m.cmd === 'direct') {
      // the same checks in-process (no HTTP, no auth): what the check itself costs
      const result = await measure(
        m.bodies.length,
        m.concurrency,
        async (i) => {
          const b = m.bodies[i]!;
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
        },
        ownCpu,
      );
      reply(result);
    }
    if (m.cmd === 'explain') {
      const b = m.body;
      reply(
        await explain(
          checkFactsQuery({
            pengajuanUuid,
            tanggal: b.tanggal,
            waktuUjianUuid: b.waktuUjianUuid,
            ruanganUuid: b.ruanganUuid ?? null,
            komite: b.komite,
          }),
        ),
      );
    }
    if (m.cmd === 'stop') {
      await server.close();
      reply(true);
      process.exit(0);
    }
  });
  // run.ts gone (killed, its output closed): do not stay behind holding the schema
  process.once('disconnect', () => {
    void server.close().finally(() => process.exit(1));
  });
  const ready: Ready = {
    ready: true,
    baseUrl: server.baseUrl,
    driver,
    jadwal: Number(counted.rows[0]!.n),
    seedMs,
    pengajuanUuid,
    dosenIds,
    roomIds,
    slotIds,
  };
  process.send?.(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
