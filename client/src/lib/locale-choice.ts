/**
 * Which language a screen opens in, as plain functions without imports: the app's store uses them, and
 * so does the boot script inlined into index.html (client/src/boot/brand-splash.ts), which paints the
 * sign-in page's brand panel in the same language before any of the app's code has arrived.
 */
export const supportedLocales = ['en', 'id', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof supportedLocales)[number];
/** The language whose strings every other falls back to (spec section 9: fallback en). */
export const defaultLocale: Locale = 'en';
/** The language of a visitor whose browser asks for none of ours: the portal's users read Indonesian. */
export const firstVisitLocale: Locale = 'id';

/** Where the ui store keeps its choices, and the version of that record. */
export const uiStorageKey = 'ujian-ui';
// version 1 stored English for everyone who never chose: that choice is forgotten, so the browser decides
export const uiStorageVersion = 2;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The screen's language before anyone chose one: the browser's first language the portal speaks
 * (`id-ID` -> id, `pt-BR` -> pt), else Indonesian. The account's own choice replaces it at sign-in.
 */
export function browserLocale(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return firstVisitLocale;
}

/** The language kept in the ui store's record (`raw`, as stored), if it holds a current choice. */
export function storedLocale(raw: string | null): Locale | undefined {
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as { state?: { locale?: unknown }; version?: unknown } | null;
    const locale = record?.state?.locale;
    return typeof record?.version === 'number' && record.version >= uiStorageVersion && isLocale(locale)
      ? locale
      : undefined;
  } catch {
    return undefined;
  }
}

/** The language a visit opens in: the stored choice, else the browser's. */
export function openingLocale(raw: string | null, languages: readonly string[] | undefined): Locale {
  return storedLocale(raw) ?? browserLocale(languages);
}
