import { AppError } from '@ujian/shared/errors';

/**
 * Optimistic concurrency, one way for every versioned row (CONTRACT.md Part 2 "Concurrency", Part 3
 * "Bad input"): authorise first, so a caller who may not act gets 403 and never sees the row; then
 * compare the version; a stale one is 409 `STALE_VERSION` with the row as the caller reads it now.
 */

/** 409 CONFLICT, `fields.reason = STALE_VERSION`; `current`: the row now, when already known. */
export function staleVersionError(message: string, current?: unknown): AppError {
  return new AppError('CONFLICT', message, {
    fields: { reason: 'STALE_VERSION' },
    ...(current !== undefined ? { current } : {}),
  });
}

export function isStaleVersion(error: unknown): error is AppError {
  return error instanceof AppError && error.fields?.reason === 'STALE_VERSION';
}

/**
 * The order of a versioned write: `authorise()` (throws 403), then `sent` against `actual`; a
 * mismatch throws `stale()`. An absent `sent` (a client that sends none) is not compared.
 */
export async function authoriseThenCheckVersion(input: {
  authorise: () => void | Promise<void>;
  sent: number | undefined;
  actual: number;
  stale: () => AppError | Promise<AppError>;
}): Promise<void> {
  await input.authorise();
  if (input.sent !== undefined && input.sent !== input.actual) throw await input.stale();
}

/**
 * Runs a write whose version is checked (again) deep inside, e.g. under the row lock: a stale refusal
 * from it leaves with `error.current`, the row as the caller reads it now (through `current()`, which
 * applies the caller's visibility, so it never shows more than a read would).
 */
export async function withCurrentOnStale<T>(write: () => Promise<T>, current: () => Promise<unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isStaleVersion(error) && error.current === undefined) {
      const now = await current().catch(() => undefined);
      throw new AppError(error.code, error.message, {
        fields: error.fields,
        params: error.params,
        extra: error.extra,
        ...(now !== undefined ? { current: now } : {}),
      });
    }
    throw error;
  }
}
