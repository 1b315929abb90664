import { type ErrorBody, errorBodySchema } from '@ujian/shared/errors';

export type ApiErrorInfo = ErrorBody['error'] & { status?: number };

/**
 * Reads CONTRACT.md's `{"error":{code,message,fields?}}` out of whatever the HTTP layer threw
 * (an axios error carries it in `response.data`). Returns undefined for network failures and for
 * bodies that are not the contract's error. Every reading of a refusal in the client starts here.
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
