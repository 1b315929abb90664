import { registerBodySchema } from '@ujian/shared/auth';
import { z } from 'zod';

/** The wire schema plus what only the browser checks: the password typed twice. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'auth:messages.passwordMismatch',
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const registerFormFields = ['username', 'email', 'fullName', 'password', 'confirmPassword'] as const;

/** The register request: the confirmation stays in the browser, an empty full name is left out. */
export function toRegisterBody(values: z.output<typeof registerFormSchema>) {
  const { confirmPassword: _confirm, fullName, ...rest } = values;
  return fullName ? { ...rest, fullName } : rest;
}
