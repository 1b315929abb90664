import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the button appears once the page is scrolled more than 250 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 250;

/**
 * Room below the last content for the button (24 px offset, 44 px button, a gap): every layout pads its
 * main area by it, so scrolled to the end no action sits under the button.
 */
export const SCROLL_TO_TOP_CLEARANCE_PX = 84;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}>
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
