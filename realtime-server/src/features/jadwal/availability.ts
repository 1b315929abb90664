import type { Availability } from '@ujian/shared/jadwal';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen, jadwalExternalUmum, ruangan } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { ketersediaanOccurrences } from '../ketersediaan/occurrences';
import { openPeriodes } from '../master/open-periodes';
import { slotOf } from './check-jadwal';
import { loadOnDay } from './rules/dosen-load';
import { earliestOverlappingStart } from './rules/types';

type Rows = { rows: Array<Record<string, unknown>> };

/**
 * The active rooms and dosen free in a slot (for the pickers): no other live sidang overlaps, no
 * jadwal external umum blocks them and (dosen) they did not declare themself unavailable; each dosen
 * with their number of sidang that day, their committee seats in the open periode and whether they
 * examine in the student's peminatan, in suggestion order. The pengajuan's
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
    select d.uuid, d.nama, d.peminatan_uuids from ${dosen} d
    where d.active
      and not exists (select 1 from busy where busy.dosen_uuid = d.uuid)
      and not exists (select 1 from b where b.cakupan = 'semua' or (b.cakupan = 'dosen' and b.dosen_uuid = d.uuid))
      and not exists (select 1 from ${pengajuanPembimbing} pp where pp.kind = 'sidang'
        and pp.pengajuan_uuid = ${pengajuan}::uuid and pp.dosen_uuid = d.uuid)
    order by d.nama`)) as Rows;

  const [load, unavailable, seats, peminatanUuid] = await Promise.all([
    loadOnDay({ db }, query.tanggal, null, exceptJadwal),
    ketersediaanOccurrences(db, { from: mulai!, to: selesai! }),
    seatsInPeriode(db, query.tanggal, exceptJadwal),
    studentPeminatan(db, pengajuan),
  ]);
  const blocked = new Set(unavailable.map((o) => o.dosenUuid));
  const dosenRows = people.rows
    .filter((d) => !blocked.has(String(d.uuid)))
    .map((d) => ({
      uuid: String(d.uuid),
      nama: String(d.nama),
      load: load.get(String(d.uuid)) ?? 0,
      loadPeriode: seats.get(String(d.uuid)) ?? 0,
      cocok: peminatanUuid !== null && uuidList(d.peminatan_uuids).includes(peminatanUuid),
    }));
  return {
    ruangan: rooms.rows.map((r) => ({ uuid: String(r.uuid), nama: String(r.nama), kapasitas: Number(r.kapasitas) })),
    dosen: suggestionOrder(dosenRows),
  };
}

/** Examiner suggestions: a lecturer of the student's peminatan first, then the lighter load in the periode, then by name. */
export function suggestionOrder<T extends { nama: string; loadPeriode: number; cocok: boolean }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => Number(b.cocok) - Number(a.cocok) || a.loadPeriode - b.loadPeriode || a.nama.localeCompare(b.nama, 'id'),
  );
}

/** A uuid[] column as the drivers hand it over: an array (node-postgres, PGlite) or the text form `{a,b}`. */
function uuidList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}

/** Committee seats per dosen in the open periode ujian sidang of `tanggal` (none open: no seats counted). */
async function seatsInPeriode(db: Db, tanggal: string, exceptJadwal?: string): Promise<Map<string, number>> {
  const [periode] = await openPeriodes(db, tanggal, 'sidang');
  if (!periode) return new Map();
  const result = (await db.execute(sql`
    select k.dosen_uuid, count(*)::int as n from ${jadwalKomite} k join ${jadwalSidang} j on j.uuid = k.jadwal_uuid
    where j.status <> 'dibatalkan' and j.tanggal between ${periode.tanggalBuka}::date and ${periode.tanggalTutup}::date
      ${exceptJadwal ? sql`and j.uuid <> ${exceptJadwal}::uuid` : sql``}
    group by k.dosen_uuid`)) as Rows;
  return new Map(result.rows.map((r) => [String(r.dosen_uuid), Number(r.n)]));
}

/** The peminatan of the pengajuan's student (their biodata), if any. */
async function studentPeminatan(db: Db, pengajuanUuid: string | null): Promise<string | null> {
  if (!pengajuanUuid) return null;
  const [row] = await db
    .select({ peminatanUuid: profiles.peminatanUuid })
    .from(pengajuanSidang)
    .innerJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .where(eq(pengajuanSidang.uuid, pengajuanUuid));
  return row?.peminatanUuid ?? null;
}
