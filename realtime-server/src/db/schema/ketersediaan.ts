import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { dosen } from './master';

/**
 * A lecturer's declared unavailability (CONTRACT.md "Lecturer availability"): unavailable from
 * `mulai` to `selesai`; with `mingguan_sampai` the same hours repeat every 7 days up to and including
 * that date. Occurrences are expanded in one place (features/ketersediaan/occurrences.ts); the
 * indexes bound a range query by the first start and the last repeat day.
 */
export const ketersediaan = pgTable(
  'ketersediaan',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid, { onDelete: 'cascade' }),
    mulai: timestamp('mulai', { withTimezone: true }).notNull(),
    selesai: timestamp('selesai', { withTimezone: true }).notNull(),
    mingguanSampai: date('mingguan_sampai'),
    catatan: text('catatan'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ketersediaan_dosen_idx').on(t.dosenUuid, t.mulai), index('ketersediaan_mulai_idx').on(t.mulai)],
);

/**
 * When a lecturer's blocks last changed (created or deleted), one row per lecturer: a deleted block
 * leaves no row of its own, and the summary's `diperbaruiAt` must still move.
 */
export const ketersediaanPerubahan = pgTable('ketersediaan_perubahan', {
  dosenUuid: uuid('dosen_uuid')
    .primaryKey()
    .references(() => dosen.uuid, { onDelete: 'cascade' }),
  diubahAt: timestamp('diubah_at', { withTimezone: true }).notNull().defaultNow(),
});
