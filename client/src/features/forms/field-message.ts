// The messages' own modules, not the schema modules: the sign-in page shows them without loading zod.
import { authMessages } from '@ujian/shared/auth-messages';
import { biodataMessages } from '@ujian/shared/biodata-messages';
import { suratMessages } from '@ujian/shared/surat-messages';

export type Translate = (key: string) => string;

/** The contract's English texts (shared/auth.ts) -> their keys in the auth namespace. */
const keyOfContractMessage = new Map<string, string>([
  ...Object.entries(authMessages).map(([name, text]): [string, string] => [text, `auth:messages.${name}`]),
  ...Object.entries(biodataMessages).map(([name, text]): [string, string] => [text, `account:serverMessages.${name}`]),
  ...Object.entries(suratMessages).map(([name, text]): [string, string] => [text, `surat:messages.${name}`]),
]);

/** Messages made in the browser are i18n keys of our own namespaces, e.g. `account:validation.required`. */
const OWN_KEY = /^(auth|account):[A-Za-z0-9_.]+$/;

/** The i18n key a validation message stands for, or undefined when it is free text from the server. */
export function fieldMessageKey(message: string): string | undefined {
  const contractKey = keyOfContractMessage.get(message);
  if (contractKey) return contractKey;
  return OWN_KEY.test(message) ? message : undefined;
}

/**
 * Shows a field message in the user's language: the same text whether zod made it in the
 * browser or the server sent it back; unknown server text is shown as it came.
 */
export function translateFieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = fieldMessageKey(message);
  return key ? t(key) : message;
}
