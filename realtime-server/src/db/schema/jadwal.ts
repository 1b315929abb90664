import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { dosen, prodi, ruangan, waktuUjian } from './master';
import { pengajuanSidang } from './pengajuan';

/**
 * The schedule of one sidang (CONTRACT.md "Jadwal sidang"). `mulai`/`selesai` are the real instants
 * (the waktu ujian's times on `tanggal` in Asia/Jakarta), stored so overlap is one indexed range test;
 * they are null while a draft lacks date or slot. `prodi_uuid` is copied from the pengajuan so a
 * koordinator's list is one indexed filter.
 */
export const jadwalSidang = pgTable(
  'jadwal_sidang',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    pengajuanUuid: uuid('pengajuan_uuid')
      .notNull()
      .references(() => pengajuanSidang.uuid, { onDelete: 'cascade' }),
    prodiUuid: uuid('prodi_uuid').references(() => prodi.uuid),
    status: text('status').notNull().default('draft'),
    tanggal: date('tanggal'),
    waktuUjianUuid: uuid('waktu_ujian_uuid').references(() => waktuUjian.uuid),
    mulai: timestamp('mulai', { withTimezone: true }),
    selesai: timestamp('selesai', { withTimezone: true }),
    ruanganUuid: uuid('ruangan_uuid').references(() => ruangan.uuid),
    onlineUrl: text('online_url'),
    /** a locked draft is kept as it is by automatic scheduling */
    locked: boolean('locked').notNull().default(false),
    /** +1 on every reschedule of a terjadwal row; calendars and reminders key on it */
    sequence: integer('sequence').notNull().default(0),
    /** the note of the CANCEL that ended it */
    cancelNote: text('cancel_note'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pengajuan has at most one jadwal that is not dibatalkan: the database settles a race.
    uniqueIndex('jadwal_sidang_pengajuan_live_idx').on(t.pengajuanUuid).where(sql`${t.status} <> 'dibatalkan'`),
    index('jadwal_sidang_mulai_idx').on(t.mulai, t.selesai).where(sql`${t.status} <> 'dibatalkan'`),
    index('jadwal_sidang_ruangan_idx').on(t.ruanganUuid, t.mulai).where(sql`${t.status} <> 'dibatalkan'`),
    index('jadwal_sidang_prodi_idx').on(t.prodiUuid, t.status, t.tanggal),
    index('jadwal_sidang_tanggal_idx').on(t.tanggal),
  ],
);

/** Committee seats: one dosen per peran (`ketua`, `sekretaris`, `penguji1`, `penguji2`). */
export const jadwalKomite = pgTable(
  'jadwal_komite',
  {
    jadwalUuid: uuid('jadwal_uuid')
      .notNull()
      .references(() => jadwalSidang.uuid, { onDelete: 'cascade' }),
    peran: text('peran').notNull(),
    dosenUuid: uuid('dosen_uuid')
      .notNull()
      .references(() => dosen.uuid),
  },
  (t) => [
    primaryKey({ columns: [t.jadwalUuid, t.peran] }),
    uniqueIndex('jadwal_komite_dosen_once_idx').on(t.jadwalUuid, t.dosenUuid),
    index('jadwal_komite_dosen_idx').on(t.dosenUuid),
  ],
);

/**
 * Every change of a jadwal, append-only (a trigger in migrations-extra refuses UPDATE and DELETE):
 * transitions and reschedules, with the fields that changed as `{field: [before, after]}`.
 */
export const jadwalHistory = pgTable(
  'jadwal_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jadwalUuid: uuid('jadwal_uuid')
      .notNull()
      .references(() => jadwalSidang.uuid, { onDelete: 'cascade' }),
    /** null on the creation row */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** CREATE, UPDATE, PUBLISH, RESCHEDULE, START, FINISH, CANCEL */
    event: text('event').notNull(),
    sequence: integer('sequence').notNull().default(0),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jadwal_history_jadwal_idx').on(t.jadwalUuid, t.id)],
);
