import Decimal from 'decimal.js';
import { z } from 'zod';
import { listQuerySchema } from './paging';

/**
 * Hasil sidang and perubahan nilai (CONTRACT.md "Hasil sidang"): wire shapes and the one scoring
 * arithmetic both the server and the scoring screen use, in exact decimals (never binary floats).
 */

export const hasilStatuses = ['penilaian', 'final'] as const;
export type HasilRowStatus = (typeof hasilStatuses)[number];
export const keputusanValues = ['lulus', 'lulus_revisi', 'tidak_lulus'] as const;
export type Keputusan = (typeof keputusanValues)[number];
export const perubahanStatuses = ['diajukan', 'disetujui', 'ditolak'] as const;
export type PerubahanStatus = (typeof perubahanStatuses)[number];
export const perubahanEvents = ['APPROVE', 'REJECT'] as const;
export const scoreSources = ['entry', 'perubahan', 'admin'] as const;
export type ScoreSource = (typeof scoreSources)[number];

/** Reason codes in `error.fields.reason`. */
export const hasilReasons = [
  'STALE_VERSION',
  'NOT_STARTED',
  'NOT_IN_STATE',
  'RUBRIC_INCOMPLETE',
  'SCORES_MISSING',
  'GRADE_NOT_LULUS',
  'OPEN_REQUEST_EXISTS',
  'HASIL_LULUS_REQUIRED',
] as const;

export type KomponenFrozen = { kode: string; nama: string; bobot: number };
export type SkalaRow = { huruf: string; nilaiMin: number | string; lulus: boolean };
export type Scores = Record<string, number | string>;

// ---------------------------------------------------------------------------------------------
// Arithmetic

/** An independent Decimal constructor: rounding set here cannot leak into other users of the library. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

export function dec(value: number | string): Dec {
  // a number goes through its shortest decimal text (80.07, not 80.069999...)
  return new D(typeof value === 'number' ? String(value) : value);
}

/** One examiner's total: the sum of score x weight / 100 over the rubric, exact. */
export function weightedTotal(nilai: Scores, komponen: readonly { kode: string; bobot: number | string }[]): Dec {
  let total = new D(0);
  for (const k of komponen) total = total.plus(dec(nilai[k.kode] ?? 0).times(dec(k.bobot)));
  return total.dividedBy(100);
}

/** The final score: the mean of the totals (exact), rounded half up to 2 decimals. */
export function nilaiAkhirOf(totals: readonly Dec[]): Dec | null {
  if (totals.length === 0) return null;
  const sum = totals.reduce((acc, t) => acc.plus(t), new D(0));
  return sum.dividedBy(totals.length).toDecimalPlaces(2, D.ROUND_HALF_UP);
}

/** The scale row a final score falls in: the highest `nilaiMin` not above it (active rows only). */
export function gradeOf(nilaiAkhir: Dec | number | string, skala: readonly SkalaRow[]): SkalaRow | null {
  const value = typeof nilaiAkhir === 'object' ? nilaiAkhir : dec(nilaiAkhir);
  let best: SkalaRow | null = null;
  for (const row of skala) {
    if (value.greaterThanOrEqualTo(dec(row.nilaiMin)) && (!best || dec(row.nilaiMin).greaterThan(dec(best.nilaiMin))))
      best = row;
  }
  return best;
}

/** A decimal as a JSON number: exact for the 2-4 decimal places these values have. */
export function toNumber(value: Dec): number {
  return Number(value.toString());
}

/** Active rubric weights sum to exactly 100. */
export function rubricComplete(komponen: readonly { bobot: number | string }[]): boolean {
  return komponen.reduce((acc, k) => acc.plus(dec(k.bobot)), new D(0)).equals(100);
}

export function sumOfWeights(komponen: readonly { bobot: number | string }[]): number {
  return toNumber(komponen.reduce((acc, k) => acc.plus(dec(k.bobot)), new D(0)));
}

// ---------------------------------------------------------------------------------------------
// Wire shapes

export const hasilMessages = {
  score: 'A score is a number from 0 to 100 with at most 2 decimals.',
  missingKomponen: 'Please enter a score for this component.',
  unknownKomponen: 'This component is not in the rubric.',
  alasanRequired: 'Please give the reason (alasan).',
  alasanTooLong: 'The reason (alasan) is too long: at most 2,000 characters.',
  catatanRequired: 'Revision notes are required for lulus_revisi.',
  noteRequired: 'A note is required to reject.',
} as const;

/** 0-100 with at most 2 decimals, as a number or a decimal string. */
export const scoreSchema = z
  .union(
    [
      z.number(),
      z
        .string({ error: hasilMessages.score })
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: hasilMessages.score }),
    ],
    {
      error: hasilMessages.score,
    },
  )
  .refine(
    (v) => {
      try {
        const d = dec(v);
        return d.isFinite() && d.greaterThanOrEqualTo(0) && d.lessThanOrEqualTo(100) && d.decimalPlaces() <= 2;
      } catch {
        return false;
      }
    },
    { error: hasilMessages.score },
  );

const version = z.number({ error: 'version must be an integer.' }).int().optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const nilaiBodySchema = z.object({
  nilai: z.record(z.string(), scoreSchema, { error: 'nilai must be an object of component code -> score.' }),
  catatan: optionalText(2000),
  alasan: z.string().trim().max(2000, { error: hasilMessages.alasanTooLong }).optional(),
  version,
});
export type NilaiBody = z.infer<typeof nilaiBodySchema>;

export const finalizeBodySchema = z.object({
  keputusan: z.enum(keputusanValues, { error: 'keputusan must be lulus, lulus_revisi or tidak_lulus.' }),
  catatanRevisi: optionalText(4000),
  version,
});
export type FinalizeBody = z.infer<typeof finalizeBodySchema>;

export const versionBodySchema = z.object({ version });

export const perubahanCreateSchema = z.object({
  dosenUuid: z.uuid({ error: 'Please choose the examiner.' }),
  nilai: nilaiBodySchema.shape.nilai,
  alasan: z
    .string({ error: hasilMessages.alasanRequired })
    .trim()
    .min(1, { error: hasilMessages.alasanRequired })
    .max(2000, { error: hasilMessages.alasanTooLong }),
});
export type PerubahanCreateBody = z.infer<typeof perubahanCreateSchema>;

export const perubahanTransitionSchema = z.object({
  event: z.enum(perubahanEvents, { error: 'event must be APPROVE or REJECT.' }),
  note: optionalText(2000),
  keputusan: z.enum(keputusanValues, { error: 'keputusan must be lulus, lulus_revisi or tidak_lulus.' }).optional(),
  version,
});
export type PerubahanTransitionBody = z.infer<typeof perubahanTransitionSchema>;

export const hasilListQuerySchema = listQuerySchema.extend({
  status: z.enum(hasilStatuses).optional(),
  prodiUuid: z.uuid().optional(),
  /** `mine=1`: only the sidang the caller scores (dosen's "to score" list) */
  mine: z.enum(['0', '1']).optional(),
});
export type HasilListQuery = z.infer<typeof hasilListQuerySchema>;

export const perubahanListQuerySchema = listQuerySchema.extend({
  status: z.enum(perubahanStatuses).optional(),
  hasilUuid: z.uuid().optional(),
});
export type PerubahanListQuery = z.infer<typeof perubahanListQuerySchema>;

export type Penilai = {
  dosenUuid: string;
  nama: string;
  peran: string;
  nilai: Record<string, number> | null;
  total: number | null;
  catatan: string | null;
  submittedAt: string | null;
  /** whether the examiner has a sign-in: without one an admin enters their scores */
  hasAccount: boolean;
};

export type HasilRow = {
  uuid: string;
  jadwalUuid: string;
  pengajuanUuid: string;
  mahasiswa: { id: number; fullName: string; nomorInduk: string | null };
  judul: string;
  prodiUuid: string | null;
  status: HasilRowStatus;
  jadwalStatus: string;
  tanggal: string | null;
  komponen: KomponenFrozen[];
  penilai: Penilai[];
  nilaiAkhir: number | null;
  huruf: string | null;
  lulus: boolean | null;
  keputusan: Keputusan | null;
  catatanRevisi: string | null;
  version: number;
  finalizedAt: string | null;
  finalizedBy: number | null;
  /** the caller's own dosen row (null for non-lecturers): which penilai line they score */
  myDosenUuid: string | null;
};

/** One recorded score set; `nilai`, `total` and `catatan` are null where the reader may not see them yet. */
export type HasilHistoryEntry = {
  dosenUuid: string;
  nilai: Record<string, number> | null;
  total: number | null;
  catatan: string | null;
  by: number | null;
  at: string;
  source: ScoreSource;
  alasan: string | null;
};

export type PerubahanRow = {
  uuid: string;
  hasilUuid: string;
  dosenUuid: string;
  dosenNama: string;
  mahasiswa: { id: number; fullName: string; nomorInduk: string | null };
  judul: string;
  nilaiLama: Record<string, number>;
  nilaiBaru: Record<string, number>;
  totalLama: number;
  totalBaru: number;
  nilaiAkhirLama: number | null;
  hurufLama: string | null;
  nilaiAkhirBaru: number | null;
  hurufBaru: string | null;
  alasan: string;
  status: PerubahanStatus;
  note: string | null;
  requestedBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
  version: number;
};

// ---------------------------------------------------------------------------------------------
// Master lists of the rubric and the grade scale

/** Seeded grade scale (CONTRACT.md): pass from C (60) up. */
export const defaultSkalaNilai = [
  { huruf: 'A', nilaiMin: '80', lulus: true },
  { huruf: 'AB', nilaiMin: '75', lulus: true },
  { huruf: 'B', nilaiMin: '70', lulus: true },
  { huruf: 'BC', nilaiMin: '65', lulus: true },
  { huruf: 'C', nilaiMin: '60', lulus: true },
  { huruf: 'D', nilaiMin: '50', lulus: false },
  { huruf: 'E', nilaiMin: '0', lulus: false },
] as const;

/** Seeded rubric: weights sum to 100. */
export const defaultKomponenNilai = [
  { kode: 'penulisan', nama: 'Penulisan naskah', bobot: '25', urutan: 1 },
  { kode: 'presentasi', nama: 'Presentasi', bobot: '25', urutan: 2 },
  { kode: 'penguasaan', nama: 'Penguasaan materi', bobot: '50', urutan: 3 },
] as const;
