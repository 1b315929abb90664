import { apiErrorOf } from '../lib/api-error';
import { errorMessageOf } from '../lib/http';
import { reasonMessageOf } from './server-message-reasons';

/** i18next's `t` as the refusal texts use it: fallback keys and interpolation. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** CONTRACT.md's error body and HTTP status, as the client reads a refusal. */
export type ServerError = { status?: number; code: string; message: string; fields?: Record<string, string> };

/** A screen's own reading of a refusal in the reader's language; undefined when it does not know it. */
export type ExplainRefusal = (info: ServerError, t: Translate) => string | undefined;

/** CONTRACT.md's error body and HTTP status out of whatever the HTTP layer threw. */
export function errorInfoOf(err: unknown): ServerError | undefined {
  const info = apiErrorOf(err);
  if (!info) return undefined;
  const { status, code, message, fields } = info;
  return { status, code, message, ...(fields ? { fields } : {}) };
}

/**
 * The text for a failed change. A 409 says more than its code ("this room is used by 3 schedules"):
 * the screen's own reading of it (`explain`) comes first, then the reason codes whose details the
 * client spells out (`fields.reason`), then the server's message, which the server writes in the
 * caller's language. Other errors show the server's message too.
 */
export function serverMessageOf(err: unknown, t: Translate, explain?: ExplainRefusal): string {
  const info = errorInfoOf(err);
  if (info?.status === 409) {
    const translated = explain?.(info, t) ?? reasonMessageOf(info, t);
    if (translated) return translated;
    if (info.message) return info.message;
  }
  return errorMessageOf(err, t);
}
