// University time: Asia/Jakarta is UTC+7 all year (Indonesia keeps no daylight saving), so its
// arithmetic is a fixed offset.
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The instant of `HH:MM` or `HH:MM:SS` on the date `tanggal` (YYYY-MM-DD) in Jakarta. */
export function jakartaInstant(tanggal: string, time: string): Date {
  return new Date(`${tanggal}T${time.length === 5 ? `${time}:00` : time.slice(0, 8)}+07:00`);
}

/** An instant as ISO 8601 in Jakarta time (`+07:00`). */
export function jakartaIso(instant: Date | string | null): string | null {
  if (instant === null) return null;
  const d = instant instanceof Date ? instant : new Date(instant);
  return `${new Date(d.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** The calendar day in Jakarta `days` after the day of `now`, as midnight UTC of that date. */
export function jakartaDay(now: Date, days = 0): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days));
}
