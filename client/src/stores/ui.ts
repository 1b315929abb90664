import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { browserLocale, isLocale, type Locale, uiStorageKey, uiStorageVersion } from '../lib/locale-choice';

export {
  browserLocale,
  defaultLocale,
  firstVisitLocale,
  isLocale,
  type Locale,
  supportedLocales,
} from '../lib/locale-choice';

export type LayoutType = 'vertical' | 'horizontal';

export type UiState = {
  layoutType: LayoutType;
  locale: Locale;
  setLayoutType(layoutType: LayoutType): void;
  setLocale(locale: Locale): void;
};

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
      name: uiStorageKey,
      version: uiStorageVersion,
      migrate: (persisted, version) => {
        const state = (persisted ?? {}) as Partial<UiState>;
        return version < uiStorageVersion ? { layoutType: state.layoutType ?? 'vertical' } : state;
      },
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ layoutType: state.layoutType, locale: state.locale }),
    },
  ),
);
