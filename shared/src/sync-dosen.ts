import { z } from 'zod';

/**
 * One lecturer as a source (file or HTTP) gives it; upserted by NIDN. A field the source has no
 * column for is left out (undefined) and keeps its stored value; an empty cell (null) clears it.
 */
export const dosenSourceRowSchema = z.object({
  nidn: z
    .string({ error: 'The NIDN is missing.' })
    .trim()
    .regex(/^\d{10}$/, { error: 'The NIDN has 10 digits.' }),
  nama: z.string({ error: 'The name is missing.' }).trim().min(1, { error: 'The name is missing.' }).max(200),
  nip: z.string().trim().max(30).nullish(),
  gelarDepan: z.string().trim().max(60).nullish(),
  gelarBelakang: z.string().trim().max(100).nullish(),
  email: z.email({ error: 'The email is not valid.' }).nullish(),
  phone: z.string().trim().max(40).nullish(),
  /** prodi code (e.g. IF); resolved to the prodi row */
  prodiKode: z.string().trim().max(30).nullish(),
});
export type DosenSourceRow = z.infer<typeof dosenSourceRowSchema>;

/** `POST /api/v1/sync-dosen/preview` JSON body (or multipart with part `file`/`File`). */
export const syncPreviewBodySchema = z.object({
  sourceUrl: z.url({ protocol: /^https?$/, error: 'The source must be an http(s) URL.' }).optional(),
  /** lecturers missing from the source are deactivated (default true: the source is the full list) */
  deactivateMissing: z.boolean().optional(),
});

export const syncApplyBodySchema = z.object({ previewId: z.uuid({ error: 'Unknown preview.' }) });

export type FieldDiff = { field: string; from: string | null; to: string | null };

export type SyncPreview = {
  id: string;
  source: string;
  createdAt: string;
  expiresAt: string;
  toAdd: Array<{ nidn: string; nama: string; prodiKode: string | null }>;
  toChange: Array<{ uuid: string; nidn: string; nama: string; changes: FieldDiff[] }>;
  toDeactivate: Array<{ uuid: string; nidn: string; nama: string }>;
  unchanged: number;
  errors: Array<{ row: number; message: string; field?: string }>;
};

export type SyncReport = { added: number; changed: number; deactivated: number; unchanged: number };

export type SyncRun = {
  id: string;
  source: string;
  createdAt: string;
  createdBy: string | null;
  appliedAt: string | null;
  appliedBy: string | null;
  report: SyncReport | null;
  summary: { toAdd: number; toChange: number; toDeactivate: number; errors: number };
};
