import { z } from 'zod';

/**
 * Dates, times of day and instants on the wire: only real ones pass (no 2026-02-30, no 24:00), so
 * no impossible value reaches date arithmetic or the database. Every schema takes its dates here.
 */
export const dateMessages = {
  date: 'Use a real calendar date (YYYY-MM-DD) between 1900 and 2999.',
  time: 'Use a real time of day (HH:MM, from 00:00 to 23:59).',
  datetime: 'Use a real date and time with its offset (e.g. 2026-03-02T08:00:00+07:00), between 1900 and 2999.',
} as const;

/** Years a date of this portal may have: sidang, periods and letters of people alive (4 digits, never 0000). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2999;

const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};

/** `YYYY-MM-DD`, a day that exists (leap years included). */
export function isoDateSchema(message: string = dateMessages.date) {
  return z.iso.date({ error: message }).refine(yearInRange, { error: message });
}

/** `HH:MM` or `HH:MM:SS(.s)` from 00:00 to 23:59:59, given back as `HH:MM`. */
export function timeOfDaySchema(message: string = dateMessages.time) {
  return z.iso.time({ error: message }).transform((v) => v.slice(0, 5));
}

/** An ISO 8601 date and time with its offset (`Z` or `+07:00`), on a real day at a real time. */
export function isoDateTimeSchema(message: string = dateMessages.datetime) {
  return z.iso.datetime({ offset: true, error: message }).refine(yearInRange, { error: message });
}

/** Whether `value` is a real `YYYY-MM-DD` date (for code outside a schema). */
export function isRealDate(value: string): boolean {
  return isoDateSchema().safeParse(value).success;
}

/**
 * University time: Asia/Jakarta is UTC+7 all year (Indonesia keeps no daylight saving), so its
 * arithmetic is a fixed offset. Server and client both read Jakarta days through these.
 */
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The Jakarta calendar day (YYYY-MM-DD) of an instant. */
export function jakartaDateOf(iso: string | Date): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  return new Date(t + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}
