import type { PengajuanKind, PengajuanStatus } from '@ujian/shared/pengajuan';

/**
 * Server-written texts (notifications, mails) in the recipient's language: their profile `locale`
 * picks one; no choice means Indonesian, the language of the portal's users.
 */
export const messageLocales = ['id', 'en', 'de', 'fr', 'pt'] as const;
export type MessageLocale = (typeof messageLocales)[number];
export const defaultMessageLocale: MessageLocale = 'id';

/** Any stored profile locale (`id|en|de|fr|pt|null`, `pt-BR`, or an old value) -> a catalogue language. */
export function messageLocaleOf(locale: string | null | undefined): MessageLocale {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return (messageLocales as readonly string[]).includes(base ?? '') ? (base as MessageLocale) : defaultMessageLocale;
}

/** A mail built around one link (reset, verify, set a password): the text before it, the button, the text after. */
export type LinkMailText = { subject: string; intro: string; action: string; outro?: string };

type Catalogue = {
  status: Record<PengajuanStatus, string>;
  hasil: Record<'lulus' | 'lulus_revisi' | 'tidak_lulus', string>;
  kind: Record<PengajuanKind, string>;
  /** "“<judul>” is now <status>." */
  nowIs: (judul: string, status: string) => string;
  note: string;
  footer: string;
  reset: LinkMailText;
  verify: LinkMailText;
  /** to the prodi's koordinator when a student (re)submits */
  submitted: { title: (student: string) => string; body: (student: string, judul: string) => string };
  /** to a lecturer named as pembimbing when the student (re)submits */
  supervising: { title: (student: string) => string; body: (student: string, judul: string) => string };
  /** column headers of the pengajuan export (No, NIM, Nama, Prodi, Judul, Pembimbing, Status, Hasil, Diajukan, Dibuat) */
  exportHeaders: readonly [string, string, string, string, string, string, string, string, string, string];
};

const catalogue: Record<MessageLocale, Catalogue> = {
  id: {
    status: {
      draft: 'Dikembalikan ke draf',
      diajukan: 'Diajukan',
      dikembalikan: 'Dikembalikan untuk perbaikan',
      diverifikasi: 'Diverifikasi',
      dijadwalkan: 'Dijadwalkan',
      selesai: 'Selesai',
      ditolak: 'Ditolak',
      dibatalkan: 'Dibatalkan',
      disetujui: 'Disetujui',
    },
    hasil: { lulus: 'Lulus', lulus_revisi: 'Lulus dengan revisi', tidak_lulus: 'Tidak lulus' },
    kind: { sidang: 'Pengajuan sidang', yudisium: 'Pengajuan yudisium' },
    nowIs: (judul, status) => `“${judul}” kini berstatus ${status}.`,
    note: 'Catatan',
    footer: 'Buka di Aplikasi Ujian',
    reset: {
      subject: 'Reset kata sandi Anda',
      intro:
        'Seseorang meminta reset kata sandi akun Aplikasi Ujian Anda.\n\nBuka tautan ini dalam satu jam untuk memilih kata sandi baru:',
      action: 'Pilih kata sandi baru',
      outro: 'Jika bukan Anda, abaikan email ini; kata sandi Anda tetap sama.',
    },
    verify: {
      subject: 'Verifikasi alamat email Anda',
      intro: 'Konfirmasikan bahwa alamat ini milik akun Aplikasi Ujian Anda dengan membuka tautan ini dalam 24 jam:',
      action: 'Konfirmasi alamat email',
    },
    submitted: {
      title: (student) => `Pengajuan baru dari ${student}`,
      body: (student, judul) => `${student} mengajukan “${judul}”. Silakan periksa dan verifikasi.`,
    },
    supervising: {
      title: (student) => `Anda pembimbing pengajuan ${student}`,
      body: (student, judul) => `${student} mengajukan “${judul}” dengan Anda sebagai pembimbing.`,
    },
    exportHeaders: ['No', 'NIM', 'Nama', 'Prodi', 'Judul', 'Pembimbing', 'Status', 'Hasil', 'Diajukan', 'Dibuat'],
  },
  en: {
    status: {
      draft: 'Back to draft',
      diajukan: 'Submitted',
      dikembalikan: 'Returned for corrections',
      diverifikasi: 'Verified',
      dijadwalkan: 'Scheduled',
      selesai: 'Completed',
      ditolak: 'Rejected',
      dibatalkan: 'Cancelled',
      disetujui: 'Approved',
    },
    hasil: { lulus: 'Passed', lulus_revisi: 'Passed with revisions', tidak_lulus: 'Not passed' },
    kind: { sidang: 'Thesis defence application', yudisium: 'Graduation application' },
    nowIs: (judul, status) => `“${judul}” is now: ${status}.`,
    note: 'Note',
    footer: 'Open in Aplikasi Ujian',
    reset: {
      subject: 'Reset your password',
      intro:
        'Someone asked to reset the password of your Aplikasi Ujian account.\n\nOpen this link within one hour to choose a new password:',
      action: 'Choose a new password',
      outro: 'If it was not you, ignore this email; your password stays as it is.',
    },
    verify: {
      subject: 'Verify your email address',
      intro:
        'Please confirm that this address belongs to your Aplikasi Ujian account by opening this link within 24 hours:',
      action: 'Confirm my address',
    },
    submitted: {
      title: (student) => `New submission from ${student}`,
      body: (student, judul) => `${student} submitted “${judul}”. Please review and verify it.`,
    },
    supervising: {
      title: (student) => `You supervise ${student}’s submission`,
      body: (student, judul) => `${student} submitted “${judul}” naming you as supervisor.`,
    },
    exportHeaders: [
      'No',
      'Student ID',
      'Name',
      'Programme',
      'Title',
      'Supervisors',
      'Status',
      'Result',
      'Submitted',
      'Created',
    ],
  },
  de: {
    status: {
      draft: 'Zurück zum Entwurf',
      diajukan: 'Eingereicht',
      dikembalikan: 'Zur Überarbeitung zurückgegeben',
      diverifikasi: 'Geprüft',
      dijadwalkan: 'Terminiert',
      selesai: 'Abgeschlossen',
      ditolak: 'Abgelehnt',
      dibatalkan: 'Storniert',
      disetujui: 'Genehmigt',
    },
    hasil: { lulus: 'Bestanden', lulus_revisi: 'Bestanden mit Überarbeitung', tidak_lulus: 'Nicht bestanden' },
    kind: { sidang: 'Antrag auf Verteidigung', yudisium: 'Antrag auf Abschluss (Yudisium)' },
    nowIs: (judul, status) => `„${judul}“ hat jetzt den Status: ${status}.`,
    note: 'Hinweis',
    footer: 'In Aplikasi Ujian öffnen',
    reset: {
      subject: 'Passwort zurücksetzen',
      intro:
        'Jemand hat das Zurücksetzen des Passworts Ihres Aplikasi-Ujian-Kontos angefordert.\n\nÖffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
      action: 'Neues Passwort wählen',
      outro: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro:
        'Bitte bestätigen Sie innerhalb von 24 Stunden über diesen Link, dass diese Adresse zu Ihrem Aplikasi-Ujian-Konto gehört:',
      action: 'Adresse bestätigen',
    },
    submitted: {
      title: (student) => `Neuer Antrag von ${student}`,
      body: (student, judul) => `${student} hat „${judul}“ eingereicht. Bitte prüfen und bestätigen.`,
    },
    supervising: {
      title: (student) => `Sie betreuen den Antrag von ${student}`,
      body: (student, judul) => `${student} hat „${judul}“ eingereicht und Sie als Betreuer:in angegeben.`,
    },
    exportHeaders: [
      'Nr.',
      'Matrikelnr.',
      'Name',
      'Studiengang',
      'Titel',
      'Betreuung',
      'Status',
      'Ergebnis',
      'Eingereicht',
      'Erstellt',
    ],
  },
  fr: {
    status: {
      draft: 'Revenu au brouillon',
      diajukan: 'Soumis',
      dikembalikan: 'Renvoyé pour correction',
      diverifikasi: 'Vérifié',
      dijadwalkan: 'Planifié',
      selesai: 'Terminé',
      ditolak: 'Refusé',
      dibatalkan: 'Annulé',
      disetujui: 'Approuvé',
    },
    hasil: { lulus: 'Admis', lulus_revisi: 'Admis avec révisions', tidak_lulus: 'Non admis' },
    kind: { sidang: 'Demande de soutenance', yudisium: 'Demande de diplomation (yudisium)' },
    nowIs: (judul, status) => `« ${judul} » est maintenant : ${status}.`,
    note: 'Remarque',
    footer: 'Ouvrir dans Aplikasi Ujian',
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Aplikasi Ujian.\n\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
      action: 'Choisir un nouveau mot de passe',
      outro: 'Si ce n’était pas vous, ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    verify: {
      subject: 'Vérifiez votre adresse e-mail',
      intro:
        'Confirmez que cette adresse appartient à votre compte Aplikasi Ujian en ouvrant ce lien dans les 24 heures :',
      action: 'Confirmer mon adresse',
    },
    submitted: {
      title: (student) => `Nouvelle demande de ${student}`,
      body: (student, judul) => `${student} a soumis « ${judul} ». Merci de l’examiner et de la vérifier.`,
    },
    supervising: {
      title: (student) => `Vous encadrez la demande de ${student}`,
      body: (student, judul) => `${student} a soumis « ${judul} » en vous désignant comme encadrant·e.`,
    },
    exportHeaders: [
      'N°',
      'N° étudiant',
      'Nom',
      'Filière',
      'Titre',
      'Encadrants',
      'Statut',
      'Résultat',
      'Soumis',
      'Créé',
    ],
  },
  pt: {
    status: {
      draft: 'De volta ao rascunho',
      diajukan: 'Submetido',
      dikembalikan: 'Devolvido para correção',
      diverifikasi: 'Verificado',
      dijadwalkan: 'Agendado',
      selesai: 'Concluído',
      ditolak: 'Rejeitado',
      dibatalkan: 'Cancelado',
      disetujui: 'Aprovado',
    },
    hasil: { lulus: 'Aprovado', lulus_revisi: 'Aprovado com revisões', tidak_lulus: 'Reprovado' },
    kind: { sidang: 'Pedido de defesa', yudisium: 'Pedido de colação (yudisium)' },
    nowIs: (judul, status) => `“${judul}” agora está: ${status}.`,
    note: 'Observação',
    footer: 'Abrir no Aplikasi Ujian',
    reset: {
      subject: 'Redefina sua senha',
      intro:
        'Alguém pediu para redefinir a senha da sua conta Aplikasi Ujian.\n\nAbra este link em até uma hora para escolher uma nova senha:',
      action: 'Escolher nova senha',
      outro: 'Se não foi você, ignore este e-mail; sua senha continua a mesma.',
    },
    verify: {
      subject: 'Confirme seu endereço de e-mail',
      intro: 'Confirme que este endereço pertence à sua conta Aplikasi Ujian abrindo este link em até 24 horas:',
      action: 'Confirmar meu endereço',
    },
    submitted: {
      title: (student) => `Novo pedido de ${student}`,
      body: (student, judul) => `${student} enviou “${judul}”. Revise e verifique, por favor.`,
    },
    supervising: {
      title: (student) => `Você orienta o pedido de ${student}`,
      body: (student, judul) => `${student} enviou “${judul}” indicando você como orientador(a).`,
    },
    exportHeaders: [
      'Nº',
      'Matrícula',
      'Nome',
      'Curso',
      'Título',
      'Orientadores',
      'Status',
      'Resultado',
      'Enviado',
      'Criado',
    ],
  },
};

/**
 * The status masters' labels (`status-pengajuan-sidang`, `status-hasil-sidang`): code -> language ->
 * text, as admins edited them. They win over the catalogue, which only fills a gap.
 */
export type StatusLabels = {
  status: ReadonlyMap<string, Partial<Record<string, string>>>;
  hasil: ReadonlyMap<string, Partial<Record<string, string>>>;
};

/** Human label of a pengajuan status code (id: `dikembalikan` -> "Dikembalikan"), never the raw code. */
export function statusLabel(locale: MessageLocale, status: string, labels?: StatusLabels): string {
  return labels?.status.get(status)?.[locale] || (catalogue[locale].status as Record<string, string>)[status] || status;
}

/** Human label of a hasil code (`lulus_revisi` -> "Lulus dengan revisi"). */
export function hasilLabel(locale: MessageLocale, hasil: string, labels?: StatusLabels): string {
  return labels?.hasil.get(hasil)?.[locale] || (catalogue[locale].hasil as Record<string, string>)[hasil] || hasil;
}

/** The name of a kind in the reader's language ("Pengajuan sidang", "Antrag auf Verteidigung"). */
export function kindLabel(locale: MessageLocale, kind: PengajuanKind): string {
  return catalogue[locale].kind[kind];
}

/**
 * Title and body of the notification a student gets when their pengajuan changes status. Use it
 * through notify()'s localized form so each recipient reads their own language:
 * `notify(tx, deps, [student], { topic, link, localized: (l) => pengajuanStatusMessage(l, {...}, labels) })`.
 */
export function pengajuanStatusMessage(
  locale: MessageLocale,
  input: { kind: PengajuanKind; judul: string; to: string; note?: string | null; hasil?: string | null },
  labels?: StatusLabels,
): { title: string; body: string } {
  const texts = catalogue[locale];
  const hasil = input.hasil ? ` (${hasilLabel(locale, input.hasil, labels)})` : '';
  const status = `${statusLabel(locale, input.to, labels)}${hasil}`;
  const note = input.note ? `\n${texts.note}: ${input.note}` : '';
  return { title: `${texts.kind[input.kind]}: ${status}`, body: `${texts.nowIs(input.judul, status)}${note}` };
}

/** What the prodi's koordinator (`to: 'koordinator'`) or a named supervisor reads when a student (re)submits. */
export function submissionMessage(
  locale: MessageLocale,
  to: 'koordinator' | 'pembimbing',
  input: { kind: PengajuanKind; student: string; judul: string },
): { title: string; body: string } {
  const texts = to === 'koordinator' ? catalogue[locale].submitted : catalogue[locale].supervising;
  return {
    title: `${catalogue[locale].kind[input.kind]}: ${texts.title(input.student)}`,
    body: texts.body(input.student, input.judul),
  };
}

/** Column headers of the pengajuan export in the reader's language. */
export function exportHeaders(locale: MessageLocale): readonly string[] {
  return catalogue[locale].exportHeaders;
}

/** What a password-reset mail says around its link. */
export function passwordResetTexts(locale: MessageLocale): LinkMailText {
  return catalogue[locale].reset;
}

/** What an address-verification mail says around its link. */
export function emailVerificationTexts(locale: MessageLocale): LinkMailText {
  return catalogue[locale].verify;
}

/** The label of the button under a notification mail that leads back to the portal. */
export function notificationMailAction(locale: MessageLocale): string {
  return catalogue[locale].footer;
}
