import { z } from 'zod';
import { listQuerySchema } from './paging';

/**
 * Wire shapes of `/api/v1/pengajuan-sidang` and `/api/v1/pengajuan-yudisium` (CONTRACT.md "Pengajuan
 * sidang"). The state codes are the machines' (DOMAIN.md "Workflows") and never change.
 */
export const pengajuanKinds = ['sidang', 'yudisium'] as const;
export type PengajuanKind = (typeof pengajuanKinds)[number];

export const sidangStatuses = [
  'draft',
  'diajukan',
  'dikembalikan',
  'diverifikasi',
  'dijadwalkan',
  'selesai',
  'ditolak',
  'dibatalkan',
] as const;
export type SidangStatus = (typeof sidangStatuses)[number];

export const yudisiumStatuses = ['draft', 'diajukan', 'dikembalikan', 'diverifikasi', 'disetujui', 'selesai'] as const;
export type YudisiumStatus = (typeof yudisiumStatuses)[number];

export type PengajuanStatus = SidangStatus | YudisiumStatus;

/** The hasil of a pengajuan sidang in `selesai`. */
export const hasilStatuses = ['lulus', 'lulus_revisi', 'tidak_lulus'] as const;
export type HasilStatus = (typeof hasilStatuses)[number];

export const sidangEvents = [
  'SUBMIT',
  'RESUBMIT',
  'VERIFY',
  'RETURN',
  'REJECT',
  'CANCEL',
  'SCHEDULE',
  'RESCHEDULE',
  'UNSCHEDULE',
  'RECORD_RESULT',
  'REVISION_APPROVED',
  'RESULT_CHANGED',
] as const;
export type SidangEventType = (typeof sidangEvents)[number];

export const yudisiumEvents = ['SUBMIT', 'RESUBMIT', 'VERIFY', 'RETURN', 'APPROVE', 'GRADUATE'] as const;
export type YudisiumEventType = (typeof yudisiumEvents)[number];

/** Admin-only action outside the machines: back to the previous state recorded in the history. */
export const STEP_BACK = 'STEP_BACK';

/** Events whose `note` is required (the student sees it). */
export const noteRequiredEvents: readonly string[] = ['RETURN', 'REJECT'];

/** Only in these states may the student change the pengajuan's data and documents. */
export const editableStatuses: readonly string[] = ['draft', 'dikembalikan'];

export function statusesOf(kind: PengajuanKind): readonly string[] {
  return kind === 'sidang' ? sidangStatuses : yudisiumStatuses;
}
export function eventsOf(kind: PengajuanKind): readonly string[] {
  return kind === 'sidang' ? sidangEvents : yudisiumEvents;
}

/** Ids of other university systems the spec lets a pengajuan carry; stored as given (text). */
export const linkIdKeys = [
  'retribusiId',
  'assetId',
  'permohonanId',
  'permohonanAssetId',
  'pradesainId',
  'pelaksanaanId',
  'uraianPekerjaanId',
] as const;
export type LinkIdKey = (typeof linkIdKeys)[number];

/** `retribusi_id` -> `retribusiId` (the spec writes them snake_case in multipart forms). */
export function camelLinkKey(key: string): string {
  return key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

const linkId = z
  .union([z.string().trim().max(100), z.number().int()])
  .transform((v) => (v === '' ? null : String(v)))
  .nullable()
  .optional();
const linkIdShape = Object.fromEntries(linkIdKeys.map((k) => [k, linkId])) as Record<LinkIdKey, typeof linkId>;

/** Accepts snake_case spellings of the link ids too. */
function withCamelLinkKeys(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[key.includes('_') ? camelLinkKey(key) : key] = value;
  return out;
}

export const pengajuanMessages = {
  judulRequired: 'Please enter the thesis title.',
  pembimbingRequired: 'Choose one or two supervisors.',
  pembimbingInactive: 'Every supervisor must be an active lecturer.',
  noteRequired: 'A note is required for this action.',
  unknownEvent: 'Unknown event.',
  hasilRequired: 'Choose the result (lulus, lulus_revisi or tidak_lulus).',
  notEditable: 'This submission can only be changed in draft or after it was returned.',
  changedMeanwhile: 'This submission was changed meanwhile. Reload and try again.',
  activeExists: 'You already have a submission of this kind in progress.',
  alreadyPassed: 'You have already passed; no new submission of this kind can be started.',
  notPdf: 'Only PDF files are accepted.',
  tooLarge: 'The file is too large.',
  fileRequired: 'Attach a file (part "File").',
  jenisUnknown: 'Unknown document type.',
} as const;

const judul = z
  .string({ error: pengajuanMessages.judulRequired })
  .trim()
  .min(1, { error: pengajuanMessages.judulRequired })
  .max(500);
const pembimbingIds = z
  .array(z.uuid({ error: pengajuanMessages.pembimbingInactive }), { error: pengajuanMessages.pembimbingRequired })
  .max(2, { error: pengajuanMessages.pembimbingRequired })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A supervisor is listed twice.' });

const createShape = {
  judul,
  pembimbingIds: pembimbingIds.min(1, { error: pengajuanMessages.pembimbingRequired }),
  periodeUuid: z.uuid().nullable().optional(),
  ...linkIdShape,
};

/** `POST /pengajuan-sidang` */
export const createPengajuanSidangBodySchema = z.preprocess(withCamelLinkKeys, z.object(createShape));
/** `POST /pengajuan-yudisium`: same shape; supervisors are optional there. */
export const createPengajuanYudisiumBodySchema = z.preprocess(
  withCamelLinkKeys,
  z.object({ ...createShape, pembimbingIds: pembimbingIds.optional().default([]) }),
);
export type CreatePengajuanBody = z.infer<typeof createPengajuanSidangBodySchema>;

/** `PATCH /:uuid`: any subset of the create body. */
export const updatePengajuanBodySchema = z.preprocess(
  withCamelLinkKeys,
  z.object({
    judul: judul.optional(),
    pembimbingIds: pembimbingIds.optional(),
    periodeUuid: z.uuid().nullable().optional(),
    ...linkIdShape,
    /** optimistic concurrency: the `version` the caller read; a stale one -> 409 STALE_VERSION */
    version: z.number().int().optional(),
  }),
);
export type UpdatePengajuanBody = z.infer<typeof updatePengajuanBodySchema>;

/** `POST /:uuid/transitions`: `event` is checked against the kind's events by the server (400). */
export const transitionBodySchema = z.object({
  event: z.string({ error: pengajuanMessages.unknownEvent }).trim().min(1, { error: pengajuanMessages.unknownEvent }),
  note: z.string().trim().max(2000).optional(),
  /** RECORD_RESULT only */
  hasil: z.enum(hasilStatuses, { error: pengajuanMessages.hasilRequired }).optional(),
  /** optimistic concurrency: the `version` the caller saw; a stale one -> 409 */
  version: z.number().int().optional(),
});
export type TransitionBody = z.infer<typeof transitionBodySchema>;

const csv = (item: z.ZodString) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item));

/** `GET /pengajuan-sidang?q=&status=&page=&perPage=&sortBy=&prodiUuid=&periodeUuid=`; `status` may list several (a,b). */
export const pengajuanListQuerySchema = listQuerySchema.extend({
  status: csv(z.string().max(40)),
  prodiUuid: z.uuid().optional(),
  periodeUuid: z.uuid().optional(),
});
export type PengajuanListQuery = z.infer<typeof pengajuanListQuerySchema>;

/** `sortBy` keys of the list (`-createdAt`, `judul-asc`, ...). */
export const pengajuanSortKeys = ['createdAt', 'updatedAt', 'submittedAt', 'judul', 'status', 'mahasiswa'] as const;

export const requiredDocumentSchema = z.object({ jenis: z.string(), label: z.string(), uploaded: z.boolean() });
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

export const berkasSchema = z.object({
  uuid: z.string(),
  jenis: z.string(),
  filename: z.string(),
  size: z.number().int(),
  mime: z.string(),
  uploadedAt: z.string(),
});
export type Berkas = z.infer<typeof berkasSchema>;

export const pembimbingSchema = z.object({ uuid: z.string(), nama: z.string(), nidn: z.string() });

export const pengajuanSchema = z.object({
  uuid: z.string(),
  kind: z.enum(pengajuanKinds),
  userId: z.number().int(),
  mahasiswa: z.object({ id: z.number().int(), fullName: z.string(), nomorInduk: z.string().nullable() }),
  prodiUuid: z.string().nullable(),
  prodiNama: z.string().nullable(),
  periodeUuid: z.string().nullable(),
  judul: z.string(),
  pembimbingIds: z.array(z.string()),
  pembimbing: z.array(pembimbingSchema),
  status: z.string(),
  /** sidang in `selesai`: lulus | lulus_revisi | tidak_lulus */
  hasil: z.enum(hasilStatuses).nullable(),
  /** the note of the latest RETURN/REJECT, shown to the student */
  lastNote: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  ...Object.fromEntries(linkIdKeys.map((k) => [k, z.string().nullable()])),
  requiredDocuments: z.array(requiredDocumentSchema),
  berkas: z.array(berkasSchema),
  /** events the caller may send now (the machine's `can`), plus STEP_BACK for admins when possible */
  allowedEvents: z.array(z.string()),
});
export type Pengajuan = z.infer<typeof pengajuanSchema> & Record<LinkIdKey, string | null>;

/** List rows are the same body without documents' details being required (they are included anyway). */
export const pengajuanListResponseSchema = z.object({
  data: z.array(pengajuanSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const historyItemSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  event: z.string(),
  /** user id of who did it (null: the server itself) */
  by: z.number().int().nullable(),
  byName: z.string().nullable(),
  note: z.string().nullable(),
  /** hasil after the transition (sidang) */
  hasil: z.string().nullable(),
  at: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** `GET /rekap/pengajuan-sidang?periodeUuid=` */
export const rekapQuerySchema = z.object({ periodeUuid: z.uuid().optional() });
export const rekapResponseSchema = z.object({
  periodeUuid: z.string().nullable(),
  statuses: z.array(z.string()),
  rows: z.array(
    z.object({
      prodiUuid: z.string().nullable(),
      prodiNama: z.string().nullable(),
      counts: z.record(z.string(), z.number().int()),
      total: z.number().int(),
    }),
  ),
  totals: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** drafts in the same scope: not in the table, counted as the dashboard and `?status=draft` count them */
  drafts: z.number().int().optional(),
});
export type RekapResponse = z.infer<typeof rekapResponseSchema>;
