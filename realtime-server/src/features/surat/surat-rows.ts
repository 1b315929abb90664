import { AppError } from '@ujian/shared/errors';
import type { Page } from '@ujian/shared/paging';
import { type SuratJenis, type SuratLocale, type SuratRow, suratJenis } from '@ujian/shared/surat';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surat } from '../../db/schema/surat';
import type { AuthContext } from '../auth/auth-context';
import { recipientLocale } from '../notifikasi/notify';
import { type AbilityFieldMap, abilityWhere } from '../pengajuan/ability-sql';
import { sha256In } from './terjemahan';

export type SuratCaller = Pick<AuthContext, 'userId' | 'role' | 'ability' | 'user'>;

type Stored = typeof surat.$inferSelect;

/** The jenis the caller may read at all (CASL, type level). */
export function readableJenis(caller: SuratCaller): SuratJenis[] {
  return suratJenis.filter((jenis) => caller.ability.can('read', jenis));
}

/** The letter holds one of `values` in a JSON array column (the students or lecturers it names). */
const names =
  (column: typeof surat.userIds | typeof surat.dosenUuids) =>
  (values: Array<string | number>): SQL =>
    or(...values.map((v) => sql`${column} @> ${JSON.stringify([v])}::jsonb`)) ?? sql`false`;

/**
 * The condition fields of the letter rules (shared/src/roles.ts): the letter's `prodiId`, the
 * students it names (`userId`) and the lecturers it names (`pengujiDosenIds`, `dosenId`).
 */
const abilityFields: AbilityFieldMap = {
  prodiId: { column: surat.prodiUuid, type: 'uuid' },
  userId: { matches: names(surat.userIds), type: 'int' },
  pengujiDosenIds: { matches: names(surat.dosenUuids), type: 'uuid' },
  dosenId: { matches: names(surat.dosenUuids), type: 'uuid' },
};

/**
 * Which rows: per jenis, the rows the caller's CASL rules let them read (rules as SQL): everything for
 * an unconditioned rule, the letters of their prodi, the ones naming them, their own.
 */
export function visibleWhere(caller: SuratCaller): SQL | undefined {
  const jenis = readableJenis(caller);
  if (jenis.length === 0) return sql`false`;
  return or(...jenis.map((j) => and(eq(surat.jenis, j), abilityWhere(caller.ability, 'read', j, abilityFields))));
}

/** Which PDF a reader gets of a letter: their language's, and its hash. */
export type ReaderView = { locale: SuratLocale; sha256: string };

/** A row as its reader sees it; without a view, as the Indonesian original. */
export function toSuratRow(row: Stored, view?: ReaderView): SuratRow {
  return {
    uuid: row.uuid,
    jenis: row.jenis as SuratJenis,
    nomor: row.nomor,
    perihal: row.perihal,
    tanggal: row.tanggal,
    status: row.status as SuratRow['status'],
    penerima: row.penerima as SuratRow['penerima'],
    ref: row.ref as SuratRow['ref'],
    kode: row.kode,
    locale: view?.locale ?? 'id',
    sha256: view?.sha256 ?? row.sha256,
    sha256Asli: row.sha256,
    alasanCabut: row.alasanCabut,
    replacedBy: row.replacedBy,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

const listColumns = {
  uuid: surat.uuid,
  jenis: surat.jenis,
  nomor: surat.nomor,
  tahun: surat.tahun,
  seq: surat.seq,
  perihal: surat.perihal,
  tanggal: surat.tanggal,
  status: surat.status,
  penerima: surat.penerima,
  ref: surat.ref,
  dosenUuids: surat.dosenUuids,
  userIds: surat.userIds,
  prodiUuid: surat.prodiUuid,
  kode: surat.kode,
  sha256: surat.sha256,
  certificateSha256: surat.certificateSha256,
  signedAt: surat.signedAt,
  alasanCabut: surat.alasanCabut,
  replacedBy: surat.replacedBy,
  version: surat.version,
  createdBy: surat.createdBy,
  createdAt: surat.createdAt,
};

export async function listSurat(
  db: Db,
  caller: SuratCaller,
  query: { jenis?: SuratJenis; status?: string; q: string; page: number; perPage: number },
): Promise<Page<SuratRow>> {
  const where = and(
    visibleWhere(caller),
    query.jenis ? eq(surat.jenis, query.jenis) : undefined,
    query.status ? eq(surat.status, query.status) : undefined,
    query.q ? or(ilike(surat.nomor, `%${query.q}%`), ilike(surat.perihal, `%${query.q}%`)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(surat)
      .where(where)
      .orderBy(desc(surat.createdAt), desc(surat.seq))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(surat).where(where),
  ]);
  return {
    data: await forReader(
      db,
      caller,
      rows.map((r) => ({ ...r, pdf: new Uint8Array(), snapshot: null })),
    ),
    total: Number(count?.n ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}

/** The letter if the caller may read it; 404 otherwise (a row one may not see does not exist). */
export async function findVisibleSurat(db: Db, caller: SuratCaller, uuid: string, withPdf = false): Promise<Stored> {
  const columns = withPdf ? { ...listColumns, pdf: surat.pdf } : listColumns;
  const [row] = await db
    .select(columns)
    .from(surat)
    .where(and(eq(surat.uuid, uuid), visibleWhere(caller)));
  if (!row) throw new AppError('NOT_FOUND', 'Letter not found.');
  return { pdf: new Uint8Array(), snapshot: null, ...row } as Stored;
}

/**
 * Rows in the reader's language (profile locale, else `id`): `sha256` is the hash of the PDF that
 * reader downloads, so a translation not rendered yet is rendered (and stored) here.
 */
export async function forReader(db: Db, caller: Pick<SuratCaller, 'userId'>, rows: Stored[]): Promise<SuratRow[]> {
  const locale = await recipientLocale(db, caller.userId);
  const hashes = await sha256In(db, rows, locale);
  return rows.map((r) => toSuratRow(r, { locale, sha256: hashes.get(r.uuid) ?? r.sha256 }));
}

export async function oneForReader(db: Db, caller: Pick<SuratCaller, 'userId'>, row: Stored): Promise<SuratRow> {
  const [one] = await forReader(db, caller, [row]);
  return one as SuratRow;
}
