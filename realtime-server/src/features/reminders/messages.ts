import { jakartaDay } from '../../lib/jakarta-time';
import type { MessageLocale } from '../notifikasi/messages';
import { sidangWhen } from '../notifikasi/sidang-when';

/** What a reminder says about its sidang. */
export type ReminderFacts = {
  mahasiswa: string;
  judul: string;
  mulai: Date;
  selesai: Date | null;
  ruangan: string | null;
  onlineUrl: string | null;
};

const DAY_MS = 86_400_000;

/** Whole days from `now` to `mulai` on Jakarta's calendar: 0 the same day, 1 the next. */
export function daysLeft(mulai: Date, now: Date): number {
  return Math.round((jakartaDay(mulai).getTime() - jakartaDay(now).getTime()) / DAY_MS);
}

type Texts = {
  /** "Pengingat: sidang 3 hari lagi": the time left as it is when the reminder is sent */
  title: (left: string) => string;
  left: (days: number) => string;
  body: (who: string, judul: string, when: string, where: string) => string;
  online: string;
};

const texts: Record<MessageLocale, Texts> = {
  id: {
    title: (left) => `Pengingat: sidang ${left}`,
    left: (days) => (days <= 0 ? 'hari ini' : days === 1 ? 'besok' : `${days} hari lagi`),
    body: (who, judul, when, where) => `Sidang ${who}, “${judul}”, dijadwalkan ${when} di ${where}.`,
    online: 'daring',
  },
  en: {
    title: (left) => `Reminder: thesis defence ${left}`,
    left: (days) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`),
    body: (who, judul, when, where) =>
      `The thesis defence of ${who}, “${judul}”, is scheduled for ${when} at ${where}.`,
    online: 'online',
  },
  de: {
    title: (left) => `Erinnerung: Verteidigung ${left}`,
    left: (days) => (days <= 0 ? 'heute' : days === 1 ? 'morgen' : `in ${days} Tagen`),
    body: (who, judul, when, where) =>
      `Die Verteidigung von ${who}, „${judul}“, findet am ${when} statt, Ort: ${where}.`,
    online: 'online',
  },
  fr: {
    title: (left) => `Rappel : soutenance ${left}`,
    left: (days) => (days <= 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `dans ${days} jours`),
    body: (who, judul, when, where) => `La soutenance de ${who}, « ${judul} », est prévue le ${when}, lieu : ${where}.`,
    online: 'en ligne',
  },
  pt: {
    title: (left) => `Lembrete: defesa ${left}`,
    left: (days) => (days <= 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${days} dias`),
    body: (who, judul, when, where) => `A defesa de ${who}, “${judul}”, está marcada para ${when}, local: ${where}.`,
    online: 'online',
  },
};

/** The reminder's title (the time left at `now`) and body (the date written out) in the reader's language. */
export function reminderText(locale: MessageLocale, facts: ReminderFacts, now: Date): { title: string; body: string } {
  const t = texts[locale];
  const where =
    [facts.ruangan, facts.onlineUrl ? `${t.online}: ${facts.onlineUrl}` : null].filter(Boolean).join(' / ') || '-';
  return {
    title: t.title(t.left(daysLeft(facts.mulai, now))),
    body: t.body(facts.mahasiswa, facts.judul, sidangWhen(locale, facts.mulai, facts.selesai), where),
  };
}
