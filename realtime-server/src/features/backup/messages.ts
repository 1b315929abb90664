import type { MessageLocale } from '../notifikasi/messages';

/** The admins' notification of a failed scheduled backup, in each admin's language. */
export function backupFailedMessage(locale: MessageLocale, reason: string): { title: string; body: string } {
  switch (locale) {
    case 'en':
      return {
        title: 'The scheduled backup failed',
        body: `The portal could not write its backup archive: ${reason}. Check BACKUP_DIR (space, permissions); the next attempt follows on schedule.`,
      };
    case 'de':
      return {
        title: 'Die geplante Sicherung ist fehlgeschlagen',
        body: `Das Portal konnte sein Sicherungsarchiv nicht schreiben: ${reason}. Prüfen Sie BACKUP_DIR (Platz, Rechte); der nächste Versuch folgt planmäßig.`,
      };
    case 'fr':
      return {
        title: 'La sauvegarde planifiée a échoué',
        body: `Le portail n’a pas pu écrire son archive de sauvegarde : ${reason}. Vérifiez BACKUP_DIR (espace, droits) ; la prochaine tentative suit le calendrier.`,
      };
    case 'pt':
      return {
        title: 'A cópia de segurança agendada falhou',
        body: `O portal não conseguiu gravar o arquivo de cópia de segurança: ${reason}. Verifique BACKUP_DIR (espaço, permissões); a próxima tentativa segue o agendamento.`,
      };
    default:
      return {
        title: 'Pencadangan terjadwal gagal',
        body: `Portal tidak dapat menulis arsip cadangannya: ${reason}. Periksa BACKUP_DIR (ruang, izin); percobaan berikutnya berjalan sesuai jadwal.`,
      };
  }
}
