import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type LayoutType = 'vertical' | 'horizontal';
export const supportedLocales = ['en', 'id', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof supportedLocales)[number];
/** The language whose strings every other falls back to (spec section 9: fallback en). */
export const defaultLocale: Locale = 'en';
/** The language of a visitor whose browser asks for none of ours: the portal's users read Indonesian. */
export const firstVisitLocale: Locale = 'id';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

export type UiState = {
  layoutType: LayoutType;
  locale: Locale;
  setLayoutType(layoutType: LayoutType): void;
  setLocale(locale: Locale): void;
};

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

const navigatorLanguages = (): readonly string[] | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.languages;

/** Layout type and language, kept across visits. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      layoutType: 'vertical',
      locale: browserLocale(navigatorLanguages()),
      setLayoutType: (layoutType) => set({ layoutType }),
      setLocale: (locale) => set({ locale: isLocale(locale) ? locale : browserLocale(navigatorLanguages()) }),
    }),
    {
      name: 'ujian-ui',
      // version 1 stored English for everyone who never chose: forget that, so the browser decides
      version: 2,
      migrate: (persisted, version) => {
        const state = (persisted ?? {}) as Partial<UiState>;
        return version < 2 ? { layoutType: state.layoutType ?? 'vertical' } : state;
      },
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ layoutType: state.layoutType, locale: state.locale }),
    },
  ),
);
