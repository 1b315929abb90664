import type { ReminderKind } from '../../db/schema/reminders';
import type { MessageLocale } from '../notifikasi/messages';

/** What a reminder says about its sidang. */
export type ReminderFacts = {
  mahasiswa: string;
  judul: string;
  mulai: Date;
  selesai: Date | null;
  ruangan: string | null;
  onlineUrl: string | null;
};

const intlLocale: Record<MessageLocale, string> = { id: 'id-ID', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', pt: 'pt-BR' };

/** "Kamis, 3 Desember 2026, 10.00–12.00 WIB": the sidang's day and time in Jakarta, written out in `locale`. */
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
  return `${day}, ${range} WIB`;
}

type Texts = {
  title: Record<ReminderKind, string>;
  body: (who: string, judul: string, when: string, where: string) => string;
  online: string;
};

const texts: Record<MessageLocale, Texts> = {
  id: {
    title: { h7: 'Pengingat: sidang 7 hari lagi', h1: 'Pengingat: sidang besok' },
    body: (who, judul, when, where) => `Sidang ${who}, “${judul}”, dijadwalkan ${when} di ${where}.`,
    online: 'daring',
  },
  en: {
    title: { h7: 'Reminder: thesis defence in 7 days', h1: 'Reminder: thesis defence tomorrow' },
    body: (who, judul, when, where) =>
      `The thesis defence of ${who}, “${judul}”, is scheduled for ${when} at ${where}.`,
    online: 'online',
  },
  de: {
    title: { h7: 'Erinnerung: Verteidigung in 7 Tagen', h1: 'Erinnerung: Verteidigung morgen' },
    body: (who, judul, when, where) =>
      `Die Verteidigung von ${who}, „${judul}“, findet am ${when} statt, Ort: ${where}.`,
    online: 'online',
  },
  fr: {
    title: { h7: 'Rappel : soutenance dans 7 jours', h1: 'Rappel : soutenance demain' },
    body: (who, judul, when, where) => `La soutenance de ${who}, « ${judul} », est prévue le ${when}, lieu : ${where}.`,
    online: 'en ligne',
  },
  pt: {
    title: { h7: 'Lembrete: defesa em 7 dias', h1: 'Lembrete: defesa amanhã' },
    body: (who, judul, when, where) => `A defesa de ${who}, “${judul}”, está marcada para ${when}, local: ${where}.`,
    online: 'online',
  },
};

/** The reminder's title and body in the reader's language, with the date written out. */
export function reminderText(
  locale: MessageLocale,
  kind: ReminderKind,
  facts: ReminderFacts,
): { title: string; body: string } {
  const t = texts[locale];
  const where =
    [facts.ruangan, facts.onlineUrl ? `${t.online}: ${facts.onlineUrl}` : null].filter(Boolean).join(' / ') || '-';
  return {
    title: t.title[kind],
    body: t.body(facts.mahasiswa, facts.judul, sidangWhen(locale, facts.mulai, facts.selesai), where),
  };
}
