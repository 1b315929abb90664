import { accountMessages, authMessages, type PenggunaImportRow } from '@ujian/shared/auth';

/** The server's English row and field messages -> keys of the admin namespace, so they show translated. */
const keyOfMessage = new Map<string, string>([
  ...Object.entries(accountMessages).map(([name, text]): [string, string] => [text, `admin:accountMessages.${name}`]),
  ...Object.entries(authMessages).map(([name, text]): [string, string] => [text, `auth:messages.${name}`]),
]);

export function accountMessageKey(message: string): string | undefined {
  return keyOfMessage.get(message);
}

export function translateAccountMessage(t: (key: string) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = accountMessageKey(message);
  return key ? t(key) : message;
}

/** How many preview rows will be created and how many skipped. */
export function importSummary(rows: readonly PenggunaImportRow[]): { valid: number; invalid: number } {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return { valid: rows.length - invalid, invalid };
}

/** The create-account form's inputs -> the body: blanks become absent or null. */
export function toCreateBody(values: {
  username: string;
  email: string;
  fullName: string;
  role: string;
  prodiUuid: string | null;
  nomorInduk: string;
}) {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    fullName: values.fullName.trim(),
    role: values.role,
    prodiUuid: values.prodiUuid || null,
    nomorInduk: values.nomorInduk.trim() || null,
  };
}
