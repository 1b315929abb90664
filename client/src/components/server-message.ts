import { errorBodySchema } from '@ujian/shared/errors';
import { errorMessageOf } from '../lib/http';

type Translate = Parameters<typeof errorMessageOf>[1];

/** CONTRACT.md's error body and HTTP status out of whatever the HTTP layer threw. */
export function errorInfoOf(err: unknown): { status?: number; code: string; message: string } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const response = (err as { response?: { status?: unknown; data?: unknown } }).response;
  const parsed = errorBodySchema.safeParse(response?.data);
  if (!parsed.success) return undefined;
  const status = typeof response?.status === 'number' ? response.status : undefined;
  return { status, code: parsed.data.error.code, message: parsed.data.error.message };
}

/**
 * The text for a failed change. A 409 carries the server's own reason ("this room is used by 3
 * schedules"), which says more than the generic conflict text, so it is shown as sent; other
 * errors go through the translated error codes.
 */
export function serverMessageOf(err: unknown, t: Translate): string {
  const info = errorInfoOf(err);
  if (info?.status === 409 && info.message) return info.message;
  return errorMessageOf(err, t);
}
