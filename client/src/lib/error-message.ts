import { apiErrorOf } from './api-error';

type Translate = (key: string, options: { defaultValue: string }) => string;

/** Refusals whose wording the server keeps fixed in every language (clients match on it): the screen translates them. */
const fixedServerTexts = new Set(['INVALID_CREDENTIALS']);

/** What `axios.isAxiosError` checks, without loading axios (a failed request has loaded it already). */
function isAxiosError(err: unknown): err is { response?: { status: number } } {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * The text to show for a failed call: the server's message (written in the caller's language), the
 * screen's own translation for the few fixed texts, else a generic network message.
 */
export function errorMessageOf(err: unknown, t: Translate): string {
  if (isAxiosError(err)) {
    const info = apiErrorOf(err);
    if (info && fixedServerTexts.has(info.code)) return t(`errors:${info.code}`, { defaultValue: info.message });
    if (info) return info.message || t(`errors:${info.code}`, { defaultValue: info.code });
    if (!err.response) return t('errors:NETWORK', { defaultValue: 'The server cannot be reached. Try again.' });
    return t('errors:INTERNAL', { defaultValue: `Request failed (${err.response.status}).` });
  }
  if (err instanceof Error && err.message) return err.message;
  return t('errors:INTERNAL', { defaultValue: 'Something went wrong.' });
}
