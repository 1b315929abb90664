import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jadwalSidang } from './jadwal';
import { dosen, jenjang, masterColumns, prodi } from './master';

/**
 * Honorarium rates (master `tarif-honorarium`): whole rupiah per peran and jenjang. Only one rate of a
 * peran and jenjang is active at a time; older ones stay as history, deactivated.
 */
export const tarifHonorarium = pgTable(
  'tarif_honorarium',
  {
    ...masterColumns(),
    /** 'pembimbing' | 'ketua' | 'sekretaris' | 'penguji' */
    peran: text('peran').notNull(),
    jenjangUuid: uuid('jenjang_uuid')
      .notNull()
      .references(() => jenjang.uuid),
    jumlah: integer('jumlah').notNull(),
  },
  (t) => [
    uniqueIndex('tarif_honorarium_active_idx').on(t.peran, t.jenjangUuid).where(sql`${t.active}`),
    index('tarif_honorarium_jenjang_idx').on(t.jenjangUuid),
  ],
);

/**
 * One honorarium of one dosen for one finished sidang, with the rate and tax of the moment it finished:
 * a later rate or tax change never rewrites it. Amounts are whole rupiah; `neto = jumlah - pajak`.
 * `tanggal` and `prodi_uuid` are copied from the jadwal so the recap filters one table.
 */
export const payrollLine = pgTable(
  'payroll_line',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    jadwalUuid: uuid('jadwal_uuid')
      .notNull()
      .references(() => jadwalSidang.uuid, { onDelete: 'cascade' }),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid),
    peran: text('peran').notNull(),
    jumlah: integer('jumlah').notNull(),
    pajak: integer('pajak').notNull(),
    neto: integer('neto').notNull(),
    tanggal: date('tanggal').notNull(),
    prodiUuid: uuid('prodi_uuid').references(() => prodi.uuid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_line_once_idx').on(t.jadwalUuid, t.dosenUuid, t.peran),
    index('payroll_line_dosen_idx').on(t.dosenUuid, t.tanggal),
    index('payroll_line_tanggal_idx').on(t.tanggal),
    index('payroll_line_prodi_idx').on(t.prodiUuid, t.tanggal),
  ],
);
