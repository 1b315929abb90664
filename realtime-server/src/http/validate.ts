import { AppError, fieldErrorsOf } from '@ujian/shared/errors';
import type { z } from 'zod';

/** Parse input with a shared schema or throw a 400 with per-field messages. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  // the findings keep the value they judged, so the edge can word zod's defaults in the caller's
  // language (they stay in this process: the body carries only the worded messages)
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  throw new AppError('VALIDATION_FAILED', first, { fields, issues: result.error.issues });
}
