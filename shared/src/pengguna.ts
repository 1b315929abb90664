import { z } from 'zod';
import { listQuerySchema } from './paging';

const boolParam = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

/** `GET /api/v1/pengguna?q=&role=&prodiUuid=&active=&pendingReview=` */
export const penggunaListQuerySchema = listQuerySchema.extend({
  role: z.string().trim().max(60).optional(),
  prodiUuid: z.uuid({ error: 'Invalid prodi.' }).optional(),
  active: boolParam,
  /** self-registrations an admin has not reviewed yet (pengguna-daftar-baru) */
  pendingReview: boolParam,
  /** `pending`: self-registrations waiting for approval; `approved`: the others */
  status: z.enum(['pending', 'approved'], { error: 'Status must be pending or approved.' }).optional(),
});
export type PenggunaListQuery = z.infer<typeof penggunaListQuerySchema>;

export const penggunaSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleId: z.number().int(),
  active: z.boolean(),
  prodiUuid: z.string().nullable(),
  prodiNama: z.string().nullable(),
  nomorInduk: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Pengguna = z.infer<typeof penggunaSchema>;

/** `PATCH /api/v1/pengguna/:id`: any subset. Changing role or active ends the user's sessions. */
export const penggunaPatchSchema = z
  .object({
    fullName: z.string().trim().min(1, { error: 'Please enter the full name.' }).max(200),
    role: z.string().trim().min(1, { error: 'Please choose a role.' }).max(60),
    prodiUuid: z.uuid({ error: 'Invalid prodi.' }).nullable(),
    active: z.boolean({ error: 'Active must be true or false.' }),
    /** the lecturer row this account acts as (`${user.dosenId}` in the rules); null unlinks */
    dosenUuid: z.uuid({ error: 'Invalid lecturer.' }).nullable(),
  })
  .partial();
export type PenggunaPatch = z.infer<typeof penggunaPatchSchema>;
