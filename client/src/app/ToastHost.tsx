import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-page';

const Toasts = lazyComponent<object, typeof import('./Toasts')>(() => import('./Toasts'), 'Toasts');

/**
 * Mounts the toast container (autoClose 3 s) with the first `notifications.show()`: the container and
 * its transitions are not part of a first visit that shows no toast. Queued toasts appear on mount.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const pending = notifications.length + queue.length > 0;
  useEffect(() => {
    if (pending) setNeeded(true);
  }, [pending]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
