import { z } from 'zod';

/** Messages are CONTRACT.md's (spec section 5) and are checked by outside tests verbatim. */
export const authMessages = {
  emailRequired: 'Please enter your email.',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter password',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidCredentials: 'Email or Password is Invalid',
  invalidRefreshToken: 'Invalid refresh token',
  passwordTooShort: 'Password must be at least 8 characters.',
  emailInvalid: 'Please enter a valid email.',
  usernameInvalid: 'Username may use letters, digits, dot, dash and underscore (3-40 characters).',
} as const;

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
