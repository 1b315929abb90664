/**
 * The one place screens turn dates and times into text (a test refuses `toLocale*` and
 * `Intl.DateTimeFormat` anywhere else in client/src). Two kinds of value reach the screens: calendar
 * days (`YYYY-MM-DD`: a sidang's date, a letter's date, a period's bounds), which no time zone may
 * move, and instants (ISO timestamps), read on the institution's clock (Asia/Jakarta), 24-hour, with
 * "WIB" after the time, dates in the reader's language.
 */

/** The institution's clock: every time on screen is read on it whatever the reader's zone. */
export const INSTITUTION_ZONE = 'Asia/Jakarta';
const ZONE_NAME = 'WIB';

import dayjs from 'dayjs';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per language and style: building one costs far more than formatting with it (a board formats hundreds). */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "Nov 30, 2026" / "30 Nov 2026" for a calendar day; an unparsable value comes back as it was. */
export function formatDay(
  day: string | null | undefined,
  locale: string,
  style: 'medium' | 'long' | 'full' = 'medium',
) {
  if (!day) return '';
  // noon UTC formatted in UTC: the day stays the day whatever the reader's zone
  const date = new Date(DAY.test(day) ? `${day}T12:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** "Nov 30, 2026, 10:05 WIB" for an instant; `seconds` for logs where the order within a minute matters. */
export function formatInstant(
  iso: string | null | undefined,
  locale: string,
  options: { seconds?: boolean; timeZone?: typeof INSTITUTION_ZONE | string } = {},
) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: options.seconds ? 'medium' : 'short',
    hourCycle: 'h23',
    timeZone: options.timeZone ?? INSTITUTION_ZONE,
  }).format(date);
  return (options.timeZone ?? INSTITUTION_ZONE) === INSTITUTION_ZONE ? `${text} ${ZONE_NAME}` : text;
}

/** "Mon, Nov 30" for a calendar day: column heads of week views. */
export function formatShortDay(day: string, locale: string): string {
  const date = new Date(DAY.test(day) ? `${day}T12:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INSTITUTION_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the institution's clock: its `YYYY-MM-DD`, minutes since midnight and `HH:MM`. */
export function institutionParts(iso: string): { date: string; minutes: number; hhmm: string } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + minute,
    hhmm: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
}

const sidangClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: INSTITUTION_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "08:00–10:00 WIB": a sidang's times, 24-hour in every language, as the server's texts write them. */
export function formatSidangTime(mulai: string, selesai?: string | null): string {
  const start = sidangClock.format(new Date(mulai));
  return selesai ? `${start}–${sidangClock.format(new Date(selesai))} WIB` : `${start} WIB`;
}

/** "Monday, November 30, 2026, 08:00–10:00 WIB": the one way screens say when a sidang is. */
export function formatSidangWhen(mulai: string, selesai: string | null | undefined, locale: string): string {
  const date = dateTimeFormat(locale, { dateStyle: 'full', timeZone: INSTITUTION_ZONE }).format(new Date(mulai));
  return `${date}, ${formatSidangTime(mulai, selesai)}`;
}

/** `2026-11-21T10:00:00+07:00` -> `2026-11-21T10:00` in the browser's time zone (datetime-local). */
export function toLocalDateTimeInput(iso: string): string {
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format('YYYY-MM-DDTHH:mm') : '';
}

/** `2026-11-21T10:00` (browser time) -> ISO 8601 with the offset, as CONTRACT.md wants times. */
export function fromLocalDateTimeInput(value: string): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DDTHH:mm:ssZ') : value;
}
