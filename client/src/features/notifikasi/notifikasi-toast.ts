import { notifications } from '@mantine/notifications';
import type { AnyEvent } from '@ujian/shared/events';
import { i18n } from '../../lib/i18n';

/** Spec section 9: toasts close after 3 seconds. */
const TOAST_MS = 3000;
/** A replay after a long absence can bring dozens at once: a few toasts, then one summary. */
const BURST_WINDOW_MS = 3000;
const BURST_TOASTS = 3;

export type ToastDecision = { kind: 'toast' } | { kind: 'summary'; extra: number } | { kind: 'none' };

/** Decides per arrival: the first few of a burst get their own toast, the rest one shared count. */
export function createToastLimiter(now: () => number = Date.now) {
  let windowStart = -Infinity;
  let shown = 0;
  let extra = 0;
  return (): ToastDecision => {
    const t = now();
    if (t - windowStart > BURST_WINDOW_MS) {
      windowStart = t;
      shown = 0;
      extra = 0;
    }
    if (shown < BURST_TOASTS) {
      shown += 1;
      return { kind: 'toast' };
    }
    extra += 1;
    return { kind: 'summary', extra };
  };
}

const limit = createToastLimiter();

/** A toast for each new in-app notification; the id keeps one per notification even if shown twice. */
export function toastNotifikasi(event: AnyEvent): void {
  if (event.type !== 'notifikasi') return;
  const decision = limit();
  if (decision.kind === 'toast') {
    notifications.show({
      id: `notifikasi-${event.data.id}`,
      title: event.data.title,
      message: event.data.body,
      autoClose: TOAST_MS,
      color: 'indigo',
      className: 'notifikasi-toast',
    });
  } else if (decision.kind === 'summary') {
    const summary = {
      id: 'notifikasi-more',
      message: i18n.t('notifikasi:toast.more', { count: decision.extra }),
      autoClose: TOAST_MS,
      color: 'indigo',
    };
    // one summary toast whose count goes up while the burst lasts
    if (decision.extra === 1) notifications.show(summary);
    else notifications.update(summary);
  }
}
