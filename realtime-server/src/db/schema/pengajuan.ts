import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { dosen, periodeUjian, prodi } from './master';

/** `sidang` | `yudisium`: the history, documents and supervisors of both kinds share tables. */
export type PengajuanKindColumn = 'sidang' | 'yudisium';

/**
 * Columns of both pengajuan tables. `prodi_uuid` is copied from the student's profile (on create and
 * on every submit) so a koordinator's list is one indexed filter; `search_text` holds the lowercased
 * title, student name and NIM for `q` (a trigram index is added on PostgreSQL, see migrations-extra).
 */
const pengajuanColumns = () => ({
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  prodiUuid: uuid('prodi_uuid').references(() => prodi.uuid),
  periodeUuid: uuid('periode_uuid').references(() => periodeUjian.uuid),
  judul: text('judul').notNull(),
  status: text('status').notNull().default('draft'),
  /** sidang in `selesai`: lulus | lulus_revisi | tidak_lulus */
  hasil: text('hasil'),
  /** the note of the latest RETURN/REJECT (also in the history) */
  lastNote: text('last_note'),
  searchText: text('search_text').notNull().default(''),
  retribusiId: text('retribusi_id'),
  assetId: text('asset_id'),
  permohonanId: text('permohonan_id'),
  permohonanAssetId: text('permohonan_asset_id'),
  pradesainId: text('pradesain_id'),
  pelaksanaanId: text('pelaksanaan_id'),
  uraianPekerjaanId: text('uraian_pekerjaan_id'),
  /** optimistic concurrency: every write bumps it and checks the value it read */
  version: integer('version').notNull().default(1),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The list indexes (created_at), (status, created_at) and (prodi, status, created_at) are covering ones
// (INCLUDE search_text, uuid ...), written in migrations-extra/pengajuan-search.sql: drizzle-kit cannot
// express INCLUDE. They let a list's `count(*)` and the search for its page's uuids run as index-only
// scans, `search_text LIKE` checked on the index tuples.
export const pengajuanSidang = pgTable('pengajuan_sidang', pengajuanColumns(), (t) => [
  index('pengajuan_sidang_user_idx').on(t.userId, t.createdAt),
  index('pengajuan_sidang_periode_idx').on(t.periodeUuid, t.status),
]);

export const pengajuanYudisium = pgTable('pengajuan_yudisium', pengajuanColumns(), (t) => [
  index('pengajuan_yudisium_user_idx').on(t.userId, t.createdAt),
]);

/** Supervisors of a pengajuan, in order (pembimbing 1, 2). */
export const pengajuanPembimbing = pgTable(
  'pengajuan_pembimbing',
  {
    kind: text('kind').$type<PengajuanKindColumn>().notNull(),
    pengajuanUuid: uuid('pengajuan_uuid').notNull(),
    urutan: integer('urutan').notNull(),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.pengajuanUuid, t.urutan] }),
    index('pengajuan_pembimbing_dosen_idx').on(t.dosenUuid),
  ],
);

/** Every transition ever made, append-only: the timeline and the source of STEP_BACK. */
export const pengajuanHistory = pgTable(
  'pengajuan_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<PengajuanKindColumn>().notNull(),
    pengajuanUuid: uuid('pengajuan_uuid').notNull(),
    /** null on the creation row */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    event: text('event').notNull(),
    /** hasil after the transition (sidang) */
    hasil: text('hasil'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pengajuan_history_pengajuan_idx').on(t.kind, t.pengajuanUuid, t.id)],
);

/** Uploaded documents; the bytes live in the storage under `storage_key` (a generated name). */
export const berkas = pgTable(
  'berkas',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').$type<PengajuanKindColumn>().notNull(),
    pengajuanUuid: uuid('pengajuan_uuid').notNull(),
    jenis: text('jenis').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('berkas_pengajuan_idx').on(t.kind, t.pengajuanUuid, t.jenis)],
);

/** Document types per kind; `required` ones must be uploaded before SUBMIT. Admins may add more. */
export const jenisBerkas = pgTable(
  'jenis_berkas',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').$type<PengajuanKindColumn>().notNull(),
    kode: text('kode').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(true),
    urutan: integer('urutan').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** optimistic concurrency, as every master row */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('jenis_berkas_kind_kode_idx').on(t.kind, t.kode)],
);
