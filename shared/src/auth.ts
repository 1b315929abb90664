import { z } from 'zod';

// In a module of their own (no zod): the browser's sign-in page shows them without loading zod.
import { authMessages } from './auth-messages';

export { authMessages };

export const PASSWORD_MIN_LENGTH = 8;

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const registerBodySchema = z.object({
  username: requiredString(authMessages.usernameRequired).pipe(
    z.string().regex(/^[a-zA-Z0-9._-]{3,40}$/, { error: authMessages.usernameInvalid }),
  ),
  email: requiredString(authMessages.emailRequired).pipe(z.email({ error: authMessages.emailInvalid })),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
    .max(200),
  fullName: z.string().trim().max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `email` takes an email or a username (CONTRACT.md). */
export const loginBodySchema = z.object({
  email: requiredString(authMessages.emailRequired),
  password: z.string({ error: authMessages.passwordRequired }).min(1, { error: authMessages.passwordRequired }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z
    .string({ error: authMessages.invalidRefreshToken })
    .min(1, { error: authMessages.invalidRefreshToken }),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const abilityRuleSchema = z
  .object({
    action: z.union([z.string(), z.array(z.string())]),
    subject: z.union([z.string(), z.array(z.string())]),
    conditions: z.record(z.string(), z.unknown()).optional(),
    fields: z.union([z.string(), z.array(z.string())]).optional(),
    inverted: z.boolean().optional(),
    reason: z.string().optional(),
  })
  .loose();

export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable().optional(),
  ability: z.array(abilityRuleSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ userData: userDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const accountCheckResponseSchema = z.object({
  data: z.object({ success: z.boolean(), biodata_complete: z.boolean() }),
});
export type AccountCheckResponse = z.infer<typeof accountCheckResponseSchema>;

export const checkTokenResponseSchema = z.object({ valid: z.literal(true), userData: userDataSchema });
export type CheckTokenResponse = z.infer<typeof checkTokenResponseSchema>;

/** Lifetimes; the access token's 10 minutes are the spec's. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const JWT_ISSUER = 'aplikasi-ujian';
export const JWT_AUDIENCE = 'aplikasi-ujian';

/** Accounts an admin creates or imports, and the approval of self-registrations (CONTRACT.md "Auth"). */
export const accountMessages = {
  accountPending: 'Your account is waiting for an admin to approve it. Once approved, you can create submissions.',
  fullNameRequired: 'Please enter the full name.',
  roleRequired: 'Please choose a role.',
  nomorIndukDigits: 'NIM/NIDN must contain digits only.',
  emailTakenInFile: 'This email appears more than once in the file.',
  usernameTakenInFile: 'This username appears more than once in the file.',
  unknownProdi: 'This study programme does not exist.',
  fileRequired: 'Please choose a CSV or XLSX file.',
} as const;

const usernameSchema = requiredString(authMessages.usernameRequired).pipe(
  z.string().regex(/^[a-zA-Z0-9._-]{3,40}$/, { error: authMessages.usernameInvalid }),
);
const emailSchema = requiredString(authMessages.emailRequired).pipe(z.email({ error: authMessages.emailInvalid }));
const nomorIndukSchema = z.string().trim().max(40).regex(/^\d*$/, { error: accountMessages.nomorIndukDigits });

/** `POST /pengguna`: an account made by an admin (approved at once; the user sets a password by mail). */
export const penggunaCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: requiredString(accountMessages.fullNameRequired).pipe(z.string().max(200)),
  role: requiredString(accountMessages.roleRequired).pipe(z.string().max(60)),
  prodiUuid: z.uuid({ error: accountMessages.unknownProdi }).nullable().optional(),
  nomorInduk: nomorIndukSchema.nullable().optional(),
});
export type PenggunaCreate = z.infer<typeof penggunaCreateSchema>;

/** One student line of an import file (CSV or XLSX; prodi by its code). */
export const studentImportRowSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: requiredString(accountMessages.fullNameRequired).pipe(z.string().max(200)),
  nomorInduk: nomorIndukSchema.optional(),
  prodiKode: z.string().trim().max(40).optional(),
});
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

export type PenggunaImportRow = { line: number; username: string; email: string; errors: string[] };
export type PenggunaImportPreview = { rows: PenggunaImportRow[] };
export type PenggunaImportResult = { created: number; skipped: number; rows: PenggunaImportRow[] };
