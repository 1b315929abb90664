import type { Availability } from '@ujian/shared/jadwal';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen, jadwalExternalUmum, ruangan } from '../../db/schema/master';
import { pengajuanPembimbing } from '../../db/schema/pengajuan';
import { slotOf } from './check-jadwal';
import { loadOnDay } from './rules/dosen-load';
import { earliestOverlappingStart } from './rules/types';

type Rows = { rows: Array<Record<string, unknown>> };

/**
 * The active rooms and dosen free in a slot (for the pickers): no other live sidang overlaps and no
 * jadwal external umum blocks them; each dosen with their number of sidang that day. The pengajuan's
 * pembimbing are left out (they may not examine their own student). `exceptJadwal`: the row being edited.
 */
export async function availability(
  db: Db,
  query: { tanggal: string; waktuUjianUuid: string; pengajuanUuid?: string },
  exceptJadwal?: string,
): Promise<Availability> {
  const { mulai, selesai } = await slotOf(db, query.tanggal, query.waktuUjianUuid);
  const from = mulai!.toISOString();
  const to = selesai!.toISOString();
  const except = exceptJadwal ? sql`and j.uuid <> ${exceptJadwal}::uuid` : sql``;
  const overlapping = sql`select j.uuid, j.pengajuan_uuid, j.ruangan_uuid from ${jadwalSidang} j
    where j.status <> 'dibatalkan' and j.mulai < ${to}::timestamptz and j.selesai > ${from}::timestamptz
      and j.mulai > ${earliestOverlappingStart(mulai!).toISOString()}::timestamptz ${except}`;
  const blocks = sql`select e.cakupan, e.dosen_uuid, e.ruangan_uuid from ${jadwalExternalUmum} e
    where e.active and e.mulai < ${to}::timestamptz and e.selesai > ${from}::timestamptz`;

  const rooms = (await db.execute(sql`
    with o as (${overlapping}), b as (${blocks})
    select r.uuid, r.nama, r.kapasitas from ${ruangan} r
    where r.active
      and not exists (select 1 from o where o.ruangan_uuid = r.uuid)
      and not exists (select 1 from b where b.cakupan = 'semua' or (b.cakupan = 'ruangan' and b.ruangan_uuid = r.uuid))
    order by r.nama`)) as Rows;

  const pengajuan = query.pengajuanUuid ?? null;
  const people = (await db.execute(sql`
    with o as (${overlapping}), b as (${blocks}),
    busy as (
      select k.dosen_uuid from o join ${jadwalKomite} k on k.jadwal_uuid = o.uuid
      union
      select pp.dosen_uuid from o join ${pengajuanPembimbing} pp on pp.kind = 'sidang' and pp.pengajuan_uuid = o.pengajuan_uuid
    )
    select d.uuid, d.nama from ${dosen} d
    where d.active
      and not exists (select 1 from busy where busy.dosen_uuid = d.uuid)
      and not exists (select 1 from b where b.cakupan = 'semua' or (b.cakupan = 'dosen' and b.dosen_uuid = d.uuid))
      and not exists (select 1 from ${pengajuanPembimbing} pp where pp.kind = 'sidang'
        and pp.pengajuan_uuid = ${pengajuan}::uuid and pp.dosen_uuid = d.uuid)
    order by d.nama`)) as Rows;

  const load = await loadOnDay({ db }, query.tanggal, null, exceptJadwal);
  return {
    ruangan: rooms.rows.map((r) => ({ uuid: String(r.uuid), nama: String(r.nama), kapasitas: Number(r.kapasitas) })),
    dosen: people.rows.map((d) => ({
      uuid: String(d.uuid),
      nama: String(d.nama),
      load: load.get(String(d.uuid)) ?? 0,
    })),
  };
}
