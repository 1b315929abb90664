import { z } from 'zod';
import { listQuerySchema } from './paging';

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
