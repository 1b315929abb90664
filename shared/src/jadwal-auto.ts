import { z } from 'zod';
import { isoDateSchema } from './dates';
import { komitePeran } from './jadwal';

/** Wire shapes of `/api/v1/jadwal-sidang/auto-runs` (CONTRACT.md "Automatic scheduling"). */
const dateString = isoDateSchema();
const uuids = (max: number) => z.array(z.uuid()).max(max);

export const autoRunRequestSchema = z
  .object({
    dates: z.array(dateString).min(1).max(120).optional(),
    from: dateString.optional(),
    to: dateString.optional(),
    pengajuanUuids: uuids(2000).optional(),
    ruanganUuids: uuids(500).optional(),
    waktuUjianUuids: uuids(100).optional(),
    dosenUuids: uuids(2000).optional(),
    komite: z
      .object({
        ketua: z.boolean().default(true),
        sekretaris: z.boolean().default(false),
        penguji: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
      })
      .optional(),
    pembimbingHadir: z.boolean().default(true),
    timeLimitSeconds: z.number().int().min(1).max(300).default(30),
  })
  .refine((b) => b.dates || (b.from && b.to), { message: 'Give dates, or from and to.', path: ['from'] })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: '`to` is before `from`.', path: ['to'] })
  .refine((b) => !b.from || !b.to || daysBetween(b.from, b.to) <= 120, {
    message: 'The range is longer than 120 days.',
    path: ['to'],
  });
export type AutoRunRequest = z.infer<typeof autoRunRequestSchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const autoRunStatuses = ['queued', 'running', 'optimal', 'feasible', 'infeasible', 'timeout', 'failed'] as const;
export type AutoRunStatus = (typeof autoRunStatuses)[number];

export const autoReasonCodes = [
  'NO_COMMON_SLOT',
  'PERSON_UNAVAILABLE',
  'NO_ROOM',
  'NO_EXAMINER',
  'CAPACITY',
  'TIME_LIMIT',
] as const;

export const autoReasonSchema = z.object({
  code: z.enum(autoReasonCodes),
  message: z.string(),
  dosenUuid: z.string().optional(),
  dosenUuids: z.array(z.string()).optional(),
  resource: z
    .object({
      kind: z.enum(['rooms', 'person', 'examiners']),
      tanggal: z.array(z.string()).optional(),
      dosenUuid: z.string().optional(),
    })
    .optional(),
  competing: z.array(z.string()).optional(),
});
export type AutoReason = z.infer<typeof autoReasonSchema>;

export const autoRepairKinds = ['FREE_PERSON', 'ADD_DAY', 'ADD_ROOM', 'OTHER_EXAMINER', 'RAISE_LOAD'] as const;
export type AutoRepairKind = (typeof autoRepairKinds)[number];

/** One change, verified by solving, with which a left-out sidang is planned and no planned one is lost. */
export const autoRepairSchema = z.object({
  kind: z.enum(autoRepairKinds),
  message: z.string(),
  dosenUuid: z.string().optional(),
  ketersediaanUuid: z.string().optional(),
  externalUuid: z.string().optional(),
  tanggal: z.string().optional(),
  ruanganUuid: z.string().optional(),
});
export type AutoRepair = z.infer<typeof autoRepairSchema>;

export const autoPlannedSchema = z.object({
  pengajuanUuid: z.string(),
  tanggal: z.string(),
  waktuUjianUuid: z.string(),
  ruanganUuid: z.string(),
  komite: z.array(z.object({ dosenUuid: z.string(), peran: z.enum(komitePeran) })),
});
export type AutoPlanned = z.infer<typeof autoPlannedSchema>;

export const autoRunSchema = z.object({
  runId: z.string(),
  status: z.enum(autoRunStatuses),
  /** how far a running run is, 0..1 (an addition: the last `jadwal:auto` progress) */
  progress: z.number(),
  planned: z.array(autoPlannedSchema),
  unplanned: z.array(
    z.object({
      pengajuanUuid: z.string(),
      reasons: z.array(autoReasonSchema),
      repairs: z.array(autoRepairSchema).default([]),
    }),
  ),
  stats: z.object({
    sidang: z.number(),
    slots: z.number(),
    rooms: z.number(),
    dosen: z.number(),
    variables: z.number(),
    constraints: z.number(),
    seconds: z.number(),
    objective: z.number().nullable(),
    maxLoad: z.number(),
    /** a proven upper bound on the sidang of the run that can be planned */
    plannedBound: z.number(),
    /** an addition: a proven lower bound on the largest examiner load with as many sidang planned */
    loadBound: z.number(),
    /** the solver broke (abort, memory): the plan is the best found before, or the quick plan */
    fallback: z.boolean(),
  }),
  /** additions: when it was applied, and the names the screen shows for ids in the plan */
  appliedAt: z.string().nullable(),
  names: z.object({
    pengajuan: z.record(
      z.string(),
      z.object({ mahasiswa: z.string(), nomorInduk: z.string().nullable(), judul: z.string() }),
    ),
    dosen: z.record(z.string(), z.string()),
    ruangan: z.record(z.string(), z.string()),
    waktuUjian: z.record(z.string(), z.object({ nama: z.string(), mulai: z.string(), selesai: z.string() })),
    /** an addition: the times (ISO) of the blocks repairs name, by their uuid */
    blok: z.record(z.string(), z.object({ mulai: z.string(), selesai: z.string() })).optional(),
  }),
  createdAt: z.string(),
});
export type AutoRun = z.infer<typeof autoRunSchema>;

export const autoApplySchema = z.object({
  pengajuanUuids: uuids(2000).optional(),
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type AutoApply = z.infer<typeof autoApplySchema>;
