import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { ketersediaan } from '../../db/schema/ketersediaan';
import { dosen, jadwalExternalUmum, periodeUjian, ruangan, waktuUjian } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { pengaturan } from '../../db/schema/pengaturan';
import { dayRange, mayOverlap } from '../ketersediaan/occurrences';
import { PENGATURAN_KEY } from '../pengaturan/pengaturan';
import { earliestOverlappingStart } from './rules/types';

/** What the check is asked about: the placement as typed or stored (`uuid` is left out of every overlap). */
export type FactsInput = {
  uuid?: string;
  pengajuanUuid: string;
  tanggal: string | null;
  waktuUjianUuid: string | null;
  ruanganUuid: string | null;
  komite: ReadonlyArray<{ dosenUuid: string }>;
};

/**
 * A live sidang (not dibatalkan) on the candidate's day or overlapping it, that is in the same room or
 * has one of the candidate's people (committee or pembimbing) in it.
 */
export type NearbySidang = {
  uuid: string;
  tanggal: string | null;
  mulai: Date | null;
  selesai: Date | null;
  ruanganUuid: string | null;
  mahasiswa: string;
  /** the candidate's people among its committee */
  komite: string[];
  /** the candidate's people among its pembimbing */
  pembimbing: string[];
};

export type ExternalBlockRow = {
  uuid: string;
  judul: string;
  cakupan: string;
  dosenUuid: string | null;
  ruanganUuid: string | null;
  mulai: Date;
  selesai: Date;
};

export type KetersediaanRow = {
  uuid: string;
  dosenUuid: string;
  mulai: Date;
  selesai: Date;
  mingguanSampai: string | null;
};

/**
 * Everything the rules read, for the whole Jakarta day of `tanggal` (a sidang lies within its day), so
 * the rules cut the exact slot in memory. Loaded in one statement: one round trip, one connection, the
 * same on a pool and inside a transaction.
 */
export type CheckFacts = {
  /** whose the pengajuan is (for the caller's CASL check); null for an unknown one */
  pengajuan: { userId: number; prodiUuid: string | null } | null;
  /** the waktu ujian's times (`HH:MM:SS`); null without a slot, or for an unknown one */
  waktu: { mulai: string; selesai: string } | null;
  /** the student's pembimbing, in order */
  pembimbing: Array<{ dosenUuid: string; nama: string }>;
  /** the committee's dosen rows that exist */
  dosen: Array<{ uuid: string; nama: string; active: boolean }>;
  /** the room (null without one, or for an unknown one) */
  ruangan: { nama: string; active: boolean } | null;
  /** the date lies in an active periode ujian sidang */
  inPeriode: boolean;
  /** the stored settings' value (`pengaturan`), null until an admin saved them */
  pengaturan: { value: unknown; version: number } | null;
  sidang: NearbySidang[];
  external: ExternalBlockRow[];
  ketersediaan: KetersediaanRow[];
};

const uuidArray = (ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`array[]::uuid[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;

/** The one statement behind `loadCheckFacts` (the bench prints its plan). */
export function checkFactsQuery(input: FactsInput): SQL {
  const komiteIds = [...new Set(input.komite.map((k) => k.dosenUuid))];
  const room = input.ruanganUuid;
  const day = input.tanggal ? dayRange(input.tanggal, input.tanggal) : null;
  const except = input.uuid ? sql`and j.uuid <> ${input.uuid}::uuid` : sql``;
  const dayFacts = day
    ? sql`,
      -- every live sidang on the day or overlapping it (by the instants and by the date: a draft may lack its slot)
      around as (
        select j.uuid, j.pengajuan_uuid, j.tanggal, j.mulai, j.selesai, j.ruangan_uuid from ${jadwalSidang} j
        where j.status <> 'dibatalkan' and j.mulai < ${day.to.toISOString()}::timestamptz
          and j.mulai > ${earliestOverlappingStart(day.from).toISOString()}::timestamptz
          and j.selesai > ${day.from.toISOString()}::timestamptz ${except}
        union
        select j.uuid, j.pengajuan_uuid, j.tanggal, j.mulai, j.selesai, j.ruangan_uuid from ${jadwalSidang} j
        where j.tanggal = ${input.tanggal}::date and j.status <> 'dibatalkan' ${except}
      ),
      around_people as (
        select a.uuid, k.dosen_uuid, 'komite' as role from around a
          join ${jadwalKomite} k on k.jadwal_uuid = a.uuid where k.dosen_uuid in (select dosen_uuid from people)
        union
        select a.uuid, pp.dosen_uuid, 'pembimbing' as role from around a
          join ${pengajuanPembimbing} pp on pp.kind = 'sidang' and pp.pengajuan_uuid = a.pengajuan_uuid
        where pp.dosen_uuid in (select dosen_uuid from people)
      )`
    : sql``;
  const sidang = day
    ? sql`(select json_agg(json_build_object('uuid', a.uuid, 'tanggal', a.tanggal, 'mulai', a.mulai,
          'selesai', a.selesai, 'ruanganUuid', a.ruangan_uuid, 'mahasiswa', u.full_name,
          'komite', coalesce((select json_agg(ap.dosen_uuid) from around_people ap
            where ap.uuid = a.uuid and ap.role = 'komite'), '[]'::json),
          'pembimbing', coalesce((select json_agg(ap.dosen_uuid) from around_people ap
            where ap.uuid = a.uuid and ap.role = 'pembimbing'), '[]'::json)) order by a.mulai, a.uuid)
        from around a join ${pengajuanSidang} ps on ps.uuid = a.pengajuan_uuid join ${users} u on u.id = ps.user_id
        where ${room ? sql`a.ruangan_uuid = ${room}::uuid or ` : sql``}exists (select 1 from around_people ap where ap.uuid = a.uuid))`
    : sql`null`;
  const external = day
    ? sql`(select json_agg(json_build_object('uuid', e.uuid, 'judul', e.judul, 'cakupan', e.cakupan,
          'dosenUuid', e.dosen_uuid, 'ruanganUuid', e.ruangan_uuid, 'mulai', e.mulai, 'selesai', e.selesai)
          order by e.mulai, e.uuid)
        from ${jadwalExternalUmum} e
        where e.active and e.mulai < ${day.to.toISOString()}::timestamptz and e.selesai > ${day.from.toISOString()}::timestamptz
          and (e.cakupan = 'semua' or (e.cakupan = 'dosen' and e.dosen_uuid in (select dosen_uuid from people))
            ${room ? sql`or (e.cakupan = 'ruangan' and e.ruangan_uuid = ${room}::uuid)` : sql``}))`
    : sql`null`;
  const blocks = day
    ? sql`(select json_agg(json_build_object('uuid', ${ketersediaan.uuid}, 'dosenUuid', ${ketersediaan.dosenUuid},
          'mulai', ${ketersediaan.mulai}, 'selesai', ${ketersediaan.selesai}, 'mingguanSampai', ${ketersediaan.mingguanSampai}))
        from ${ketersediaan} where ${ketersediaan.dosenUuid} in (select dosen_uuid from people) and ${mayOverlap(day)})`
    : sql`null`;
  return sql`
    with pembimbing as (
      select pp.dosen_uuid, d.nama, pp.urutan from ${pengajuanPembimbing} pp join ${dosen} d on d.uuid = pp.dosen_uuid
      where pp.kind = 'sidang' and pp.pengajuan_uuid = ${input.pengajuanUuid}::uuid
    ),
    people as (
      select unnest(${uuidArray(komiteIds)}) as dosen_uuid union select dosen_uuid from pembimbing
    )${dayFacts}
    select
      (select json_build_object('userId', ps.user_id, 'prodiUuid', ps.prodi_uuid) from ${pengajuanSidang} ps
        where ps.uuid = ${input.pengajuanUuid}::uuid) as pengajuan,
      ${
        input.waktuUjianUuid
          ? sql`(select json_build_object('mulai', w.mulai, 'selesai', w.selesai) from ${waktuUjian} w
              where w.uuid = ${input.waktuUjianUuid}::uuid)`
          : sql`null`
      } as waktu,
      (select json_agg(json_build_object('dosenUuid', dosen_uuid, 'nama', nama) order by urutan) from pembimbing) as pembimbing,
      (select json_agg(json_build_object('uuid', d.uuid, 'nama', d.nama, 'active', d.active)) from ${dosen} d
        where d.uuid = any(${uuidArray(komiteIds)})) as dosen,
      ${
        room
          ? sql`(select json_build_object('nama', r.nama, 'active', r.active) from ${ruangan} r where r.uuid = ${room}::uuid)`
          : sql`null`
      } as ruangan,
      ${
        input.tanggal
          ? sql`exists (select 1 from ${periodeUjian} pu where pu.jenis = 'sidang' and pu.active
              and pu.tanggal_buka <= ${input.tanggal}::date and pu.tanggal_tutup >= ${input.tanggal}::date)`
          : sql`false`
      } as in_periode,
      (select json_build_object('value', s.value, 'version', s.version) from ${pengaturan} s
        where s.key = ${PENGATURAN_KEY}) as pengaturan,
      ${sidang} as sidang,
      ${external} as external,
      ${blocks} as ketersediaan`;
}

type Raw = Record<string, unknown>;

/** json as the drivers hand it over: parsed (node-postgres, PGlite) or, to be safe, as text. */
function json<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const instant = (value: unknown): Date => new Date(String(value));
const orNull = (value: unknown): Date | null => (value === null || value === undefined ? null : instant(value));

/** The facts of one check, in one round trip. */
export async function loadCheckFacts(db: Db, input: FactsInput): Promise<CheckFacts> {
  const result = (await db.execute(checkFactsQuery(input))) as { rows: Raw[] };
  const row = result.rows[0] ?? {};
  return {
    pengajuan: json<CheckFacts['pengajuan']>(row.pengajuan),
    waktu: json<{ mulai: string; selesai: string }>(row.waktu),
    pembimbing: json<CheckFacts['pembimbing']>(row.pembimbing) ?? [],
    dosen: json<CheckFacts['dosen']>(row.dosen) ?? [],
    ruangan: json<CheckFacts['ruangan']>(row.ruangan),
    inPeriode: row.in_periode === true || row.in_periode === 't',
    pengaturan: json<CheckFacts['pengaturan']>(row.pengaturan),
    sidang: (json<Raw[]>(row.sidang) ?? []).map((s) => ({
      uuid: String(s.uuid),
      tanggal: s.tanggal === null ? null : String(s.tanggal),
      mulai: orNull(s.mulai),
      selesai: orNull(s.selesai),
      ruanganUuid: s.ruanganUuid === null ? null : String(s.ruanganUuid),
      mahasiswa: String(s.mahasiswa),
      komite: (s.komite as unknown[]).map(String),
      pembimbing: (s.pembimbing as unknown[]).map(String),
    })),
    external: (json<Raw[]>(row.external) ?? []).map((e) => ({
      uuid: String(e.uuid),
      judul: String(e.judul),
      cakupan: String(e.cakupan),
      dosenUuid: e.dosenUuid === null ? null : String(e.dosenUuid),
      ruanganUuid: e.ruanganUuid === null ? null : String(e.ruanganUuid),
      mulai: instant(e.mulai),
      selesai: instant(e.selesai),
    })),
    ketersediaan: (json<Raw[]>(row.ketersediaan) ?? []).map((k) => ({
      uuid: String(k.uuid),
      dosenUuid: String(k.dosenUuid),
      mulai: instant(k.mulai),
      selesai: instant(k.selesai),
      mingguanSampai: k.mingguanSampai === null ? null : String(k.mingguanSampai),
    })),
  };
}
