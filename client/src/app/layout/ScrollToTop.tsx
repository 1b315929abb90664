import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useViewportSize, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-to-top-threshold';

export { SCROLL_TO_TOP_CLEARANCE_PX, SCROLL_TO_TOP_THRESHOLD_PX } from './scroll-to-top-threshold';

/**
 * Where the button sits: its distance from the viewport's bottom-right corner and its size (ActionIcon xl);
 * SCROLL_TO_TOP_CLEARANCE_PX is made of them.
 */
const OFFSET_PX = 24;
const SIZE_PX = 44;
/** Room kept between the button and anything a person can press. */
const GAP_PX = 8;

const ACTIONABLE =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="link"]';

/**
 * Whether something a person can press lies under the button's place (with a gap around it). A fixed
 * button passes over the page while it scrolls: it steps aside whenever it would cover an action, so it
 * never hides one (the padding above covers the page's end).
 */
export function coversAction(doc: Document, own: Element | null): boolean {
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const right = width - OFFSET_PX + GAP_PX;
  const left = width - OFFSET_PX - SIZE_PX - GAP_PX;
  const bottom = height - OFFSET_PX + GAP_PX;
  const top = height - OFFSET_PX - SIZE_PX - GAP_PX;
  for (const el of doc.querySelectorAll(ACTIONABLE)) {
    if (own?.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < right && r.right > left && r.top < bottom && r.bottom > top) return true;
  }
  return false;
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const viewport = useViewportSize();
  const [own, setOwn] = useState<HTMLElement | null>(null);
  const [covers, setCovers] = useState(false);
  const past = scroll.y > SCROLL_TO_TOP_THRESHOLD_PX;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page under the button moves with the scroll and the viewport
  useEffect(() => {
    if (!past) return;
    const frame = requestAnimationFrame(() => setCovers(coversAction(document, own)));
    return () => cancelAnimationFrame(frame);
  }, [past, own, scroll.y, viewport.width, viewport.height]);
  return (
    <Affix position={{ bottom: OFFSET_PX, right: OFFSET_PX }} ref={setOwn}>
      <Transition transition="slide-up" mounted={past && !covers}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('layout.scrollToTop')}
            data-testid="scroll-to-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
