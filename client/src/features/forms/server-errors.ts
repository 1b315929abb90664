import { type ApiErrorInfo, apiErrorOf } from '../../lib/api-error';

export { type ApiErrorInfo, apiErrorOf };

/** Which form field a field-less error code belongs to (e.g. a 409 for a taken email). */
const fieldOfCode: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
};

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
