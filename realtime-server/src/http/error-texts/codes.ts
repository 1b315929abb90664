import type { ErrorCode } from '@ujian/shared/errors';
import type { Texts } from './types';

/**
 * The text of each error code, in every language: what a caller reads when the error has no reason
 * and no more particular message. A new code does not compile until it has its line here.
 */
export const codeTexts: Record<ErrorCode, Texts> = {
  BAD_REQUEST: {
    id: 'Permintaan tidak valid.',
    en: 'The request is not valid.',
    de: 'Die Anfrage ist ungültig.',
    fr: 'La requête n’est pas valide.',
    pt: 'A solicitação não é válida.',
  },
  VALIDATION_FAILED: {
    id: 'Beberapa isian belum diisi dengan benar.',
    en: 'Some fields are not filled in correctly.',
    de: 'Einige Felder sind nicht richtig ausgefüllt.',
    fr: 'Certains champs ne sont pas correctement remplis.',
    pt: 'Alguns campos não foram preenchidos corretamente.',
  },
  MALFORMED_JSON: {
    id: 'Isi permintaan tidak dapat dibaca.',
    en: 'The request body could not be read.',
    de: 'Der Inhalt der Anfrage ist nicht lesbar.',
    fr: 'Le corps de la requête est illisible.',
    pt: 'O corpo da solicitação não pôde ser lido.',
  },
  UNAUTHORIZED: {
    id: 'Silakan masuk kembali.',
    en: 'Please sign in again.',
    de: 'Bitte melden Sie sich erneut an.',
    fr: 'Veuillez vous reconnecter.',
    pt: 'Entre novamente.',
  },
  TOKEN_EXPIRED: {
    id: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    en: 'Your session has expired. Please sign in again.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    pt: 'Sua sessão expirou. Entre novamente.',
  },
  // the sign-in's own text stays fixed (clients match on it); this is only the code's fallback
  INVALID_CREDENTIALS: {
    id: 'Email atau kata sandi salah.',
    en: 'Email or Password is Invalid',
    de: 'E-Mail oder Passwort ist falsch.',
    fr: 'E-mail ou mot de passe incorrect.',
    pt: 'E-mail ou senha inválidos.',
  },
  INVALID_REFRESH_TOKEN: {
    id: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    en: 'Invalid refresh token',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    pt: 'Sua sessão expirou. Entre novamente.',
  },
  FORBIDDEN: {
    id: 'Anda tidak diizinkan melakukan ini.',
    en: 'You are not allowed to do this.',
    de: 'Das dürfen Sie nicht.',
    fr: 'Vous n’êtes pas autorisé à faire cela.',
    pt: 'Você não tem permissão para fazer isso.',
  },
  NOT_FOUND: {
    id: 'Data yang Anda cari tidak ditemukan.',
    en: 'Not found.',
    de: 'Nicht gefunden.',
    fr: 'Introuvable.',
    pt: 'Não encontrado.',
  },
  CONFLICT: {
    id: 'Tidak sesuai dengan keadaan saat ini. Muat ulang lalu coba lagi.',
    en: 'This does not fit the current state. Reload and try again.',
    de: 'Das passt nicht zum aktuellen Stand. Laden Sie neu und versuchen Sie es erneut.',
    fr: 'Cela ne correspond pas à l’état actuel. Rechargez et réessayez.',
    pt: 'Isso não corresponde ao estado atual. Recarregue e tente novamente.',
  },
  EMAIL_TAKEN: {
    id: 'Email ini sudah digunakan.',
    en: 'This email is already in use.',
    de: 'Diese E-Mail-Adresse wird bereits verwendet.',
    fr: 'Cette adresse e-mail est déjà utilisée.',
    pt: 'Este e-mail já está em uso.',
  },
  USERNAME_TAKEN: {
    id: 'Nama pengguna ini sudah digunakan.',
    en: 'This username is already in use.',
    de: 'Dieser Benutzername wird bereits verwendet.',
    fr: 'Cet identifiant est déjà utilisé.',
    pt: 'Este nome de usuário já está em uso.',
  },
  TRANSITION_NOT_ALLOWED: {
    id: 'Langkah ini tidak dapat dilakukan pada status saat ini.',
    en: 'This step is not possible in the current state.',
    de: 'Dieser Schritt ist im aktuellen Status nicht möglich.',
    fr: 'Cette étape n’est pas possible dans l’état actuel.',
    pt: 'Esta etapa não é possível no estado atual.',
  },
  SCHEDULE_CLASH: {
    id: 'Jadwal bentrok dengan sidang lain, waktu yang diblokir, atau aturan.',
    en: 'The schedule clashes with another sidang, a blocked time or a rule.',
    de: 'Der Termin kollidiert mit einer anderen Verteidigung, einer Sperrzeit oder einer Regel.',
    fr: 'Le créneau entre en conflit avec une autre soutenance, une plage bloquée ou une règle.',
    pt: 'O horário conflita com outra defesa, um horário bloqueado ou uma regra.',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'Berkas atau data terlalu besar.',
    en: 'The file or data is too large.',
    de: 'Datei oder Daten sind zu groß.',
    fr: 'Le fichier ou les données sont trop volumineux.',
    pt: 'O arquivo ou os dados são grandes demais.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'Jenis berkas ini tidak didukung.',
    en: 'This file type is not supported.',
    de: 'Dieser Dateityp wird nicht unterstützt.',
    fr: 'Ce type de fichier n’est pas pris en charge.',
    pt: 'Este tipo de arquivo não é suportado.',
  },
  RATE_LIMITED: {
    id: 'Terlalu banyak percobaan. Silakan coba lagi dalam {seconds} detik.',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
    pt: 'Tentativas demais. Tente novamente em {seconds} segundos.',
  },
  ACCOUNT_INACTIVE: {
    id: 'Akun ini tidak aktif. Hubungi bagian akademik fakultas.',
    en: 'This account is inactive. Contact the faculty’s academic office.',
    de: 'Dieses Konto ist deaktiviert. Wenden Sie sich an das Prüfungsamt der Fakultät.',
    fr: 'Ce compte est désactivé. Contactez le service de scolarité de la faculté.',
    pt: 'Esta conta está inativa. Fale com a secretaria acadêmica da faculdade.',
  },
  ACCOUNT_PENDING: {
    id: 'Akun Anda menunggu persetujuan admin. Setelah disetujui, Anda dapat membuat pengajuan.',
    en: 'Your account is waiting for an admin to approve it. Once approved, you can create submissions.',
    de: 'Ihr Konto wartet auf die Freigabe durch einen Administrator. Danach können Sie Anträge stellen.',
    fr: 'Votre compte attend l’approbation d’un administrateur. Ensuite, vous pourrez créer des demandes.',
    pt: 'Sua conta aguarda a aprovação de um administrador. Depois disso, você poderá criar solicitações.',
  },
  INTERNAL: {
    id: 'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
    en: 'Something went wrong on our side. Please try again.',
    de: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    pt: 'Algo deu errado do nosso lado. Tente novamente.',
  },
};
