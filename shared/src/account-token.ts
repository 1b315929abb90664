import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH } from './auth';

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
