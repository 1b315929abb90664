import { JAKARTA_OFFSET_MS, jakartaDateOf } from '@ujian/shared/dates';

// University time (Asia/Jakarta, a fixed UTC+7): every server computation of a Jakarta day or
// clock time goes through here.
export { jakartaDateOf };

/** An instant as Jakarta's wall clock in UTC fields (`getUTCHours()` is the hour in Jakarta). */
export function jakartaWallClock(instant: Date): Date {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS);
}

/** The instant of `HH:MM` or `HH:MM:SS` on the date `tanggal` (YYYY-MM-DD) in Jakarta. */
export function jakartaInstant(tanggal: string, time: string): Date {
  return new Date(`${tanggal}T${time.length === 5 ? `${time}:00` : time.slice(0, 8)}+07:00`);
}

/** An instant as ISO 8601 in Jakarta time (`+07:00`). */
export function jakartaIso(instant: Date | string | null): string | null {
  if (instant === null) return null;
  const d = instant instanceof Date ? instant : new Date(instant);
  return `${jakartaWallClock(d).toISOString().slice(0, 19)}+07:00`;
}

/** The calendar day in Jakarta `days` after the day of `now`, as midnight UTC of that date. */
export function jakartaDay(now: Date, days = 0): Date {
  const local = jakartaWallClock(now);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days));
}
