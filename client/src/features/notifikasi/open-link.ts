/** Links of notifications are portal paths; anything else opens as a normal page load. */
export function openNotifikasiLink(link: string | null, navigate: (path: string) => void): void {
  if (!link) return;
  if (link.startsWith('/') && !link.startsWith('//')) navigate(link);
  else window.location.assign(link);
}

/** "3 minutes ago" in the reader's language. */
export function timeAgo(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
