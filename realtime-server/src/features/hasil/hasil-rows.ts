import { AppError } from '@ujian/shared/errors';
import {
  type HasilRow,
  type Keputusan,
  type KomponenFrozen,
  type Penilai,
  toNumber,
  weightedTotal,
} from '@ujian/shared/hasil';
import { komitePeran } from '@ujian/shared/jadwal';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { hasilNilai, hasilSidang, komponenNilai, skalaNilai } from '../../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { staleVersionError } from '../../http/stale-version';
import type { AuthContext } from '../auth/auth-context';
import { namaLengkapOf } from '../master/definitions';
import { abilityWhere } from '../pengajuan/ability-sql';
import { recipientsOf } from '../pengajuan/pengajuan-read';

/** Jadwal states in which a hasil exists (from PUBLISH on) and in which scores are taken. */
export const publishedJadwalStatuses = ['terjadwal', 'berlangsung', 'selesai'] as const;
export const scoringJadwalStatuses: readonly string[] = ['berlangsung', 'selesai'];

export type HasilRecord = typeof hasilSidang.$inferSelect & {
  jadwalStatus: string;
  pengajuanUuid: string;
  prodiUuid: string | null;
  tanggal: string | null;
  judul: string;
  studentId: number;
  fullName: string;
  nomorInduk: string | null;
};

export type Committee = Array<{ dosenUuid: string; peran: string; nama: string; userId: number | null }>;
export type LatestScore = {
  dosenUuid: string;
  nilai: Record<string, string>;
  total: string;
  catatan: string | null;
  at: Date;
};

export const notFound = () => new AppError('NOT_FOUND', 'This result does not exist.');
export const conflict = (reason: string, message: string, extra: Record<string, string> = {}) =>
  new AppError('CONFLICT', message, { fields: { reason, ...extra } });
export const staleHasil = () => staleVersionError('This result was changed meanwhile. Reload and try again.');

export function selectHasil(db: Db) {
  return db
    .select({
      row: hasilSidang,
      jadwalStatus: jadwalSidang.status,
      pengajuanUuid: jadwalSidang.pengajuanUuid,
      prodiUuid: jadwalSidang.prodiUuid,
      tanggal: jadwalSidang.tanggal,
      judul: pengajuanSidang.judul,
      studentId: pengajuanSidang.userId,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
    })
    .from(hasilSidang)
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectHasil>['execute']>>[number];
export function flattenHasil(r: Selected): HasilRecord {
  return {
    ...r.row,
    jadwalStatus: r.jadwalStatus,
    pengajuanUuid: r.pengajuanUuid,
    prodiUuid: r.prodiUuid,
    tanggal: r.tanggal,
    judul: r.judul,
    studentId: r.studentId,
    fullName: r.fullName,
    nomorInduk: r.nomorInduk,
  };
}

/** The dosen row linked to a user (null for users who are not lecturers). */
export async function dosenOfUser(db: Db, userId: number): Promise<string | null> {
  const [found] = await db.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, userId)).limit(1);
  return found?.uuid ?? null;
}

export function isAdmin(auth: AuthContext): boolean {
  return auth.role === 'admin' || auth.ability.can('manage', 'all');
}

/**
 * The rows the caller may read (CONTRACT.md): committee members and supervisors theirs, the student their
 * own once final, and whoever the CASL rules give `read` on `hasil-sidang` by prodi (koordinator; admin all).
 */
export function visibleWhere(auth: AuthContext, myDosen: string | null): SQL | undefined {
  const byRules = abilityWhere(auth.ability, 'read', 'hasil-sidang', {
    prodiId: { column: jadwalSidang.prodiUuid, type: 'uuid' },
  });
  // the hasil of a cancelled schedule is gone with it
  const live = ne(jadwalSidang.status, 'dibatalkan');
  if (byRules === undefined) return live;
  const clauses: SQL[] = [byRules, and(eq(pengajuanSidang.userId, auth.userId), eq(hasilSidang.status, 'final'))!];
  if (myDosen) {
    clauses.push(
      sql`exists (select 1 from ${jadwalKomite} where ${jadwalKomite.jadwalUuid} = ${jadwalSidang.uuid} and ${jadwalKomite.dosenUuid} = ${myDosen})`,
      sql`exists (select 1 from ${pengajuanPembimbing} where ${pengajuanPembimbing.kind} = 'sidang' and ${pengajuanPembimbing.pengajuanUuid} = ${pengajuanSidang.uuid} and ${pengajuanPembimbing.dosenUuid} = ${myDosen})`,
    );
  }
  return and(live, or(...clauses));
}

/**
 * A hasil for every published jadwal that has none: the jadwal PUBLISH creates it (createHasilForJadwal);
 * this covers the demo seed's jadwal, written without that transition. It runs after the demo seed,
 * never on a read: a read writes nothing. Databases from before the hasil feature got theirs from
 * migration 0008_backfill_hasil_rows.
 */
export async function backfillHasilRows(db: Db): Promise<number> {
  const inserted = await db.execute(sql`insert into ${hasilSidang} (jadwal_uuid)
    select j.uuid from ${jadwalSidang} j
    where j.status in ('terjadwal', 'berlangsung', 'selesai')
      and not exists (select 1 from ${hasilSidang} h where h.jadwal_uuid = j.uuid)
    on conflict do nothing
    returning uuid`);
  return (inserted as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}

/** Called in the jadwal PUBLISH transaction: the row exists from then on, status `penilaian`. */
export async function createHasilForJadwal(tx: Db, jadwalUuid: string): Promise<void> {
  await tx.insert(hasilSidang).values({ jadwalUuid }).onConflictDoNothing();
}

export async function findVisibleHasil(db: Db, auth: AuthContext, uuid: string): Promise<HasilRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw notFound();
  const myDosen = await dosenOfUser(db, auth.userId);
  const [found] = await selectHasil(db).where(and(eq(hasilSidang.uuid, uuid), visibleWhere(auth, myDosen)));
  if (!found) throw notFound();
  return flattenHasil(found);
}

export async function committeeOf(db: Db, jadwalUuids: string[]): Promise<Map<string, Committee>> {
  const out = new Map<string, Committee>();
  if (jadwalUuids.length === 0) return out;
  const rows = await db
    .select({
      jadwalUuid: jadwalKomite.jadwalUuid,
      dosenUuid: jadwalKomite.dosenUuid,
      peran: jadwalKomite.peran,
      nama: dosen.nama,
      gelarDepan: dosen.gelarDepan,
      gelarBelakang: dosen.gelarBelakang,
      userId: dosen.userId,
    })
    .from(jadwalKomite)
    .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
    .where(inArray(jadwalKomite.jadwalUuid, jadwalUuids));
  const order = (peran: string) => {
    const i = (komitePeran as readonly string[]).indexOf(peran);
    return i < 0 ? 99 : i;
  };
  rows.sort((a, b) => order(a.peran) - order(b.peran));
  for (const r of rows) {
    const list = out.get(r.jadwalUuid) ?? [];
    list.push({ dosenUuid: r.dosenUuid, peran: r.peran, nama: namaLengkapOf(r), userId: r.userId });
    out.set(r.jadwalUuid, list);
  }
  return out;
}

/** Each examiner's current scores: their latest row of the append-only history. */
export async function latestScoresOf(db: Db, hasilUuids: string[]): Promise<Map<string, Map<string, LatestScore>>> {
  const out = new Map<string, Map<string, LatestScore>>();
  if (hasilUuids.length === 0) return out;
  const rows = await db
    .selectDistinctOn([hasilNilai.hasilUuid, hasilNilai.dosenUuid], {
      hasilUuid: hasilNilai.hasilUuid,
      dosenUuid: hasilNilai.dosenUuid,
      nilai: hasilNilai.nilai,
      total: hasilNilai.total,
      catatan: hasilNilai.catatan,
      at: hasilNilai.at,
    })
    .from(hasilNilai)
    .where(inArray(hasilNilai.hasilUuid, hasilUuids))
    .orderBy(hasilNilai.hasilUuid, hasilNilai.dosenUuid, desc(hasilNilai.id));
  for (const r of rows) {
    const map = out.get(r.hasilUuid) ?? new Map<string, LatestScore>();
    map.set(r.dosenUuid, { ...r, nilai: r.nilai as Record<string, string> });
    out.set(r.hasilUuid, map);
  }
  return out;
}

export async function activeKomponen(db: Db): Promise<KomponenFrozen[]> {
  const rows = await db
    .select({ kode: komponenNilai.kode, nama: komponenNilai.nama, bobot: komponenNilai.bobot })
    .from(komponenNilai)
    .where(eq(komponenNilai.active, true))
    .orderBy(asc(komponenNilai.urutan), asc(komponenNilai.kode));
  return rows.map((r) => ({ kode: r.kode, nama: r.nama, bobot: Number(r.bobot) }));
}

export async function activeSkala(db: Db) {
  return db
    .select({ huruf: skalaNilai.huruf, nilaiMin: skalaNilai.nilaiMin, lulus: skalaNilai.lulus })
    .from(skalaNilai)
    .where(eq(skalaNilai.active, true));
}

/** The rubric of a row: frozen at its first score, else the active master list. */
export function komponenOf(record: Pick<HasilRecord, 'komponen'>, active: KomponenFrozen[]): KomponenFrozen[] {
  const frozen = record.komponen as Array<{ kode: string; nama: string; bobot: number | string }> | null;
  return frozen ? frozen.map((k) => ({ kode: k.kode, nama: k.nama, bobot: Number(k.bobot) })) : active;
}

const numbers = (nilai: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(nilai).map(([k, v]) => [k, Number(v)]));

export type Viewer = { auth: AuthContext; myDosen: string | null };

/**
 * The API body. The student sees no per-examiner scores; a committee member who is not staff sees
 * the others' progress (submittedAt) but not their numbers until the row is final.
 */
export function toHasilBody(
  record: HasilRecord,
  committee: Committee,
  scores: Map<string, LatestScore>,
  active: KomponenFrozen[],
  viewer: Viewer,
): HasilRow {
  const komponen = komponenOf(record, active);
  const staff = isAdmin(viewer.auth) || viewer.auth.role === 'koordinator';
  const isStudent = record.studentId === viewer.auth.userId && !staff;
  const penilai: Penilai[] = committee.map((m) => {
    const score = scores.get(m.dosenUuid);
    const hidden = isStudent || (!staff && record.status !== 'final' && m.dosenUuid !== viewer.myDosen);
    return {
      dosenUuid: m.dosenUuid,
      nama: m.nama,
      peran: m.peran,
      nilai: score && !hidden ? numbers(score.nilai) : null,
      total: score && !hidden ? toNumber(weightedTotal(score.nilai, komponen)) : null,
      catatan: score && !hidden ? score.catatan : null,
      submittedAt: score ? score.at.toISOString() : null,
      hasAccount: m.userId !== null,
    };
  });
  return {
    uuid: record.uuid,
    jadwalUuid: record.jadwalUuid,
    pengajuanUuid: record.pengajuanUuid,
    mahasiswa: { id: record.studentId, fullName: record.fullName, nomorInduk: record.nomorInduk },
    judul: record.judul,
    prodiUuid: record.prodiUuid,
    status: record.status as HasilRow['status'],
    jadwalStatus: record.jadwalStatus,
    tanggal: record.tanggal,
    komponen,
    penilai,
    nilaiAkhir: record.nilaiAkhir === null ? null : Number(record.nilaiAkhir),
    huruf: record.huruf,
    lulus: record.lulus,
    keputusan: record.keputusan as Keputusan | null,
    catatanRevisi: record.catatanRevisi,
    version: record.version,
    finalizedAt: record.finalizedAt ? record.finalizedAt.toISOString() : null,
    finalizedBy: record.finalizedBy,
    myDosenUuid: viewer.myDosen,
  };
}

export async function hasilBodies(db: Db, records: HasilRecord[], viewer: Viewer): Promise<HasilRow[]> {
  const [committees, scores, active] = await Promise.all([
    committeeOf(
      db,
      records.map((r) => r.jadwalUuid),
    ),
    latestScoresOf(
      db,
      records.map((r) => r.uuid),
    ),
    activeKomponen(db),
  ]);
  return records.map((r) =>
    toHasilBody(r, committees.get(r.jadwalUuid) ?? [], scores.get(r.uuid) ?? new Map(), active, viewer),
  );
}

/** Users told of every change of a hasil: the committee (linked accounts), the prodi's koordinator(s), admins. */
export async function staffRecipients(db: Db, prodiUuid: string | null, committee: Committee): Promise<number[]> {
  const { staff } = await recipientsOf(db, { userId: 0, prodiUuid });
  const members = committee.flatMap((m) => (m.userId ? [m.userId] : []));
  return [...new Set([...staff, ...members])];
}
