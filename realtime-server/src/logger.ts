import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { pgErrorCode } from './db/pg-error';

export const REDACTED = '[redacted]';

/** Keys whose values never reach a log, at any depth: credentials, tokens, hashes, cookies. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|hash|otp|api[-_]?key|credential|jwt/i;

/** Values that are secrets whatever their key: argon2 hashes, JWTs, bearer headers. */
const SECRET_VALUE = [
  /\$argon2(?:id|i|d)\$[^\s"',]+/g,
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g,
  /\bBearer\s+[^\s"',]+/gi,
];

/** Fixed paths of the request/response objects loggers (pino-http) may carry. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.refreshToken',
];

export function scrubString(value: string): string {
  let out = value;
  for (const pattern of SECRET_VALUE) out = out.replace(pattern, REDACTED);
  return out;
}

type SafeError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  cause?: SafeError;
  [key: string]: unknown;
};

/**
 * An error as it may be logged. A failed query keeps its statement and SQLSTATE, never its
 * parameters (drizzle puts them in the message and on `params`) nor the driver's `detail` (which
 * repeats the offending values); any other error keeps its message with secret-looking values masked.
 */
export function safeError(err: unknown, depth = 0): SafeError | unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown };
  const isQueryError = typeof e.query === 'string';
  const isDriverError = !isQueryError && pgErrorCode(e) !== undefined && 'severity' in e;
  const out: SafeError = {
    type: e.name || e.constructor?.name || 'Error',
    message: isQueryError
      ? `Failed query: ${e.query as string}`
      : isDriverError
        ? `database error ${pgErrorCode(e)}`
        : scrubString(e.message),
  };
  if (isQueryError) out.query = e.query as string;
  const code = pgErrorCode(e) ?? (typeof e.code === 'string' ? e.code : undefined);
  if (code) out.code = code;
  if (isDriverError) {
    // names of the schema objects involved help; the values (detail, where, internalQuery) may be personal
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value = (e as unknown as Record<string, unknown>)[key];
      if (typeof value === 'string') out[key] = value;
    }
  }
  // a stack starts with the message, which of a query error lists the parameters: keep only its frames
  if (e.stack)
    out.stack =
      isQueryError || isDriverError
        ? e.stack
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .join('\n')
        : scrubString(e.stack);
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1) as SafeError;
  return out;
}

/** Walks a log object: secret keys masked, errors made safe, secret-looking strings masked. */
function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value instanceof Error) return safeError(value);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  // only plain records: requests, responses and other class instances have their own serializers
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) && child !== null && child !== undefined ? REDACTED : scrub(child, depth + 1, seen);
  return out;
}

/** What every logger of the server is built with (main.ts and tests). */
export function loggerOptions(options: LoggerOptions = {}): LoggerOptions {
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...options.serializers, err: safeError },
    formatters: {
      ...options.formatters,
      log: (object) => scrub(object, 0, new WeakSet()) as Record<string, unknown>,
    },
    hooks: {
      // the message string too: `logger.warn('... ' + something)` must not carry a token either
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubString(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}

export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(options), destination) : pino(loggerOptions(options));
}
