import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import { defaultLocale, type Locale, supportedLocales, useUiStore } from '../stores/ui';
import { setRequestLanguage } from './http-session';

/**
 * Namespaces in use: `common` holds the layout and menu; the others belong to their screens. Only
 * `common` is preloaded; a screen's namespace is fetched the first time a screen asks for it.
 */
export const namespaces = [
  'common',
  'auth',
  'misc',
  'account',
  'dashboard',
  'errors',
  'access',
  'master',
  'admin',
  'realtime',
  'notifikasi',
  'pengajuan',
  'jadwalAuto',
  'surat',
  'jadwal',
  'hasil',
  'payroll',
  'ketersediaan',
] as const;
export type Namespace = (typeof namespaces)[number];

/** The header's strings, loaded with the shell layouts (each header widget would otherwise wait for its own). */
export const SHELL_NAMESPACES = ['realtime', 'notifikasi', 'errors'] as const satisfies readonly Namespace[];

// English `common` is bundled with the app (the shell needs it for the first paint). Every other file
// (other namespaces, other languages) is its own small chunk, fetched on demand by the backend below,
// so adding screens and strings does not grow the login page's first load.

const files = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/common.json'], {
  import: 'default',
});

/** i18next backend over the bundled locale files; a file that does not exist falls back to English. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = files[`../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { common: enCommon } },
    partialBundledLanguages: true,
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });

/**
 * Fetches namespaces in the chosen language (and the English fallback) ahead of the screen that
 * uses them, e.g. with the screen's own code. Never rejects: a failed file shows as English.
 */
export function preloadNamespaces(ns: readonly Namespace[]): Promise<void> {
  const lng = useUiStore.getState().locale;
  return new Promise<void>((resolve) => {
    i18n.services.backendConnector.load([...new Set([lng, defaultLocale])], [...ns], () => resolve());
  });
}

/** Resolves with `module` once `ns` are loaded too: a screen's strings come with its code. */
export async function withNamespaces<M>(module: Promise<M>, ns: readonly Namespace[]): Promise<M> {
  const [loaded] = await Promise.all([module, preloadNamespaces(ns)]);
  return loaded;
}

/** Switches i18next (and `<html lang>`) to `lng`; its strings are fetched first, so nothing flashes. */
export async function applyLanguage(lng: Locale): Promise<void> {
  // react-i18next records which namespaces the mounted screens use.
  const reporter = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const used = reporter?.getUsedNamespaces() ?? [];
  try {
    await new Promise<void>((resolve, reject) => {
      // The namespaces already on screen, in the new language and the English fallback.
      i18n.services.backendConnector.load([lng, defaultLocale], ['common', ...used], (error: unknown) =>
        error ? reject(error) : resolve(),
      );
    });
  } catch (error) {
    // Offline or a failed chunk: the screens stay readable in English rather than show keys.
    console.error('language files did not load', error);
  }
  await i18n.changeLanguage(lng);
  setRequestLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

// The language switcher only writes the store; i18next follows it.
useUiStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) void applyLanguage(state.locale);
});

/** Boot: the stored language is ready before the first render (English needs no fetch). */
export function initialLanguageReady(): Promise<void> {
  return applyLanguage(useUiStore.getState().locale);
}
