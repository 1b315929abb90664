import { Notifications } from '@mantine/notifications';

/** Spec section 9: toasts close after 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;

export function Toasts() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />;
}
