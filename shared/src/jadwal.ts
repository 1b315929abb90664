import { z } from 'zod';
import { isoDateSchema } from './dates';
import { listQuerySchema } from './paging';

/**
 * Wire shapes of `/api/v1/jadwal-sidang` (CONTRACT.md "Jadwal sidang"). The state codes are the
 * `jadwalSidang` machine's (DOMAIN.md "Jadwal") and never change.
 */
export const jadwalStatuses = ['draft', 'terjadwal', 'berlangsung', 'selesai', 'dibatalkan'] as const;
export type JadwalStatus = (typeof jadwalStatuses)[number];

export const jadwalEvents = ['PUBLISH', 'START', 'FINISH', 'CANCEL'] as const;
export type JadwalEventType = (typeof jadwalEvents)[number];

/** States whose time, room and committee may still change (a change on `terjadwal` is a reschedule). */
export const jadwalEditableStatuses: readonly JadwalStatus[] = ['draft', 'terjadwal'];

export const komitePeran = ['ketua', 'sekretaris', 'penguji1', 'penguji2'] as const;
export type KomitePeran = (typeof komitePeran)[number];

/** Hard rules: breaking one refuses the write with `409 SCHEDULE_CLASH`. */
export const clashCodes = [
  'RUANGAN_BUSY',
  'DOSEN_BUSY',
  'EXTERNAL_BLOCK',
  'PEMBIMBING_AS_PENGUJI',
  'KOMITE_DUPLICATE',
  'KOMITE_INCOMPLETE',
  'OUTSIDE_PERIODE',
  'PAST',
  'RUANGAN_INACTIVE',
  'DOSEN_INACTIVE',
  'NO_PLACE',
  'DOSEN_UNAVAILABLE',
] as const;
export type ClashCode = (typeof clashCodes)[number];

/** Soft rules: reported, never refused. */
export const warningCodes = ['DOSEN_LOAD'] as const;
export type WarningCode = (typeof warningCodes)[number];

const dateString = isoDateSchema();
const onlineUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'Use an http(s) link.');

export const komiteSeatSchema = z.object({ dosenUuid: z.uuid(), peran: z.enum(komitePeran) });
export type KomiteSeat = z.infer<typeof komiteSeatSchema>;

export const komiteMemberSchema = komiteSeatSchema.extend({ nama: z.string() });
export type KomiteMember = z.infer<typeof komiteMemberSchema>;

export const jadwalRowSchema = z.object({
  uuid: z.string(),
  pengajuanUuid: z.string(),
  mahasiswa: z.object({ id: z.number().int(), fullName: z.string(), nomorInduk: z.string().nullable() }),
  judul: z.string(),
  prodiUuid: z.string().nullable(),
  prodiNama: z.string().nullable(),
  status: z.enum(jadwalStatuses),
  tanggal: z.string().nullable(),
  waktuUjianUuid: z.string().nullable(),
  mulai: z.string().nullable(),
  selesai: z.string().nullable(),
  ruanganUuid: z.string().nullable(),
  ruanganNama: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  locked: z.boolean(),
  komite: z.array(komiteMemberSchema),
  pembimbing: z.array(z.object({ dosenUuid: z.string(), nama: z.string() })),
  sequence: z.number().int(),
  allowedEvents: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JadwalRow = z.infer<typeof jadwalRowSchema>;

/** The fields a create, a patch and a check share; all optional on a draft. */
const placementFields = {
  tanggal: dateString.nullable().optional(),
  waktuUjianUuid: z.uuid().nullable().optional(),
  ruanganUuid: z.uuid().nullable().optional(),
  onlineUrl: onlineUrl.nullable().optional(),
  komite: z.array(komiteSeatSchema).max(komitePeran.length).optional(),
  locked: z.boolean().optional(),
};

export const createJadwalSchema = z.object({ pengajuanUuid: z.uuid(), ...placementFields });
export type CreateJadwal = z.infer<typeof createJadwalSchema>;

export const patchJadwalSchema = z.object({ version: z.number().int().min(1).max(2_147_483_647), ...placementFields });
export type PatchJadwal = z.infer<typeof patchJadwalSchema>;

export const jadwalTransitionSchema = z.object({
  event: z.enum(jadwalEvents),
  note: z.string().trim().max(2000).optional(),
  version: z.number().int().min(1).max(2_147_483_647),
});
export type JadwalTransition = z.infer<typeof jadwalTransitionSchema>;

export const checkJadwalSchema = z.object({
  uuid: z.uuid().optional(),
  pengajuanUuid: z.uuid(),
  tanggal: dateString,
  waktuUjianUuid: z.uuid(),
  ruanganUuid: z.uuid().nullable().optional(),
  onlineUrl: onlineUrl.nullable().optional(),
  komite: z.array(komiteSeatSchema).max(komitePeran.length).default([]),
});
export type CheckJadwal = z.infer<typeof checkJadwalSchema>;

export const clashSchema = z.object({
  code: z.string(),
  message: z.string(),
  dosenUuid: z.string().optional(),
  ruanganUuid: z.string().optional(),
  jadwalUuid: z.string().optional(),
  externalUuid: z.string().optional(),
  ketersediaanUuid: z.string().optional(),
});
export type Clash = z.infer<typeof clashSchema>;

export const checkResultSchema = z.object({
  ok: z.boolean(),
  clashes: z.array(clashSchema),
  warnings: z.array(clashSchema),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const availabilityQuerySchema = z.object({
  tanggal: dateString,
  waktuUjianUuid: z.uuid(),
  pengajuanUuid: z.uuid().optional(),
});
export const availabilitySchema = z.object({
  ruangan: z.array(z.object({ uuid: z.string(), nama: z.string(), kapasitas: z.number().int() })),
  /** in suggestion order: `cocok` (the student's peminatan) first, then lower `loadPeriode`, then name */
  dosen: z.array(
    z.object({
      uuid: z.string(),
      nama: z.string(),
      load: z.number().int(),
      loadPeriode: z.number().int(),
      cocok: z.boolean(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const jadwalListQuerySchema = listQuerySchema.extend({
  status: z.enum(jadwalStatuses).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
  prodiUuid: z.uuid().optional(),
  dosenUuid: z.uuid().optional(),
  ruanganUuid: z.uuid().optional(),
  pengajuanUuid: z.uuid().optional(),
  mine: z.enum(['0', '1']).optional(),
});
export type JadwalListQuery = z.infer<typeof jadwalListQuerySchema>;

export const jadwalHistoryEntrySchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  event: z.string(),
  by: z.number().int().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
  changes: z.record(z.string(), z.unknown()),
});
export type JadwalHistoryEntry = z.infer<typeof jadwalHistoryEntrySchema>;

/** The wall-clock zone of waktu ujian and `tanggal`: instants are computed in it. */
export const JADWAL_TIME_ZONE = 'Asia/Jakarta';

/** `GET /api/v1/rekap/jadwal-sidang` (and its `/export.xlsx`). */
export const rekapJadwalQuerySchema = z.object({
  from: dateString.optional(),
  to: dateString.optional(),
  prodiUuid: z.uuid().optional(),
  ruanganUuid: z.uuid().optional(),
  dosenUuid: z.uuid().optional(),
});
export type RekapJadwalQuery = z.infer<typeof rekapJadwalQuerySchema>;

export const rekapJadwalDosenSchema = z.object({
  dosenUuid: z.string(),
  nama: z.string(),
  ketua: z.number().int(),
  sekretaris: z.number().int(),
  penguji: z.number().int(),
  pembimbing: z.number().int(),
  total: z.number().int(),
});
export const rekapJadwalSchema = z.object({
  rows: z.array(jadwalRowSchema),
  perHari: z.array(z.object({ tanggal: z.string(), n: z.number().int() })),
  perRuangan: z.array(z.object({ ruanganUuid: z.string(), nama: z.string(), n: z.number().int() })),
  perDosen: z.array(rekapJadwalDosenSchema),
  total: z.number().int(),
});
export type RekapJadwal = z.infer<typeof rekapJadwalSchema>;
