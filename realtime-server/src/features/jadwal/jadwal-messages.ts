import type { MessageLocale } from '../notifikasi/messages';
import { sidangWhen } from '../notifikasi/sidang-when';

/** What a jadwal notification says: which change, and the placement written out. */
export type JadwalChangeKind = 'published' | 'rescheduled' | 'cancelled';
export type JadwalMessageFacts = {
  change: JadwalChangeKind;
  judul: string;
  mahasiswa: string;
  mulai: Date | null;
  selesai: Date | null;
  ruangan: string | null;
  onlineUrl: string | null;
  note?: string | null;
};

type Catalogue = {
  title: Record<JadwalChangeKind, string>;
  body: Record<JadwalChangeKind, (what: string, when: string, where: string) => string>;
  online: string;
  tbd: string;
  note: string;
};

const catalogue: Record<MessageLocale, Catalogue> = {
  id: {
    title: {
      published: 'Jadwal sidang ditetapkan',
      rescheduled: 'Jadwal sidang diubah',
      cancelled: 'Jadwal sidang dibatalkan',
    },
    body: {
      published: (what, when, where) => `Sidang ${what} dijadwalkan pada ${when}, ${where}.`,
      rescheduled: (what, when, where) => `Jadwal sidang ${what} diubah menjadi ${when}, ${where}.`,
      cancelled: (what, when, where) => `Sidang ${what} pada ${when}, ${where} dibatalkan.`,
    },
    online: 'daring',
    tbd: 'belum ditentukan',
    note: 'Catatan',
  },
  en: {
    title: {
      published: 'Thesis defence scheduled',
      rescheduled: 'Thesis defence rescheduled',
      cancelled: 'Thesis defence cancelled',
    },
    body: {
      published: (what, when, where) => `The defence ${what} is scheduled for ${when}, ${where}.`,
      rescheduled: (what, when, where) => `The defence ${what} has been moved to ${when}, ${where}.`,
      cancelled: (what, when, where) => `The defence ${what} on ${when}, ${where} has been cancelled.`,
    },
    online: 'online',
    tbd: 'to be decided',
    note: 'Note',
  },
  de: {
    title: {
      published: 'Verteidigung angesetzt',
      rescheduled: 'Verteidigung verlegt',
      cancelled: 'Verteidigung abgesagt',
    },
    body: {
      published: (what, when, where) => `Die Verteidigung ${what} findet am ${when} statt, ${where}.`,
      rescheduled: (what, when, where) => `Die Verteidigung ${what} wurde verlegt auf ${when}, ${where}.`,
      cancelled: (what, when, where) => `Die Verteidigung ${what} am ${when}, ${where}, wurde abgesagt.`,
    },
    online: 'online',
    tbd: 'noch offen',
    note: 'Hinweis',
  },
  fr: {
    title: {
      published: 'Soutenance programmée',
      rescheduled: 'Soutenance reprogrammée',
      cancelled: 'Soutenance annulée',
    },
    body: {
      published: (what, when, where) => `La soutenance ${what} aura lieu le ${when}, ${where}.`,
      rescheduled: (what, when, where) => `La soutenance ${what} est déplacée au ${when}, ${where}.`,
      cancelled: (what, when, where) => `La soutenance ${what} du ${when}, ${where}, est annulée.`,
    },
    online: 'en ligne',
    tbd: 'à déterminer',
    note: 'Note',
  },
  pt: {
    title: {
      published: 'Defesa agendada',
      rescheduled: 'Defesa remarcada',
      cancelled: 'Defesa cancelada',
    },
    body: {
      published: (what, when, where) => `A defesa ${what} está marcada para ${when}, ${where}.`,
      rescheduled: (what, when, where) => `A defesa ${what} foi remarcada para ${when}, ${where}.`,
      cancelled: (what, when, where) => `A defesa ${what} em ${when}, ${where}, foi cancelada.`,
    },
    online: 'online',
    tbd: 'a definir',
    note: 'Observação',
  },
};

/** Title and body of a jadwal notification (and its email) in `locale`. */
export function jadwalMessage(locale: MessageLocale, facts: JadwalMessageFacts): { title: string; body: string } {
  const c = catalogue[locale];
  const what = `“${facts.judul}” (${facts.mahasiswa})`;
  const when = facts.mulai && facts.selesai ? sidangWhen(locale, facts.mulai, facts.selesai) : c.tbd;
  const place = [facts.ruangan, facts.onlineUrl ? `${c.online}: ${facts.onlineUrl}` : null].filter(Boolean).join(' / ');
  let body = c.body[facts.change](what, when, place || c.tbd);
  if (facts.note) body += `\n${c.note}: ${facts.note}`;
  return { title: c.title[facts.change], body };
}
