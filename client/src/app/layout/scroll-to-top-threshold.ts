/** Spec section 9: the button appears once the page is scrolled more than 250 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 250;

/**
 * Room below the last content for the button (24 px offset, 44 px button, a gap): every layout pads its
 * main area by it, so scrolled to the end no action sits under the button.
 */
export const SCROLL_TO_TOP_CLEARANCE_PX = 84;
