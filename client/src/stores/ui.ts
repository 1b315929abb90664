import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type LayoutType = 'vertical' | 'horizontal';
export const supportedLocales = ['en', 'id', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof supportedLocales)[number];
/** Spec section 9: locale en, fallback en. */
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

export type UiState = {
  layoutType: LayoutType;
  locale: Locale;
  setLayoutType(layoutType: LayoutType): void;
  setLocale(locale: Locale): void;
};

/** Layout type and language, kept across visits. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      layoutType: 'vertical',
      locale: defaultLocale,
      setLayoutType: (layoutType) => set({ layoutType }),
      setLocale: (locale) => set({ locale: isLocale(locale) ? locale : defaultLocale }),
    }),
    {
      name: 'ujian-ui',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ layoutType: state.layoutType, locale: state.locale }),
    },
  ),
);
