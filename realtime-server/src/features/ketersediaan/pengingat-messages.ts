import { intlLocale } from '../../lib/intl-locale';
import type { MessageLocale } from '../notifikasi/messages';

/** The reminder to enter one's availability, in the reader's language; dates as the reader writes them. */
export function pengingatText(locale: MessageLocale, from: string, to: string): { title: string; body: string } {
  const day = (d: string) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${d}T00:00:00Z`));
  const a = day(from);
  const b = day(to);
  switch (locale) {
    case 'en':
      return {
        title: 'Please enter your availability',
        body: `The sidang of ${a} – ${b} are being scheduled. Please mark the times you are not available (teaching, travel) in “My availability”.`,
      };
    case 'de':
      return {
        title: 'Bitte tragen Sie Ihre Verfügbarkeit ein',
        body: `Die Prüfungen vom ${a} bis ${b} werden geplant. Bitte tragen Sie unter „Meine Verfügbarkeit“ die Zeiten ein, zu denen Sie nicht verfügbar sind (Lehre, Reisen).`,
      };
    case 'fr':
      return {
        title: 'Merci d’indiquer vos disponibilités',
        body: `Les soutenances du ${a} au ${b} sont en cours de planification. Indiquez dans « Mes disponibilités » les heures où vous n’êtes pas disponible (cours, déplacements).`,
      };
    case 'pt':
      return {
        title: 'Informe a sua disponibilidade',
        body: `As defesas de ${a} a ${b} estão sendo agendadas. Marque em “Minha disponibilidade” os horários em que não está disponível (aulas, viagens).`,
      };
    default:
      return {
        title: 'Mohon isi ketersediaan Anda',
        body: `Sidang tanggal ${a} – ${b} sedang dijadwalkan. Mohon tandai waktu Anda tidak tersedia (mengajar, dinas luar) di “Ketersediaan saya”.`,
      };
  }
}
