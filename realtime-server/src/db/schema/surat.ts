import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

/**
 * Issued letters. The PDF bytes (the Indonesian original) are stored when issued and never rendered
 * again, so a later template or settings change cannot alter a letter, and `sha256` stays the hash of
 * what was handed out. `snapshot` freezes everything the letter prints (facts, number, settings used):
 * translations are rendered from it, never from the live settings.
 */
export const surat = pgTable(
  'surat',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    jenis: text('jenis').notNull(),
    nomor: text('nomor').notNull(),
    tahun: integer('tahun').notNull(),
    seq: integer('seq').notNull(),
    perihal: text('perihal').notNull(),
    tanggal: date('tanggal').notNull(),
    /** terbit | diganti | dicabut */
    status: text('status').notNull().default('terbit'),
    penerima: jsonb('penerima').notNull().default(sql`'[]'::jsonb`),
    ref: jsonb('ref').notNull().default(sql`'{}'::jsonb`),
    /** dosen uuids and user ids the letter names, for "my letters" and visibility */
    dosenUuids: jsonb('dosen_uuids').notNull().default(sql`'[]'::jsonb`),
    userIds: jsonb('user_ids').notNull().default(sql`'[]'::jsonb`),
    prodiUuid: uuid('prodi_uuid'),
    /** the public verification code printed on the letter and in its QR */
    kode: text('kode').notNull().unique(),
    sha256: text('sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    /** the PAdES signature in `pdf`: which certificate (signing_certificate.sha256) and when */
    certificateSha256: text('certificate_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').notNull(),
    alasanCabut: text('alasan_cabut'),
    replacedBy: uuid('replaced_by'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surat_nomor_idx').on(t.jenis, t.tahun, t.seq),
    index('surat_jenis_idx').on(t.jenis, t.status, t.createdAt),
    index('surat_prodi_idx').on(t.prodiUuid),
  ],
);

/**
 * A letter rendered in another language than its Indonesian original, from the letter's snapshot on
 * first request and stored once (first writer wins), so every later request gets the same bytes.
 */
export const suratTerjemahan = pgTable(
  'surat_terjemahan',
  {
    suratUuid: uuid('surat_uuid')
      .notNull()
      .references(() => surat.uuid, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    sha256: text('sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    /** the PAdES signature in `pdf`: which certificate (signing_certificate.sha256) and when */
    certificateSha256: text('certificate_sha256'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suratUuid, t.locale] })],
);

/** The last number issued per jenis and year: bumped in the issuing transaction, so numbers have no gaps. */
export const suratCounter = pgTable(
  'surat_counter',
  {
    jenis: text('jenis').notNull(),
    tahun: integer('tahun').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jenis, t.tahun] })],
);

/**
 * Letters an event needs, written in the event's transaction and issued right after it commits (its
 * own transaction: a letter that cannot be made never undoes the event). A row stays only while it
 * waits (`menunggu`) or after it failed (`gagal`, with the error), until an admin retries it.
 */
export const suratAntrian = pgTable(
  'surat_antrian',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    jenis: text('jenis').notNull(),
    /** what the letter is issued from: `{jadwalUuid}`, `{pengajuanUuid}` or the finalised hasil */
    args: jsonb('args').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** menunggu | gagal */
    status: text('status').notNull().default('menunggu'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surat_antrian_status_idx').on(t.status, t.createdAt)],
);
