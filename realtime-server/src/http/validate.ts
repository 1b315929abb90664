import { AppError, fieldErrorsOf } from '@ujian/shared/errors';
import type { z } from 'zod';

/** Parse input with a shared schema or throw a 400 with per-field messages. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return throwValidation(first, fields);
}

function throwValidation(message: string, fields: Record<string, string>): never {
  throw new AppError('VALIDATION_FAILED', message, { fields });
}
