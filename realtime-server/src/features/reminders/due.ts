import type { ReminderKind } from '../../db/schema/reminders';

const HOUR = 60 * 60 * 1000;
export const H7_BEFORE_MS = 7 * 24 * HOUR;
export const H1_BEFORE_MS = 24 * HOUR;

/**
 * The reminder that is due for a sidang starting at `mulai`, seen at `now`: H-7 from 7 days before
 * the start, H-1 from 24 hours before, none once it has started. Only the latest one is ever due, so
 * a sidang published (or a sweep run) inside the last day gets H-1 and never a late H-7.
 */
export function dueReminder(mulai: Date, now: Date): ReminderKind | null {
  const left = mulai.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= H1_BEFORE_MS) return 'h1';
  if (left <= H7_BEFORE_MS) return 'h7';
  return null;
}
