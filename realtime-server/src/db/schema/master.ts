import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns every master row has: a public uuid, an active flag (deactivate instead of delete), a version and times. */
export const masterColumns = () => ({
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  active: boolean('active').notNull().default(true),
  /** optimistic concurrency: every PATCH bumps it and may name the value it read (STALE_VERSION) */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jenjang = pgTable('jenjang', {
  ...masterColumns(),
  kode: text('kode').notNull().unique(), // D3, S1, S2, S3
  nama: text('nama').notNull(),
});

export const prodi = pgTable(
  'prodi',
  {
    ...masterColumns(),
    kode: text('kode').notNull().unique(),
    nama: text('nama').notNull(),
    jenjangUuid: uuid('jenjang_uuid')
      .notNull()
      .references(() => jenjang.uuid),
  },
  (t) => [index('prodi_jenjang_idx').on(t.jenjangUuid)],
);

export const peminatan = pgTable(
  'peminatan',
  {
    ...masterColumns(),
    kode: text('kode').notNull().unique(),
    nama: text('nama').notNull(),
    prodiUuid: uuid('prodi_uuid')
      .notNull()
      .references(() => prodi.uuid),
  },
  (t) => [index('peminatan_prodi_idx').on(t.prodiUuid)],
);

export const program = pgTable('program', {
  ...masterColumns(),
  kode: text('kode').notNull().unique(), // reguler, karyawan, internasional
  nama: text('nama').notNull(),
});

export const dosen = pgTable(
  'dosen',
  {
    ...masterColumns(),
    nidn: text('nidn').notNull().unique(),
    nip: text('nip'),
    nama: text('nama').notNull(),
    gelarDepan: text('gelar_depan'),
    gelarBelakang: text('gelar_belakang'),
    email: text('email'),
    phone: text('phone'),
    prodiUuid: uuid('prodi_uuid').references(() => prodi.uuid),
    /** the portal account of this lecturer, when there is one */
    userId: integer('user_id'),
    /** the peminatan (research groups) this lecturer examines in: examiner suggestions match on them */
    peminatanUuids: uuid('peminatan_uuids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [index('dosen_prodi_idx').on(t.prodiUuid), index('dosen_nama_idx').on(t.nama)],
);

export const ruangan = pgTable('ruangan', {
  ...masterColumns(),
  kode: text('kode').notNull().unique(),
  nama: text('nama').notNull(),
  kapasitas: integer('kapasitas').notNull().default(10),
  lokasi: text('lokasi'),
  onlineAllowed: boolean('online_allowed').notNull().default(false),
});

export const waktuUjian = pgTable('waktu_ujian', {
  ...masterColumns(),
  nama: text('nama').notNull().unique(),
  mulai: time('mulai').notNull(),
  selesai: time('selesai').notNull(),
});

export const periodeUjian = pgTable(
  'periode_ujian',
  {
    ...masterColumns(),
    nama: text('nama').notNull(),
    /** 'sidang' | 'yudisium' */
    jenis: text('jenis').notNull(),
    tanggalBuka: date('tanggal_buka').notNull(),
    tanggalTutup: date('tanggal_tutup').notNull(),
  },
  (t) => [uniqueIndex('periode_ujian_nama_jenis_idx').on(t.nama, t.jenis)],
);

export const jadwalExternalUmum = pgTable('jadwal_external_umum', {
  ...masterColumns(),
  judul: text('judul').notNull(),
  mulai: timestamp('mulai', { withTimezone: true }).notNull(),
  selesai: timestamp('selesai', { withTimezone: true }).notNull(),
  /** 'semua' (everyone) | 'dosen' | 'ruangan' */
  cakupan: text('cakupan').notNull().default('semua'),
  dosenUuid: uuid('dosen_uuid').references(() => dosen.uuid),
  ruanganUuid: uuid('ruangan_uuid').references(() => ruangan.uuid),
});

/**
 * Display labels and colours for the machines' fixed state codes. One table per spec list
 * (status-hasil-sidang, status-jadwal-sidang, status-pengajuan-sidang) with the same shape;
 * `label` holds one text per language: {"id":"Diajukan","en":"Submitted",...}.
 */
const statusColumns = () => ({
  ...masterColumns(),
  kode: text('kode').notNull().unique(),
  label: jsonb('label').notNull().default(sql`'{}'::jsonb`),
  warna: text('warna').notNull().default('gray'),
  urutan: integer('urutan').notNull().default(0),
});
export const statusHasilSidang = pgTable('status_hasil_sidang', statusColumns());
export const statusJadwalSidang = pgTable('status_jadwal_sidang', statusColumns());
export const statusPengajuanSidang = pgTable('status_pengajuan_sidang', statusColumns());

export const prosesPersidangan = pgTable('proses_persidangan', {
  ...masterColumns(),
  urutan: integer('urutan').notNull(),
  nama: text('nama').notNull(),
  label: jsonb('label').notNull().default(sql`'{}'::jsonb`),
  deskripsi: text('deskripsi'),
});
