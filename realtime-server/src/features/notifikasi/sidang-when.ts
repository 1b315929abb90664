import { intlLocale } from '../../lib/intl-locale';
import type { MessageLocale } from './messages';

/**
 * "Kamis, 3 Desember 2026, 10.00–12.00 WIB": a sidang's day and time in Jakarta, written the one way
 * each language writes it (Indonesian `10.00`, the others `10:00`). Every mail and notification that
 * names a sidang's time uses this.
 */
export function sidangWhen(locale: MessageLocale, mulai: Date, selesai: Date | null): string {
  const tag = intlLocale[locale];
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(mulai);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Jakarta',
  });
  const range = selesai ? `${time.format(mulai)}–${time.format(selesai)}` : time.format(mulai);
  // as Intl writes it: the weekday stands inside a sentence (fr `jeudi`, pt `quinta-feira`)
  return `${day}, ${range} WIB`;
}
