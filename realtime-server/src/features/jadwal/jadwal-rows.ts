import { type JadwalActorRole, type JadwalFacts, jadwalAllowedEvents } from '@ujian/machines/jadwalSidang';
import type { Action } from '@ujian/shared/ability';
import { AppError } from '@ujian/shared/errors';
import type { JadwalRow, KomitePeran } from '@ujian/shared/jadwal';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalHistory, jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen, prodi, ruangan } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { jakartaIso } from '../../lib/jakarta-time';
import type { AuthContext } from '../auth/auth-context';
import { type AbilityFieldMap, abilityWhere } from '../pengajuan/ability-sql';

export type JadwalRecord = typeof jadwalSidang.$inferSelect;

/** A jadwal with what its body shows from joins (one query for a whole page). */
export type JadwalJoined = {
  row: JadwalRecord;
  userId: number;
  fullName: string;
  nomorInduk: string | null;
  judul: string;
  prodiNama: string | null;
  ruanganNama: string | null;
};

export type KomiteOf = { dosenUuid: string; nama: string; peran: KomitePeran; userId: number | null };
export type PembimbingOf = { dosenUuid: string; nama: string; userId: number | null };

/** The jadwal's committee member or the student's pembimbing is one of `dosenUuids`. */
export function involvesDosen(dosenUuids: Array<string | number>): SQL {
  const ids = dosenUuids.map(String);
  return sql`(exists (select 1 from ${jadwalKomite} where ${jadwalKomite.jadwalUuid} = ${jadwalSidang.uuid}
      and ${inArray(jadwalKomite.dosenUuid, ids)})
    or exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.kind} = 'sidang'
      and ${pengajuanPembimbing.pengajuanUuid} = ${jadwalSidang.pengajuanUuid} and ${inArray(pengajuanPembimbing.dosenUuid, ids)}))`;
}

/**
 * The condition fields of the `jadwal-sidang` rules (shared/src/roles.ts): `prodiId`, the student's
 * `userId`, and `pengujiDosenIds` (committee or pembimbing). The query must join pengajuan_sidang.
 */
const abilityFields: AbilityFieldMap = {
  prodiId: { column: jadwalSidang.prodiUuid, type: 'uuid' },
  userId: { column: pengajuanSidang.userId, type: 'int' },
  pengujiDosenIds: { matches: involvesDosen, type: 'uuid' },
  dosenId: { matches: involvesDosen, type: 'uuid' },
};

/** Shown to people outside the managing staff: published now, or published once and cancelled since. */
const publishedOnce = sql`(${jadwalSidang.status} in ('terjadwal', 'berlangsung', 'selesai')
  or (${jadwalSidang.status} = 'dibatalkan' and exists (select 1 from ${jadwalHistory}
    where ${jadwalHistory.jadwalUuid} = ${jadwalSidang.uuid} and ${jadwalHistory.event} = 'PUBLISH')))`;

/**
 * The rows the caller may read, as SQL (CASL rules): every row they may `manage` (admin, the prodi's
 * koordinator, drafts included), and the rows they may `read` from `terjadwal` on.
 */
export function jadwalVisibleWhere(auth: AuthContext): SQL | undefined {
  const manage = abilityWhere(auth.ability, 'manage', 'jadwal-sidang', abilityFields);
  if (manage === undefined) return undefined;
  const read = abilityWhere(auth.ability, 'read', 'jadwal-sidang', abilityFields);
  return or(manage, and(read, publishedOnce));
}

export function jadwalWhere(auth: AuthContext, action: Action): SQL | undefined {
  return abilityWhere(auth.ability, action, 'jadwal-sidang', abilityFields);
}

export function selectJadwal(db: Db) {
  return db
    .select({
      row: jadwalSidang,
      userId: pengajuanSidang.userId,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
      judul: pengajuanSidang.judul,
      prodiNama: prodi.nama,
      ruanganNama: ruangan.nama,
    })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .leftJoin(prodi, eq(prodi.uuid, jadwalSidang.prodiUuid))
    .leftJoin(ruangan, eq(ruangan.uuid, jadwalSidang.ruanganUuid))
    .$dynamic();
}

const notFound = () => new AppError('NOT_FOUND', 'Jadwal sidang not found');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row if the caller may read it; 404 otherwise (also for rows that exist but are not theirs). */
export async function findVisibleJadwal(db: Db, uuid: string, auth: AuthContext): Promise<JadwalJoined> {
  if (!UUID.test(uuid)) throw notFound();
  const [found] = await selectJadwal(db)
    .where(and(eq(jadwalSidang.uuid, uuid), jadwalVisibleWhere(auth)))
    .limit(1);
  if (!found) throw notFound();
  return found;
}

/** Committees of many jadwal in one query, seats in the order ketua, sekretaris, penguji1, penguji2. */
export async function komiteOf(db: Db, jadwalUuids: string[]): Promise<Map<string, KomiteOf[]>> {
  const out = new Map<string, KomiteOf[]>();
  if (jadwalUuids.length === 0) return out;
  const rows = await db
    .select({
      jadwalUuid: jadwalKomite.jadwalUuid,
      peran: jadwalKomite.peran,
      dosenUuid: jadwalKomite.dosenUuid,
      nama: dosen.nama,
      userId: dosen.userId,
    })
    .from(jadwalKomite)
    .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
    .where(inArray(jadwalKomite.jadwalUuid, jadwalUuids));
  const order: Record<string, number> = { ketua: 0, sekretaris: 1, penguji1: 2, penguji2: 3 };
  rows.sort((a, b) => (order[a.peran] ?? 9) - (order[b.peran] ?? 9));
  for (const r of rows) {
    const list = out.get(r.jadwalUuid) ?? [];
    list.push({ dosenUuid: r.dosenUuid, nama: r.nama, peran: r.peran as KomitePeran, userId: r.userId });
    out.set(r.jadwalUuid, list);
  }
  return out;
}

/** Pembimbing of many pengajuan sidang in one query, in their order. */
export async function pembimbingOf(db: Db, pengajuanUuids: string[]): Promise<Map<string, PembimbingOf[]>> {
  const out = new Map<string, PembimbingOf[]>();
  if (pengajuanUuids.length === 0) return out;
  const rows = await db
    .select({
      pengajuanUuid: pengajuanPembimbing.pengajuanUuid,
      dosenUuid: pengajuanPembimbing.dosenUuid,
      nama: dosen.nama,
      userId: dosen.userId,
    })
    .from(pengajuanPembimbing)
    .innerJoin(dosen, eq(dosen.uuid, pengajuanPembimbing.dosenUuid))
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), inArray(pengajuanPembimbing.pengajuanUuid, pengajuanUuids)))
    .orderBy(asc(pengajuanPembimbing.urutan));
  for (const r of rows) {
    const list = out.get(r.pengajuanUuid) ?? [];
    list.push({ dosenUuid: r.dosenUuid, nama: r.nama, userId: r.userId });
    out.set(r.pengajuanUuid, list);
  }
  return out;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The CASL subject of a row, for `ability.can(action, ...)` checks on one row. */
export function jadwalSubject(joined: Pick<JadwalJoined, 'userId'> & { row: Pick<JadwalRecord, 'prodiUuid'> }) {
  // rule values are interpolated strings
  return {
    __caslSubjectType__: 'jadwal-sidang',
    prodiId: joined.row.prodiUuid ?? '',
    userId: String(joined.userId),
  } as Record<string, unknown>;
}

/** The machine's actor for the caller on this row: staff who may manage it, or nobody. */
export function jadwalActorOf(auth: AuthContext, joined: Parameters<typeof jadwalSubject>[0]): JadwalActorRole {
  if (!auth.ability.can('manage', jadwalSubject(joined))) return 'other';
  return auth.role === 'admin' || auth.ability.can('manage', 'all') ? 'admin' : 'koordinator';
}

export function factsOf(
  row: Pick<JadwalRecord, 'tanggal' | 'waktuUjianUuid' | 'ruanganUuid' | 'onlineUrl'>,
  komite: ReadonlyArray<{ peran: string }>,
  actor: JadwalActorRole,
): JadwalFacts {
  return {
    actor,
    hasTanggal: row.tanggal !== null,
    hasWaktu: row.waktuUjianUuid !== null,
    hasPlace: row.ruanganUuid !== null || (row.onlineUrl ?? '') !== '',
    ketuaCount: komite.filter((k) => k.peran === 'ketua').length,
    penguji1Count: komite.filter((k) => k.peran === 'penguji1').length,
  };
}

/** Wire bodies of joined rows: committees and pembimbing batched, `allowedEvents` for the caller. */
export async function toJadwalRows(db: Db, joined: JadwalJoined[], auth: AuthContext | null): Promise<JadwalRow[]> {
  const komite = await komiteOf(
    db,
    joined.map((j) => j.row.uuid),
  );
  const pembimbing = await pembimbingOf(db, [...new Set(joined.map((j) => j.row.pengajuanUuid))]);
  return joined.map((j) => {
    const seats = komite.get(j.row.uuid) ?? [];
    const r = j.row;
    return {
      uuid: r.uuid,
      pengajuanUuid: r.pengajuanUuid,
      mahasiswa: { id: j.userId, fullName: j.fullName, nomorInduk: j.nomorInduk },
      judul: j.judul,
      prodiUuid: r.prodiUuid,
      prodiNama: j.prodiNama,
      status: r.status as JadwalRow['status'],
      tanggal: r.tanggal,
      waktuUjianUuid: r.waktuUjianUuid,
      mulai: jakartaIso(r.mulai),
      selesai: jakartaIso(r.selesai),
      ruanganUuid: r.ruanganUuid,
      ruanganNama: j.ruanganNama,
      onlineUrl: r.onlineUrl,
      locked: r.locked,
      komite: seats.map((s) => ({ dosenUuid: s.dosenUuid, nama: s.nama, peran: s.peran })),
      pembimbing: (pembimbing.get(r.pengajuanUuid) ?? []).map((p) => ({ dosenUuid: p.dosenUuid, nama: p.nama })),
      sequence: r.sequence,
      allowedEvents: auth ? jadwalAllowedEvents(r.status, factsOf(r, seats, jadwalActorOf(auth, j))) : [],
      version: r.version,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  });
}

/** One row's body as the caller sees it (404 when they may not). */
export async function jadwalBody(db: Db, uuid: string, auth: AuthContext): Promise<JadwalRow> {
  const joined = await findVisibleJadwal(db, uuid, auth);
  const [body] = await toJadwalRows(db, [joined], auth);
  return body!;
}

/** One row's body without a caller (for `error.current` and internal readers): no allowed events. */
export async function jadwalBodyOf(db: Db, uuid: string): Promise<JadwalRow | undefined> {
  const [joined] = await selectJadwal(db).where(eq(jadwalSidang.uuid, uuid)).limit(1);
  if (!joined) return undefined;
  const [body] = await toJadwalRows(db, [joined], null);
  return body;
}
