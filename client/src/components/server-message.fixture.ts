import { readFileSync } from 'node:fs';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import type { Translate } from './server-message';

/** For tests: `t` over the real locale files of one language, as the screens' `useTranslation` gives it. */
export async function translatorFor(lng: string, namespaces: string[]): Promise<Translate> {
  const bundles = namespaces.map((ns) => [
    ns,
    JSON.parse(readFileSync(new URL(`../locales/${lng}/${ns}.json`, import.meta.url), 'utf8')),
  ]);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: Object.fromEntries(bundles) },
    ns: namespaces,
    defaultNS: namespaces[0],
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as Translate;
}

/** For tests: the request config axios puts on its errors. */
export const requestConfig = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** For tests: what axios throws for an answered request with CONTRACT.md's error body. */
export function refused(status: number, code: string, message: string, fields?: Record<string, string>): AxiosError {
  return answered(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/** For tests: what axios throws for a request the server answered with `status` and `data`. */
export function answered(status: number, data: unknown): AxiosError {
  return new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    requestConfig,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config: requestConfig,
    },
  );
}
