import { z } from 'zod';
import { queryInt } from './paging';

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
  page: queryInt(1).default(1),
  perPage: queryInt(1, 100).default(10),
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
