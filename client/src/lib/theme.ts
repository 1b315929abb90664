import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type PaginationProps,
} from '@mantine/core';
import { i18n } from './i18n';

/**
 * Mantine's defaults miss WCAG AA contrast in three places we use everywhere: white on indigo.6 (4.3:1),
 * dimmed gray.6 text (3.3:1), gray.5 placeholders (2.1:1), red.6 field errors (3.3:1) and the light variant's shade-9 text on its tinted background (about 3.8:1).
 * The theme fixes them once instead of per component.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    if (input.variant === 'light') return { ...colors, color: darken(colors.color, 0.35) };
    return colors;
  },
  // Plain objects, not `Badge.extend(...)`: the components' values would pull Badge and Pagination
  // into every first load (the theme is part of the entry chunk).
  components: {
    // a status is read whole: badges neither shrink in a row nor cut their label ("PENILAI…")
    Badge: {
      styles: { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } },
    },
    // the arrow controls are icons only: every pager in the portal gets names (in the reader's language)
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': i18n.t(`common:pagination.${control}`) }),
        getItemProps: (page) => ({ 'aria-label': i18n.t('common:pagination.page', { page }) }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // #6b7280 on white is 4.8:1; gray.5 placeholders are 2.1:1
  // red.6 error text is 3.3:1 on white; red.8 is 5.9:1
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
