import type { MessageLocale } from '../notifikasi/messages';

/** The times of the block in the way, as the reader writes them (Jakarta time). */
function blockTime(locale: MessageLocale, mulai: Date, selesai: Date): string {
  const tag = locale === 'en' ? 'en-GB' : locale;
  const day = new Intl.DateTimeFormat(tag, {
    timeZone: 'Asia/Jakarta',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(mulai);
  const hour = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' });
  return `${day}, ${hour.format(mulai)}–${hour.format(selesai)}`;
}

/**
 * Staff ask a lecturer to move or delete one of their blocks so that a sidang can be scheduled, in
 * the reader's language; `weekly` says the block repeats (the reader may free only that week).
 */
export function permintaanText(
  locale: MessageLocale,
  input: { staff: string; mulai: Date; selesai: Date; weekly: boolean },
): { title: string; body: string } {
  const when = blockTime(locale, input.mulai, input.selesai);
  switch (locale) {
    case 'en':
      return {
        title: 'Could you free a time you blocked?',
        body: `${input.staff} asks you to move or delete your unavailable time on ${when}${input.weekly ? ' (weekly)' : ''} so that a sidang can be scheduled. Open “My availability” to change it.`,
      };
    case 'de':
      return {
        title: 'Können Sie eine gesperrte Zeit freigeben?',
        body: `${input.staff} bittet Sie, Ihre gesperrte Zeit am ${when}${input.weekly ? ' (wöchentlich)' : ''} zu verschieben oder zu löschen, damit eine Prüfung geplant werden kann. Öffnen Sie „Meine Verfügbarkeit“, um sie zu ändern.`,
      };
    case 'fr':
      return {
        title: 'Pouvez-vous libérer un créneau bloqué ?',
        body: `${input.staff} vous demande de déplacer ou supprimer votre indisponibilité du ${when}${input.weekly ? ' (chaque semaine)' : ''} afin qu’une soutenance puisse être planifiée. Ouvrez « Mes disponibilités » pour la modifier.`,
      };
    case 'pt':
      return {
        title: 'Pode liberar um horário bloqueado?',
        body: `${input.staff} pede que você mova ou exclua a sua indisponibilidade de ${when}${input.weekly ? ' (semanal)' : ''} para que uma defesa possa ser agendada. Abra “Minha disponibilidade” para alterá-la.`,
      };
    default:
      return {
        title: 'Bisakah Anda membebaskan waktu yang Anda blokir?',
        body: `${input.staff} meminta Anda memindahkan atau menghapus waktu tidak tersedia Anda pada ${when}${input.weekly ? ' (mingguan)' : ''} agar sebuah sidang dapat dijadwalkan. Buka “Ketersediaan saya” untuk mengubahnya.`,
      };
  }
}
