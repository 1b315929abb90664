import { RealtimeHeader } from '../../features/notifikasi/RealtimeHeader';

/**
 * Slot in the header, left of the language and user menus, for header widgets other features own:
 * the connection indicator and the notification bell.
 */
export function HeaderExtras() {
  return <RealtimeHeader />;
}
