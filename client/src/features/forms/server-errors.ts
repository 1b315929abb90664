import { type ErrorBody, errorBodySchema } from '@ujian/shared/errors';

export type ApiErrorInfo = ErrorBody['error'] & { status?: number };

/** Which form field a field-less error code belongs to (e.g. a 409 for a taken email). */
const fieldOfCode: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
};

/**
 * Reads CONTRACT.md's `{"error":{code,message,fields?}}` out of whatever the HTTP layer threw
 * (an axios error carries it in `response.data`). Returns undefined for network failures.
 */
export function apiErrorOf(err: unknown): ApiErrorInfo | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const response = (err as { response?: { status?: unknown; data?: unknown } }).response;
  if (!response) return undefined;
  const parsed = errorBodySchema.safeParse(response.data);
  if (!parsed.success) return undefined;
  const status = typeof response.status === 'number' ? response.status : undefined;
  return { ...parsed.data.error, status };
}

export type SplitFieldErrors<F extends string> = {
  /** Messages that belong to one of the form's own fields. */
  byField: Partial<Record<F, string>>;
  /** Messages the form has no field for; shown above the form so nothing is swallowed. */
  rest: string[];
};

/**
 * Distributes a server error over a form's fields. Field keys may be nested paths
 * (`profile.phone`); only the first segment is matched against the form's fields.
 */
export function splitFieldErrors<F extends string>(
  error: Pick<ApiErrorInfo, 'code' | 'message' | 'fields'> | undefined,
  formFields: readonly F[],
): SplitFieldErrors<F> {
  const result: SplitFieldErrors<F> = { byField: {}, rest: [] };
  if (!error) return result;
  const isFormField = (name: string): name is F => (formFields as readonly string[]).includes(name);
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const head = path.split('.')[0] ?? path;
    if (isFormField(head) && result.byField[head] === undefined) result.byField[head] = message;
    else result.rest.push(message);
  }
  const codeField = fieldOfCode[error.code];
  if (codeField && isFormField(codeField) && result.byField[codeField] === undefined) {
    result.byField[codeField] = error.message;
  }
  return result;
}
