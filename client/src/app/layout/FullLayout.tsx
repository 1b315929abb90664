import { Box, NativeSelect } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-page';
import { isLocale, supportedLocales, useUiStore } from '../../stores/ui';
import { SCROLL_TO_TOP_CLEARANCE_PX, SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-to-top-threshold';

// The full-page screens (the sign-in page first) fit the window: the button's code is fetched only
// once the page is scrolled far enough to show it.
const ScrollToTop = lazyComponent<object, typeof import('./ScrollToTop')>(() => import('./ScrollToTop'), 'ScrollToTop');

function ScrollToTopWhenScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const check = () => {
      if (window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX) setScrolled(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTop />
    </Suspense>
  );
}

/**
 * Full-page layout of the auth and misc screens (meta `layout: 'full'`). Its language picker is a
 * native select: the popover menu of the shell would add ~25 KB to the login page's first load.
 */
export function FullLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useUiStore((s) => s.locale);
  const setLocale = useUiStore((s) => s.setLocale);
  return (
    <Box mih="100vh" pos="relative" pb={SCROLL_TO_TOP_CLEARANCE_PX} data-testid="layout-full">
      <NativeSelect
        size="xs"
        aria-label={t('layout.language')}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.currentTarget.value)) setLocale(event.currentTarget.value);
        }}
        data={supportedLocales.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
        pos="absolute"
        top={12}
        right={12}
        style={{ zIndex: 10 }}
      />
      {children}
      <ScrollToTopWhenScrolled />
    </Box>
  );
}
