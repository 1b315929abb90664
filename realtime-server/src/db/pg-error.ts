/** The SQLSTATE of a database error; drizzle wraps driver errors, so the code may sit on a cause. */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique key already taken (23505), however deep the drivers wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}
