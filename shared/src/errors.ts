import { z } from 'zod';

/** Every error code the API, the sockets and the UI know. The UI shows `t('errors.' + code)`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'TRANSITION_NOT_ALLOWED',
  'SCHEDULE_CLASH',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_PENDING',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_PENDING: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  TRANSITION_NOT_ALLOWED: 409,
  SCHEDULE_CLASH: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export type FieldErrors = Record<string, string>;

/**
 * The one error type. `message` is the user-facing text of CONTRACT.md; `logMessage`
 * (optional) carries detail for the server log only and never reaches a client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly logMessage?: string;
  /** a stale write's 409: the row as it is now (CONTRACT.md Part 2 "Concurrency") */
  readonly current?: unknown;
  /** further members of the body's `error` (e.g. `clashes`); never overrides code/message/fields */
  readonly extra?: Record<string, unknown>;
  /** values the message names (`{seconds}`), for its text in the caller's language */
  readonly params?: Record<string, string | number>;
  /** the schema's findings behind `fields`, so the edge can say them in the caller's language */
  readonly issues?: readonly z.core.$ZodIssue[];

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: FieldErrors;
      logMessage?: string;
      current?: unknown;
      extra?: Record<string, unknown>;
      params?: Record<string, string | number>;
      issues?: readonly z.core.$ZodIssue[];
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.logMessage = options.logMessage;
    this.current = options.current;
    this.extra = options.extra;
    this.params = options.params;
    this.issues = options.issues;
  }

  get status(): number {
    return httpStatusOf[this.code];
  }

  /** The wire body; `text` gives the message and field messages in the caller's language (the HTTP edge). */
  toBody(text?: { message: string; fields?: FieldErrors }): ErrorBody {
    const fields = text?.fields ?? this.fields;
    return {
      error: {
        ...this.extra,
        code: this.code,
        message: text?.message ?? this.message,
        ...(fields ? { fields } : {}),
        ...(this.current !== undefined ? { current: this.current } : {}),
      },
    };
  }
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    current: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod failure into CONTRACT.md's `fields` map (first message per field). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
