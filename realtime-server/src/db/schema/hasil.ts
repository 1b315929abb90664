import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jadwalSidang } from './jadwal';
import { dosen, masterColumns } from './master';

/** Rubric aspects (master list `komponen-nilai`): active weights must sum to 100 before finalising. */
export const komponenNilai = pgTable('komponen_nilai', {
  ...masterColumns(),
  kode: text('kode').notNull().unique(),
  nama: text('nama').notNull(),
  /** percent of the total */
  bobot: numeric('bobot', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  urutan: integer('urutan').notNull().default(0),
});

/** Grade scale (master list `skala-nilai`): a final score gets the row with the highest `nilai_min` not above it. */
export const skalaNilai = pgTable('skala_nilai', {
  ...masterColumns(),
  huruf: text('huruf').notNull().unique(),
  nilaiMin: numeric('nilai_min', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  lulus: boolean('lulus').notNull(),
});

/**
 * The result of one sidang (CONTRACT.md "Hasil sidang"), created when its jadwal is published.
 * `komponen` is the rubric frozen at the first score: `[{kode, nama, bobot}]` (bobot as decimal text).
 * `nilai_akhir` and `huruf` are kept up to date on every score so lists and recaps need no arithmetic.
 */
export const hasilSidang = pgTable(
  'hasil_sidang',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    jadwalUuid: uuid('jadwal_uuid')
      .notNull()
      .references(() => jadwalSidang.uuid, { onDelete: 'cascade' }),
    status: text('status').notNull().default('penilaian'),
    komponen: jsonb('komponen'),
    nilaiAkhir: numeric('nilai_akhir', { precision: 5, scale: 2 }),
    huruf: text('huruf'),
    lulus: boolean('lulus'),
    keputusan: text('keputusan'),
    catatanRevisi: text('catatan_revisi'),
    version: integer('version').notNull().default(1),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    finalizedBy: integer('finalized_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hasil_sidang_jadwal_idx').on(t.jadwalUuid), index('hasil_sidang_status_idx').on(t.status)],
);

/**
 * Every score set ever recorded, append-only (a trigger in migrations-extra refuses UPDATE and
 * DELETE). An examiner's current scores are their latest row.
 */
export const hasilNilai = pgTable(
  'hasil_nilai',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hasilUuid: uuid('hasil_uuid')
      .notNull()
      .references(() => hasilSidang.uuid, { onDelete: 'cascade' }),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid),
    /** `{kode: "85.50"}`: decimal text, never a float */
    nilai: jsonb('nilai').notNull(),
    total: numeric('total', { precision: 9, scale: 4 }).notNull(),
    catatan: text('catatan'),
    /** 'entry' | 'perubahan' | 'admin' */
    source: text('source').notNull(),
    alasan: text('alasan'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hasil_nilai_hasil_idx').on(t.hasilUuid, t.dosenUuid, t.id)],
);

/** A change of one examiner's scores after `final` (machine `perubahanNilai`). */
export const perubahanNilai = pgTable(
  'perubahan_nilai',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    hasilUuid: uuid('hasil_uuid')
      .notNull()
      .references(() => hasilSidang.uuid, { onDelete: 'cascade' }),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid),
    nilaiLama: jsonb('nilai_lama').notNull(),
    nilaiBaru: jsonb('nilai_baru').notNull(),
    totalLama: numeric('total_lama', { precision: 9, scale: 4 }).notNull(),
    totalBaru: numeric('total_baru', { precision: 9, scale: 4 }).notNull(),
    nilaiAkhirLama: numeric('nilai_akhir_lama', { precision: 5, scale: 2 }),
    hurufLama: text('huruf_lama'),
    nilaiAkhirBaru: numeric('nilai_akhir_baru', { precision: 5, scale: 2 }),
    hurufBaru: text('huruf_baru'),
    alasan: text('alasan').notNull(),
    status: text('status').notNull().default('diajukan'),
    note: text('note'),
    keputusan: text('keputusan'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one open request per hasil and examiner: the database settles a race
    uniqueIndex('perubahan_nilai_open_idx').on(t.hasilUuid, t.dosenUuid).where(sql`${t.status} = 'diajukan'`),
    index('perubahan_nilai_status_idx').on(t.status, t.createdAt),
  ],
);
