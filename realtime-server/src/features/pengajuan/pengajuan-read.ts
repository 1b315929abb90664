import type { Action } from '@ujian/shared/ability';
import { missingBiodata } from '@ujian/shared/biodata';
import { AppError } from '@ujian/shared/errors';
import { editableStatuses, type RequiredDocument } from '@ujian/shared/pengajuan';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { dosen, prodi } from '../../db/schema/master';
import { berkas, jenisBerkas, pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { jakartaDateOf } from '../../lib/jakarta-time';
import { perDatabase } from '../../lib/per-database';
import type { AuthContext } from '../auth/auth-context';
import { openPeriodes } from '../master/open-periodes';
import { abilityWhere } from './ability-sql';
import { abilityFieldsOf, caslSubjectOf, type KindSpec } from './kinds';

export type PengajuanRow = typeof pengajuanSidang.$inferSelect;
type PembimbingJson = {
  uuid: string;
  nama: string;
  gelarDepan: string | null;
  gelarBelakang: string | null;
  nidn: string;
};
type BerkasJson = { uuid: string; jenis: string; filename: string; size: number; mime: string; uploadedAt: string };

export type PengajuanRowWithNames = PengajuanRow & {
  fullName: string;
  nomorInduk: string | null;
  prodiNama: string | null;
  pembimbingList: PembimbingJson[];
  berkasList: BerkasJson[];
};

/**
 * The rows with everything their body shows, in ONE query: names by join, supervisors and documents
 * as JSON from correlated subqueries (a page of a list is one round trip, not one per part).
 * `where` must include the caller's ability filter.
 */
export function selectRows(db: Db, spec: KindSpec) {
  const t = spec.table;
  const pembimbingList = sql<PembimbingJson[]>`(select coalesce(json_agg(json_build_object(
      'uuid', ${dosen.uuid}, 'nama', ${dosen.nama}, 'gelarDepan', ${dosen.gelarDepan},
      'gelarBelakang', ${dosen.gelarBelakang}, 'nidn', ${dosen.nidn}) order by ${pengajuanPembimbing.urutan}), '[]'::json)
    from ${pengajuanPembimbing} join ${dosen} on ${dosen.uuid} = ${pengajuanPembimbing.dosenUuid}
    where ${pengajuanPembimbing.kind} = ${spec.kind} and ${pengajuanPembimbing.pengajuanUuid} = ${t.uuid})`;
  const berkasList = sql<BerkasJson[]>`(select coalesce(json_agg(json_build_object(
      'uuid', ${berkas.uuid}, 'jenis', ${berkas.jenis}, 'filename', ${berkas.filename}, 'size', ${berkas.size},
      'mime', ${berkas.mime}, 'uploadedAt', ${berkas.uploadedAt}) order by ${berkas.uploadedAt}), '[]'::json)
    from ${berkas} where ${berkas.kind} = ${spec.kind} and ${berkas.pengajuanUuid} = ${t.uuid})`;
  return db
    .select({
      row: t,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
      prodiNama: prodi.nama,
      pembimbingList,
      berkasList,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(profiles, eq(profiles.userId, t.userId))
    .leftJoin(prodi, eq(prodi.uuid, t.prodiUuid))
    .$dynamic();
}

export function flatten(r: {
  row: PengajuanRow;
  fullName: string;
  nomorInduk: string | null;
  prodiNama: string | null;
  pembimbingList: PembimbingJson[] | string;
  berkasList: BerkasJson[] | string;
}): PengajuanRowWithNames {
  // a driver that leaves json as text is parsed here
  const json = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : (v ?? []));
  return {
    ...r.row,
    fullName: r.fullName,
    nomorInduk: r.nomorInduk,
    prodiNama: r.prodiNama,
    pembimbingList: json(r.pembimbingList),
    berkasList: json(r.berkasList),
  };
}

/** SQL filter of the rows the caller may `action` (CASL rules as SQL). */
export function visibleWhere(spec: KindSpec, auth: AuthContext, action: Action = 'read'): SQL | undefined {
  return abilityWhere(auth.ability, action, spec.subject, abilityFieldsOf(spec.table));
}

/** The row if the caller may read it; 404 otherwise (also for rows that exist but are not theirs). */
export async function findVisible(
  db: Db,
  spec: KindSpec,
  uuid: string,
  auth: AuthContext,
): Promise<PengajuanRowWithNames> {
  const notFound = new AppError('NOT_FOUND', 'Pengajuan not found');
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw notFound;
  const [found] = await selectRows(db, spec)
    .where(and(eq(spec.table.uuid, uuid), visibleWhere(spec, auth)))
    .limit(1);
  if (!found) throw notFound;
  return flatten(found);
}

/** The caller may change the row's data or move it (CASL `update`, or the student's `edit`). */
export function mayChange(spec: KindSpec, auth: AuthContext, row: PengajuanRow): boolean {
  const subject = caslSubjectOf(spec, row);
  return auth.ability.can('update', subject) || auth.ability.can('edit', subject);
}

export function assertMayChange(spec: KindSpec, auth: AuthContext, row: PengajuanRow): void {
  if (!mayChange(spec, auth, row)) throw new AppError('FORBIDDEN', 'You are not allowed to change this submission.');
}

export type Facts = {
  periodeOpen: boolean;
  biodataComplete: boolean;
  missingDocuments: string[];
  hasLulusSidang: boolean;
  requiredDocuments: RequiredDocument[];
};

export async function openPeriodeUuid(db: Db, spec: KindSpec, now: Date): Promise<string | undefined> {
  return (await openPeriodes(db, now, spec.periodeJenis))[0]?.uuid;
}

// Document types and open periods change a few times a year; reads may see them a few seconds late
// (a transition always reads them fresh).
const REFERENCE_TTL_MS = 5000;
const referenceCache = perDatabase(() => new Map<string, { at: number; value: Promise<unknown> }>());

function cached<T>(db: Db, key: string, fresh: boolean, load: () => Promise<T>): Promise<T> {
  if (fresh) return load();
  const entries = referenceCache.of(db);
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && now - hit.at < REFERENCE_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: now, value });
  value.catch(() => entries.delete(key));
  return value;
}

export type UploadedJenis = { pengajuanUuid: string; jenis: string };

/**
 * Everything the machines' guards read, for a page of rows in a few queries. Biodata and the lulus
 * hasil only matter for (re)submitting, so they are read only for rows in draft/dikembalikan.
 */
export async function loadFacts(
  db: Db,
  spec: KindSpec,
  rows: PengajuanRow[],
  now: Date,
  options: { inTransaction?: boolean; uploaded?: PromiseLike<UploadedJenis[]> } = {},
): Promise<Map<string, Facts>> {
  const result = new Map<string, Facts>();
  if (rows.length === 0) return result;
  const fresh = options.inTransaction ?? false;
  const uuids = rows.map((r) => r.uuid);
  const submittable = rows.filter((r) => editableStatuses.includes(r.status));
  const userIds = [...new Set(submittable.map((r) => r.userId))];
  const today = jakartaDateOf(now);

  const typesQuery = () =>
    cached(db, `jenis:${spec.kind}`, fresh, () =>
      db
        .select({ kode: jenisBerkas.kode, label: jenisBerkas.label, required: jenisBerkas.required })
        .from(jenisBerkas)
        .where(and(eq(jenisBerkas.kind, spec.kind), eq(jenisBerkas.active, true)))
        .orderBy(asc(jenisBerkas.urutan), asc(jenisBerkas.kode)),
    );
  const uploadedQuery = async (): Promise<UploadedJenis[]> =>
    options.uploaded ??
    db
      .selectDistinct({ pengajuanUuid: berkas.pengajuanUuid, jenis: berkas.jenis })
      .from(berkas)
      .where(and(eq(berkas.kind, spec.kind), inArray(berkas.pengajuanUuid, uuids)));
  const peopleQuery = async () =>
    userIds.length === 0
      ? []
      : db
          .select({
            id: users.id,
            role: roles.name,
            fullName: users.fullName,
            nomorInduk: profiles.nomorInduk,
            prodiUuid: profiles.prodiUuid,
            phone: profiles.phone,
          })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(inArray(users.id, userIds));
  const periodesQuery = () =>
    cached(db, `periode:${spec.periodeJenis}:${today}`, fresh, () => openPeriodes(db, today, spec.periodeJenis));
  const lulusQuery = async () =>
    spec.kind === 'yudisium' && userIds.length > 0
      ? db
          .selectDistinct({ userId: pengajuanSidang.userId })
          .from(pengajuanSidang)
          .where(
            and(
              inArray(pengajuanSidang.userId, userIds),
              eq(pengajuanSidang.status, 'selesai'),
              eq(pengajuanSidang.hasil, 'lulus'),
              // its hasil sidang, where there is one, is final with the decision lulus
              sql`not exists (select 1 from hasil_sidang h join jadwal_sidang j on j.uuid = h.jadwal_uuid
                where j.pengajuan_uuid = ${pengajuanSidang.uuid} and (h.status <> 'final' or h.keputusan is distinct from 'lulus'))`,
            ),
          )
      : [];
  // inside a transaction they share one connection: one after the other; otherwise side by side
  const [types, uploaded, people, periodes, lulus] = options.inTransaction
    ? [await typesQuery(), await uploadedQuery(), await peopleQuery(), await periodesQuery(), await lulusQuery()]
    : await Promise.all([typesQuery(), uploadedQuery(), peopleQuery(), periodesQuery(), lulusQuery()]);
  const openUuids = new Set(periodes.map((p) => p.uuid));
  const uploadedBy = new Map<string, Set<string>>();
  for (const u of uploaded) {
    const set = uploadedBy.get(u.pengajuanUuid) ?? new Set<string>();
    set.add(u.jenis);
    uploadedBy.set(u.pengajuanUuid, set);
  }
  // the student's role decides which biodata fields are required (shared/biodata.ts)
  const complete = new Map(people.map((p) => [p.id, missingBiodata(p.role, p).length === 0]));
  const passed = new Set(lulus.map((l) => l.userId));

  for (const row of rows) {
    const have = uploadedBy.get(row.uuid) ?? new Set<string>();
    const requiredDocuments = types
      .filter((t) => t.required)
      .map((t) => ({ jenis: t.kode, label: t.label, uploaded: have.has(t.kode) }));
    result.set(row.uuid, {
      // without a periode of its own, any open periode of its kind will be attached at submit
      periodeOpen: row.periodeUuid ? openUuids.has(row.periodeUuid) : openUuids.size > 0,
      biodataComplete: complete.get(row.userId) ?? false,
      missingDocuments: requiredDocuments.filter((d) => !d.uploaded).map((d) => d.jenis),
      hasLulusSidang: passed.has(row.userId),
      requiredDocuments,
    });
  }
  return result;
}

/** Users who hear about a pengajuan: the student, the koordinator(s) of its prodi and every admin. */
export async function recipientsOf(
  db: Db,
  row: Pick<PengajuanRow, 'userId' | 'prodiUuid'>,
): Promise<{ student: number; staff: number[] }> {
  return { student: row.userId, staff: await staffOfProdi(db, row.prodiUuid) };
}

/** The active admins, and the koordinator of `prodiUuid`: the staff who manage that prodi's rows. */
export async function staffOfProdi(db: Db, prodiUuid: string | null): Promise<number[]> {
  const staff = await db
    .select({ id: users.id, role: roles.name, prodiUuid: profiles.prodiUuid, rules: roles.rules })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.active, true), inArray(roles.name, ['admin', 'koordinator'])));
  return staff.filter((s) => s.role === 'admin' || (prodiUuid !== null && s.prodiUuid === prodiUuid)).map((s) => s.id);
}
