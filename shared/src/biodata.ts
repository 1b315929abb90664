import { z } from 'zod';

// In a module of their own (no zod): screens translate them without loading zod.
import { biodataMessages } from './biodata-messages';

export { biodataMessages };

/** `+62` or `0` then 8-15 digits, or another country's `+` number (E.164); spaces, dots and dashes are ignored. */
export const PHONE_PATTERN = /^(?:(?:\+62|0)\d{8,15}|\+(?!62)[1-9]\d{7,14})$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value.replace(/[\s.()-]/g, ''));
}

/** A user's profile. Which fields are required depends on the role (see `biodataComplete`). */
export const biodataSchema = z.object({
  // NIM (student) or NIDN/NIP (staff); empty clears it
  nomorInduk: z
    .string()
    .trim()
    .max(40)
    .regex(/^\d*$/, { error: biodataMessages.nomorIndukDigits })
    .nullable()
    .optional(),
  fullName: z
    .string({ error: biodataMessages.fullNameRequired })
    .trim()
    .min(1, { error: biodataMessages.fullNameRequired })
    .max(200),
  prodiUuid: z.uuid().nullable().optional(),
  peminatanUuid: z.uuid().nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || isPhoneNumber(v), { error: biodataMessages.phoneInvalid })
    .nullable()
    .optional(),
  address: z.string().trim().max(500).nullable().optional(),
});

/**
 * Keys that decide what an account may see or do (role, staff prodi, lecturer link, approval). They
 * change only through an admin's `PATCH /pengguna/:id`; a self-service body naming one is refused (403).
 */
export const authorityFields = [
  'role',
  'roleId',
  'roleName',
  'active',
  'reviewedAt',
  'approved',
  'approvedAt',
  'status',
  'dosenId',
  'dosenUuid',
  'userId',
  'id',
  'sessionVersion',
  'ability',
  'rules',
  'prodiId',
] as const;

/** The authority keys a self-service body carries (none: it may go on). */
export function authorityFieldsIn(body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return (authorityFields as readonly string[]).filter((key) => Object.hasOwn(body, key));
}
export type Biodata = z.infer<typeof biodataSchema>;

export const biodataResponseSchema = biodataSchema.extend({
  complete: z.boolean(),
  missing: z.array(z.string()),
  prodiName: z.string().nullable().optional(),
});
export type BiodataResponse = z.infer<typeof biodataResponseSchema>;

const requiredByRole: Record<string, (keyof Biodata)[]> = {
  client: ['nomorInduk', 'fullName', 'prodiUuid', 'phone'],
  dosen: ['nomorInduk', 'fullName', 'phone'],
  koordinator: ['nomorInduk', 'fullName', 'prodiUuid', 'phone'],
  admin: ['fullName'],
};

/** The fields the role requires that are still empty; empty means biodata is complete. */
export function missingBiodata(role: string, biodata: Partial<Biodata>): (keyof Biodata)[] {
  const required = requiredByRole[role] ?? ['fullName'];
  return required.filter((field) => {
    const value = biodata[field];
    return value === undefined || value === null || String(value).trim() === '';
  });
}
