import type { LinkMailText, MessageLocale } from '../notifikasi/messages';

type Texts = {
  approved: { title: string; body: string };
  setPassword: { subject: string; intro: (name: string, username: string) => string; action: string };
};

/** What a user is told when their account is approved or made for them, in their language. */
const texts: Record<MessageLocale, Texts> = {
  id: {
    approved: {
      title: 'Akun Anda telah disetujui',
      body: 'Admin telah menyetujui akun Anda. Sekarang Anda dapat membuat pengajuan sidang dan yudisium.',
    },
    setPassword: {
      subject: 'Akun Aplikasi Ujian Anda telah dibuat',
      intro: (name, username) =>
        `Halo ${name},\n\nAdmin telah membuatkan akun Aplikasi Ujian untuk Anda (nama pengguna: ${username}).\n\nBuka tautan ini dalam 7 hari untuk memilih kata sandi Anda:`,
      action: 'Pilih kata sandi',
    },
  },
  en: {
    approved: {
      title: 'Your account has been approved',
      body: 'An admin approved your account. You can now create thesis defence and graduation submissions.',
    },
    setPassword: {
      subject: 'Your Aplikasi Ujian account has been created',
      intro: (name, username) =>
        `Hello ${name},\n\nAn admin created an Aplikasi Ujian account for you (username: ${username}).\n\nOpen this link within 7 days to choose your password:`,
      action: 'Choose my password',
    },
  },
  de: {
    approved: {
      title: 'Ihr Konto wurde freigegeben',
      body: 'Ein Administrator hat Ihr Konto freigegeben. Sie können jetzt Anträge auf Verteidigung und Abschluss stellen.',
    },
    setPassword: {
      subject: 'Ihr Konto bei Aplikasi Ujian wurde angelegt',
      intro: (name, username) =>
        `Hallo ${name},\n\nein Administrator hat ein Konto bei Aplikasi Ujian für Sie angelegt (Benutzername: ${username}).\n\nÖffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Passwort zu wählen:`,
      action: 'Passwort wählen',
    },
  },
  fr: {
    approved: {
      title: 'Votre compte a été approuvé',
      body: 'Un administrateur a approuvé votre compte. Vous pouvez maintenant créer des demandes de soutenance et de diplomation.',
    },
    setPassword: {
      subject: 'Votre compte Aplikasi Ujian a été créé',
      intro: (name, username) =>
        `Bonjour ${name},\n\nUn administrateur a créé un compte Aplikasi Ujian pour vous (identifiant : ${username}).\n\nOuvrez ce lien dans les 7 jours pour choisir votre mot de passe :`,
      action: 'Choisir mon mot de passe',
    },
  },
  pt: {
    approved: {
      title: 'Sua conta foi aprovada',
      body: 'Um administrador aprovou sua conta. Agora você pode criar solicitações de defesa e de colação de grau.',
    },
    setPassword: {
      subject: 'Sua conta no Aplikasi Ujian foi criada',
      intro: (name, username) =>
        `Olá ${name},\n\nUm administrador criou uma conta no Aplikasi Ujian para você (usuário: ${username}).\n\nAbra este link em até 7 dias para escolher sua senha:`,
      action: 'Escolher minha senha',
    },
  },
};

export function accountApprovedMessage(locale: MessageLocale): { title: string; body: string } {
  return texts[locale].approved;
}

/** What the mail to a person an admin made an account for says around its set-password link. */
export function setPasswordTexts(locale: MessageLocale, input: { name: string; username: string }): LinkMailText {
  const { subject, intro, action } = texts[locale].setPassword;
  return { subject, intro: intro(input.name, input.username), action };
}
