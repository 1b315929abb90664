/**
 * Dates as people read them, in the reader's language. Two kinds of value reach the screens:
 * calendar days (`YYYY-MM-DD`: a sidang's date, a letter's date, a period's bounds), which no
 * time zone may move, and instants (ISO timestamps: when something happened), shown on the
 * reader's clock unless a zone is given (sidang times are on the institution's clock).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** "Nov 30, 2026, 10:05" for an instant; `seconds` for logs where the order within a minute matters. */
export function formatInstant(
  iso: string | null | undefined,
  locale: string,
  options: { timeZone?: string; seconds?: boolean } = {},
) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: options.seconds ? 'medium' : 'short',
    timeZone: options.timeZone,
  }).format(date);
}

/** The institution's clock: sidang times are read on it whatever the reader's zone. */
const SIDANG_ZONE = 'Asia/Jakarta';
const sidangClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SIDANG_ZONE,
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
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: SIDANG_ZONE }).format(new Date(mulai));
  return `${date}, ${formatSidangTime(mulai, selesai)}`;
}
