import { z } from 'zod';

/** A user's profile. Which fields are required depends on the role (see `biodataComplete`). */
export const biodataSchema = z.object({
  nomorInduk: z.string().trim().max(40).nullable().optional(), // NIM (student) or NIDN/NIP (staff)
  fullName: z.string().trim().min(1).max(200),
  prodiUuid: z.uuid().nullable().optional(),
  peminatanUuid: z.uuid().nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
});
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
