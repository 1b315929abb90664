/** What an admin sees in place of a one-time token. */
export const TOKEN_MASK = '••••••';

// Paths whose last segment is a one-time account token (password reset, email verification), and
// the `?token=` / `&token=` query form of any link: whoever reads them can take over the account.
const TOKEN_PATH = /(\/pages\/authentication\/reset-password\/|\/account\/reset\/|\/account\/verify\/)[^\s/?#"'<>]+/g;
const TOKEN_QUERY = /([?&](?:amp;)?token=)[^\s&#"'<>]+/gi;

/**
 * Masks the token segment of account links (`…/reset-password/••••••`). The email log shows mails
 * to admins, and the outbox keeps them after sending: neither may carry a working link.
 */
export function redactAccountLinks(text: string): string;
export function redactAccountLinks(text: string | null): string | null;
export function redactAccountLinks(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(TOKEN_PATH, `$1${TOKEN_MASK}`).replace(TOKEN_QUERY, `$1${TOKEN_MASK}`);
}
