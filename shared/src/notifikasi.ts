import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH } from './auth';
import { listQuerySchema } from './paging';

/** In-app inbox item (`GET /api/v1/notifikasi`). */
export const notifikasiItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** machine-readable facts (`kind`, the row it is about), when the writer gave them */
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotifikasiItem = z.infer<typeof notifikasiItemSchema>;

export const notifikasiListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  /** `?unread=1`: only unread ones */
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const notifikasiListResponseSchema = z.object({
  data: z.array(notifikasiItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** unread count of the whole inbox (the bell's badge) */
  unread: z.number().int(),
});
export type NotifikasiListResponse = z.infer<typeof notifikasiListResponseSchema>;

/** `GET /api/v1/events?after=N&limit=` */
export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const eventEnvelopeSchema = z.object({
  seq: z.number().int(),
  type: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export const eventsPageSchema = z.object({
  data: z.array(eventEnvelopeSchema),
  /** more events after the last one returned: ask again with `after` = last `seq` */
  hasMore: z.boolean(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

export const emailStatuses = ['queued', 'sent', 'failed', 'not_sent'] as const;
export const emailStatusSchema = z.enum(emailStatuses);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** `GET /api/v1/notifikasi-email?q=&status=&page=&perPage=` (admins) */
export const emailLogQuerySchema = listQuerySchema.extend({ status: emailStatusSchema.optional() });

export const emailLogItemSchema = z.object({
  uuid: z.string(),
  to: z.string(),
  subject: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type EmailLogItem = z.infer<typeof emailLogItemSchema>;

export const emailLogDetailSchema = emailLogItemSchema.extend({
  /** the plain-text body, cut to a preview length */
  bodyPreview: z.string(),
  hasHtml: z.boolean(),
});
export type EmailLogDetail = z.infer<typeof emailLogDetailSchema>;

export const forgotPasswordBodySchema = z.object({
  email: z.string({ error: authMessages.emailRequired }).trim().min(1, { error: authMessages.emailRequired }).max(320),
});
export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
    .max(200),
});
export const verifyEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

export const accountTokenMessages = {
  forgotPasswordSent: 'If an account with that email exists, a reset link has been sent to it.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  invalidVerifyToken: 'This verification link is invalid or has expired.',
  verifySent: 'A verification link has been sent to your email.',
} as const;

/** `GET /api/v1/config`: what the browser needs to find the rest of the portal (public, no auth). */
export const clientConfigSchema = z.object({
  /** Socket.IO listens on this port of the same host (REALTIME_PORT) */
  realtimePort: z.number().int().min(1).max(65535),
  /** MAX_UPLOAD_MB: the browser refuses larger documents before sending them */
  maxUploadMb: z.number().positive().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const announcementAudiences = ['all', 'admin', 'koordinator', 'dosen', 'client'] as const;

/** `POST /api/v1/notifikasi/announce` (admins): a pengumuman into the inbox (and mail) of an audience. */
export const announcementBodySchema = z.object({
  title: z.string().trim().min(1, { error: 'Please enter a title.' }).max(120),
  body: z.string().trim().min(1, { error: 'Please enter a message.' }).max(2000),
  /** a path inside the portal, e.g. `/jadwal-sidang` */
  link: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, { error: 'The link must be a path inside the portal, e.g. /jadwal-sidang.' })
    .optional(),
  audience: z.enum(announcementAudiences).default('all'),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
