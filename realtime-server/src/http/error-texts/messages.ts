import { photoMessages } from '@ujian/shared/account-photo';
import { accountTokenMessages } from '@ujian/shared/account-token';
import { accountMessages, authMessages } from '@ujian/shared/auth';
import { biodataMessages } from '@ujian/shared/biodata';
import { dateMessages } from '@ujian/shared/dates';
import { hasilMessages } from '@ujian/shared/hasil';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import { suratMessages } from '@ujian/shared/surat';
import type { Texts } from './types';

type Translations = Omit<Texts, 'en'>;

/**
 * Particular messages the server sends as `error.message` or in `fields` (the shared message lists:
 * the schemas' field messages and the services' refusals), by their English text. A message found
 * here says more than its reason or code; `error-texts.test.ts` checks every one of those lists.
 */
export const messageCatalogue: Array<[english: string, Translations]> = [
  [
    authMessages.emailRequired,
    {
      id: 'Masukkan email Anda.',
      de: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      fr: 'Saisissez votre adresse e-mail.',
      pt: 'Informe seu e-mail.',
    },
  ],
  [
    authMessages.usernameRequired,
    {
      id: 'Masukkan nama pengguna Anda.',
      de: 'Bitte geben Sie Ihren Benutzernamen ein.',
      fr: 'Saisissez votre identifiant.',
      pt: 'Informe seu nome de usuário.',
    },
  ],
  [
    authMessages.passwordRequired,
    {
      id: 'Masukkan kata sandi.',
      de: 'Bitte geben Sie das Passwort ein.',
      fr: 'Saisissez le mot de passe.',
      pt: 'Informe a senha.',
    },
  ],
  [
    authMessages.emailTaken,
    {
      id: 'Email ini sudah digunakan.',
      de: 'Diese E-Mail-Adresse wird bereits verwendet.',
      fr: 'Cette adresse e-mail est déjà utilisée.',
      pt: 'Este e-mail já está em uso.',
    },
  ],
  [
    authMessages.usernameTaken,
    {
      id: 'Nama pengguna ini sudah digunakan.',
      de: 'Dieser Benutzername wird bereits verwendet.',
      fr: 'Cet identifiant est déjà utilisé.',
      pt: 'Este nome de usuário já está em uso.',
    },
  ],
  [
    authMessages.invalidRefreshToken,
    {
      id: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
      de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      fr: 'Votre session a expiré. Veuillez vous reconnecter.',
      pt: 'Sua sessão expirou. Entre novamente.',
    },
  ],
  [
    authMessages.passwordTooShort,
    {
      id: 'Kata sandi minimal 8 karakter.',
      de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      fr: 'Le mot de passe doit comporter au moins 8 caractères.',
      pt: 'A senha deve ter pelo menos 8 caracteres.',
    },
  ],
  [
    authMessages.emailInvalid,
    {
      id: 'Masukkan alamat email yang valid.',
      de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      fr: 'Saisissez une adresse e-mail valide.',
      pt: 'Informe um e-mail válido.',
    },
  ],
  [
    authMessages.usernameInvalid,
    {
      id: 'Nama pengguna boleh memakai huruf, angka, titik, tanda hubung, dan garis bawah (3-40 karakter).',
      de: 'Der Benutzername darf Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten (3–40 Zeichen).',
      fr: 'L’identifiant peut contenir lettres, chiffres, point, tiret et tiret bas (3 à 40 caractères).',
      pt: 'O nome de usuário pode ter letras, números, ponto, hífen e sublinhado (3 a 40 caracteres).',
    },
  ],
  [
    accountMessages.accountPending,
    {
      id: 'Akun Anda menunggu persetujuan admin. Setelah disetujui, Anda dapat membuat pengajuan.',
      de: 'Ihr Konto wartet auf die Freigabe durch einen Administrator. Danach können Sie Anträge stellen.',
      fr: 'Votre compte attend l’approbation d’un administrateur. Ensuite, vous pourrez créer des demandes.',
      pt: 'Sua conta aguarda a aprovação de um administrador. Depois disso, você poderá criar solicitações.',
    },
  ],
  [
    accountMessages.fullNameRequired,
    {
      id: 'Masukkan nama lengkap.',
      de: 'Bitte geben Sie den vollständigen Namen ein.',
      fr: 'Saisissez le nom complet.',
      pt: 'Informe o nome completo.',
    },
  ],
  [
    accountMessages.roleRequired,
    { id: 'Pilih peran.', de: 'Bitte wählen Sie eine Rolle.', fr: 'Choisissez un rôle.', pt: 'Escolha um papel.' },
  ],
  [
    accountMessages.nomorIndukDigits,
    {
      id: 'NIM/NIDN hanya boleh berisi angka.',
      de: 'NIM/NIDN darf nur Ziffern enthalten.',
      fr: 'Le NIM/NIDN ne doit contenir que des chiffres.',
      pt: 'NIM/NIDN deve conter apenas números.',
    },
  ],
  [
    accountMessages.emailTakenInFile,
    {
      id: 'Email ini muncul lebih dari sekali dalam berkas.',
      de: 'Diese E-Mail-Adresse kommt mehrfach in der Datei vor.',
      fr: 'Cette adresse e-mail apparaît plusieurs fois dans le fichier.',
      pt: 'Este e-mail aparece mais de uma vez no arquivo.',
    },
  ],
  [
    accountMessages.usernameTakenInFile,
    {
      id: 'Nama pengguna ini muncul lebih dari sekali dalam berkas.',
      de: 'Dieser Benutzername kommt mehrfach in der Datei vor.',
      fr: 'Cet identifiant apparaît plusieurs fois dans le fichier.',
      pt: 'Este nome de usuário aparece mais de uma vez no arquivo.',
    },
  ],
  [
    accountMessages.unknownProdi,
    {
      id: 'Program studi ini tidak ada.',
      de: 'Diesen Studiengang gibt es nicht.',
      fr: 'Ce programme d’études n’existe pas.',
      pt: 'Este curso não existe.',
    },
  ],
  [
    accountMessages.fileRequired,
    {
      id: 'Pilih berkas CSV atau XLSX.',
      de: 'Bitte wählen Sie eine CSV- oder XLSX-Datei.',
      fr: 'Choisissez un fichier CSV ou XLSX.',
      pt: 'Escolha um arquivo CSV ou XLSX.',
    },
  ],
  [
    biodataMessages.fullNameRequired,
    {
      id: 'Masukkan nama lengkap Anda.',
      de: 'Bitte geben Sie Ihren vollständigen Namen ein.',
      fr: 'Saisissez votre nom complet.',
      pt: 'Informe seu nome completo.',
    },
  ],
  [
    biodataMessages.phoneInvalid,
    {
      id: 'Masukkan nomor telepon seperti +62812345678 atau 0812345678.',
      de: 'Bitte geben Sie eine Telefonnummer wie +62812345678 oder 0812345678 ein.',
      fr: 'Saisissez un numéro comme +62812345678 ou 0812345678.',
      pt: 'Informe um telefone como +62812345678 ou 0812345678.',
    },
  ],
  [
    biodataMessages.staffProdi,
    {
      id: 'Hanya admin yang dapat mengubah program studi akun staf.',
      de: 'Nur ein Administrator kann den Studiengang eines Mitarbeiterkontos ändern.',
      fr: 'Seul un administrateur peut changer le programme d’un compte du personnel.',
      pt: 'Somente um administrador pode alterar o curso de uma conta de funcionário.',
    },
  ],
  [
    biodataMessages.authorityField,
    {
      id: 'Hanya admin yang dapat mengubah peran, program studi, atau tautan dosen sebuah akun.',
      de: 'Nur ein Administrator kann Rolle, Studiengang oder Dozentenverknüpfung eines Kontos ändern.',
      fr: 'Seul un administrateur peut changer le rôle, le programme ou le lien enseignant d’un compte.',
      pt: 'Somente um administrador pode alterar o papel, o curso ou o vínculo docente de uma conta.',
    },
  ],
  [
    pengajuanMessages.judulRequired,
    {
      id: 'Masukkan judul skripsi.',
      de: 'Bitte geben Sie den Titel der Arbeit ein.',
      fr: 'Saisissez le titre du mémoire.',
      pt: 'Informe o título do trabalho.',
    },
  ],
  [
    pengajuanMessages.pembimbingRequired,
    {
      id: 'Pilih satu atau dua pembimbing.',
      de: 'Wählen Sie eine oder zwei Betreuungspersonen.',
      fr: 'Choisissez un ou deux directeurs.',
      pt: 'Escolha um ou dois orientadores.',
    },
  ],
  [
    pengajuanMessages.pembimbingInactive,
    {
      id: 'Setiap pembimbing harus dosen yang aktif.',
      de: 'Jede Betreuungsperson muss eine aktive Lehrkraft sein.',
      fr: 'Chaque directeur doit être un enseignant actif.',
      pt: 'Todo orientador deve ser um docente ativo.',
    },
  ],
  [
    pengajuanMessages.noteRequired,
    {
      id: 'Tindakan ini memerlukan catatan.',
      de: 'Für diese Aktion ist ein Hinweis nötig.',
      fr: 'Une note est requise pour cette action.',
      pt: 'Esta ação exige uma observação.',
    },
  ],
  [
    pengajuanMessages.unknownEvent,
    { id: 'Tindakan tidak dikenal.', de: 'Unbekannte Aktion.', fr: 'Action inconnue.', pt: 'Ação desconhecida.' },
  ],
  [
    pengajuanMessages.hasilRequired,
    {
      id: 'Pilih hasil (lulus, lulus_revisi, atau tidak_lulus).',
      de: 'Wählen Sie das Ergebnis (lulus, lulus_revisi oder tidak_lulus).',
      fr: 'Choisissez le résultat (lulus, lulus_revisi ou tidak_lulus).',
      pt: 'Escolha o resultado (lulus, lulus_revisi ou tidak_lulus).',
    },
  ],
  [
    pengajuanMessages.notEditable,
    {
      id: 'Pengajuan ini hanya dapat diubah saat draf atau setelah dikembalikan.',
      de: 'Dieser Antrag kann nur als Entwurf oder nach Rückgabe geändert werden.',
      fr: 'Cette demande ne peut être modifiée qu’en brouillon ou après renvoi.',
      pt: 'Esta solicitação só pode ser alterada como rascunho ou após devolução.',
    },
  ],
  [
    pengajuanMessages.changedMeanwhile,
    {
      id: 'Pengajuan ini baru saja diubah. Muat ulang lalu coba lagi.',
      de: 'Dieser Antrag wurde inzwischen geändert. Laden Sie neu und versuchen Sie es erneut.',
      fr: 'Cette demande a été modifiée entre-temps. Rechargez et réessayez.',
      pt: 'Esta solicitação foi alterada nesse meio-tempo. Recarregue e tente novamente.',
    },
  ],
  [
    pengajuanMessages.activeExists,
    {
      id: 'Anda sudah memiliki pengajuan jenis ini yang sedang berjalan.',
      de: 'Sie haben bereits einen laufenden Antrag dieser Art.',
      fr: 'Vous avez déjà une demande de ce type en cours.',
      pt: 'Você já tem uma solicitação deste tipo em andamento.',
    },
  ],
  [
    pengajuanMessages.alreadyPassed,
    {
      id: 'Anda sudah lulus; pengajuan baru jenis ini tidak dapat dibuat.',
      de: 'Sie haben bereits bestanden; ein neuer Antrag dieser Art ist nicht möglich.',
      fr: 'Vous avez déjà réussi ; aucune nouvelle demande de ce type n’est possible.',
      pt: 'Você já foi aprovado(a); não é possível iniciar nova solicitação deste tipo.',
    },
  ],
  [
    pengajuanMessages.notPdf,
    {
      id: 'Hanya berkas PDF yang diterima.',
      de: 'Es werden nur PDF-Dateien angenommen.',
      fr: 'Seuls les fichiers PDF sont acceptés.',
      pt: 'Somente arquivos PDF são aceitos.',
    },
  ],
  [
    pengajuanMessages.tooLarge,
    {
      id: 'Berkas terlalu besar.',
      de: 'Die Datei ist zu groß.',
      fr: 'Le fichier est trop volumineux.',
      pt: 'O arquivo é grande demais.',
    },
  ],
  [
    pengajuanMessages.fileRequired,
    {
      id: 'Lampirkan berkas (bagian "File").',
      de: 'Hängen Sie eine Datei an (Teil "File").',
      fr: 'Joignez un fichier (partie « File »).',
      pt: 'Anexe um arquivo (parte "File").',
    },
  ],
  [
    pengajuanMessages.jenisUnknown,
    {
      id: 'Jenis berkas tidak dikenal.',
      de: 'Unbekannte Dokumentart.',
      fr: 'Type de document inconnu.',
      pt: 'Tipo de documento desconhecido.',
    },
  ],
  [
    hasilMessages.score,
    {
      id: 'Nilai adalah angka 0 sampai 100 dengan paling banyak 2 desimal.',
      de: 'Eine Note ist eine Zahl von 0 bis 100 mit höchstens 2 Nachkommastellen.',
      fr: 'Une note est un nombre de 0 à 100 avec au plus 2 décimales.',
      pt: 'A nota é um número de 0 a 100 com no máximo 2 casas decimais.',
    },
  ],
  [
    hasilMessages.missingKomponen,
    {
      id: 'Masukkan nilai untuk komponen ini.',
      de: 'Bitte geben Sie für diese Komponente eine Note ein.',
      fr: 'Saisissez une note pour ce critère.',
      pt: 'Informe uma nota para este componente.',
    },
  ],
  [
    hasilMessages.unknownKomponen,
    {
      id: 'Komponen ini tidak ada dalam rubrik.',
      de: 'Diese Komponente gehört nicht zum Bewertungsschema.',
      fr: 'Ce critère ne fait pas partie de la grille.',
      pt: 'Este componente não está na rubrica.',
    },
  ],
  [
    hasilMessages.alasanRequired,
    {
      id: 'Berikan alasannya.',
      de: 'Bitte geben Sie den Grund (alasan) an.',
      fr: 'Indiquez la raison (alasan).',
      pt: 'Informe o motivo (alasan).',
    },
  ],
  [
    hasilMessages.alasanTooLong,
    {
      id: 'Alasan terlalu panjang: paling banyak 2.000 karakter.',
      de: 'Der Grund (alasan) ist zu lang: höchstens 2.000 Zeichen.',
      fr: 'La raison (alasan) est trop longue : 2 000 caractères au plus.',
      pt: 'O motivo (alasan) é longo demais: no máximo 2.000 caracteres.',
    },
  ],
  [
    hasilMessages.catatanRequired,
    {
      id: 'Catatan revisi wajib untuk lulus_revisi.',
      de: 'Für lulus_revisi sind Überarbeitungshinweise nötig.',
      fr: 'Des notes de révision sont requises pour lulus_revisi.',
      pt: 'Notas de revisão são obrigatórias para lulus_revisi.',
    },
  ],
  [
    hasilMessages.noteRequired,
    {
      id: 'Penolakan memerlukan catatan.',
      de: 'Eine Ablehnung braucht einen Hinweis.',
      fr: 'Un refus demande une note.',
      pt: 'Uma recusa exige uma observação.',
    },
  ],
  [
    photoMessages.notImage,
    {
      id: 'Foto harus berupa gambar JPEG, PNG, atau WebP.',
      de: 'Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein.',
      fr: 'La photo doit être une image JPEG, PNG ou WebP.',
      pt: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
    },
  ],
  [
    photoMessages.tooLarge,
    {
      id: 'Foto terlalu besar. Batasnya 2 MB.',
      de: 'Das Foto ist zu groß. Die Grenze liegt bei 2 MB.',
      fr: 'La photo est trop volumineuse. La limite est de 2 Mo.',
      pt: 'A foto é grande demais. O limite é 2 MB.',
    },
  ],
  [
    photoMessages.fileRequired,
    {
      id: 'Pilih foto untuk diunggah.',
      de: 'Bitte wählen Sie ein Foto zum Hochladen.',
      fr: 'Choisissez une photo à téléverser.',
      pt: 'Escolha uma foto para enviar.',
    },
  ],
  [photoMessages.notFound, { id: 'Tidak ada foto', de: 'Kein Foto', fr: 'Aucune photo', pt: 'Nenhuma foto' }],
  [
    accountTokenMessages.invalidResetToken,
    {
      id: 'Tautan reset ini tidak valid atau sudah kedaluwarsa.',
      de: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
      fr: 'Ce lien de réinitialisation est invalide ou a expiré.',
      pt: 'Este link de redefinição é inválido ou expirou.',
    },
  ],
  [
    accountTokenMessages.invalidVerifyToken,
    {
      id: 'Tautan verifikasi ini tidak valid atau sudah kedaluwarsa.',
      de: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
      fr: 'Ce lien de vérification est invalide ou a expiré.',
      pt: 'Este link de verificação é inválido ou expirou.',
    },
  ],
  [
    suratMessages.toBeforeFrom,
    {
      id: 'Tanggal akhir sebelum tanggal awal.',
      de: 'Das Enddatum liegt vor dem Anfangsdatum.',
      fr: 'La date de fin précède la date de début.',
      pt: 'A data final é anterior à data inicial.',
    },
  ],
  [
    suratMessages.rangeTooLong,
    {
      id: 'Nota dinas mencakup paling lama 366 hari.',
      de: 'Eine Dienstmitteilung umfasst höchstens 366 Tage.',
      fr: 'Une note de service couvre au plus 366 jours.',
      pt: 'Um memorando cobre no máximo 366 dias.',
    },
  ],
  [
    suratMessages.unknownProdi,
    {
      id: 'Program studi ini tidak ada.',
      de: 'Diesen Studiengang gibt es nicht.',
      fr: 'Ce programme d’études n’existe pas.',
      pt: 'Este curso não existe.',
    },
  ],
  [
    suratMessages.emptyRange,
    {
      id: 'Tidak ada sidang dalam rentang ini: tidak ada yang perlu dilaporkan.',
      de: 'In diesem Zeitraum findet keine Verteidigung statt: es gibt nichts zu melden.',
      fr: 'Aucune soutenance sur cette période : il n’y a rien à communiquer.',
      pt: 'Nenhuma defesa neste período: não há nada a informar.',
    },
  ],
  [
    suratMessages.formatNomor,
    {
      id: 'Gunakan tepat satu {seq} atau {seq:N} (N dari 1 sampai 8); selain itu hanya {year}, {month} dan {romawi} yang boleh.',
      de: 'Verwenden Sie genau ein {seq} oder {seq:N} (N von 1 bis 8); daneben sind nur {year}, {month} und {romawi} erlaubt.',
      fr: 'Utilisez exactement un {seq} ou {seq:N} (N de 1 à 8) ; en dehors de cela, seuls {year}, {month} et {romawi} sont permis.',
      pt: 'Use exatamente um {seq} ou {seq:N} (N de 1 a 8); além dele, só {year}, {month} e {romawi} são permitidos.',
    },
  ],
  [
    suratMessages.logoType,
    {
      id: 'Logo harus berupa gambar PNG atau JPEG.',
      de: 'Das Logo muss ein PNG- oder JPEG-Bild sein.',
      fr: 'Le logo doit être une image PNG ou JPEG.',
      pt: 'O logotipo deve ser uma imagem PNG ou JPEG.',
    },
  ],
  [
    suratMessages.logoTooLarge,
    {
      id: 'Ukuran logo paling besar 512 KB.',
      de: 'Das Logo darf höchstens 512 KB groß sein.',
      fr: 'Le logo ne doit pas dépasser 512 Ko.',
      pt: 'O logotipo pode ter no máximo 512 KB.',
    },
  ],
  [
    suratMessages.logoUnreadable,
    {
      id: 'Gambar logo tidak dapat dibaca.',
      de: 'Das Logobild kann nicht gelesen werden.',
      fr: 'L’image du logo est illisible.',
      pt: 'A imagem do logotipo não pode ser lida.',
    },
  ],
  [
    suratMessages.logoTooWide,
    {
      id: 'Logo paling besar 2000 piksel pada setiap sisi.',
      de: 'Das Logo darf auf jeder Seite höchstens 2000 Pixel groß sein.',
      fr: 'Le logo ne doit pas dépasser 2000 pixels de côté.',
      pt: 'O logotipo pode ter no máximo 2000 pixels de cada lado.',
    },
  ],
  [
    suratMessages.settingsUnrenderable,
    {
      id: 'Surat tidak dapat dibuat dengan pengaturan ini.',
      de: 'Mit diesen Einstellungen kann kein Schreiben erstellt werden.',
      fr: 'Aucune lettre ne peut être produite avec ces paramètres.',
      pt: 'Nenhuma carta pode ser gerada com estas configurações.',
    },
  ],
  [
    dateMessages.date,
    {
      id: 'Gunakan tanggal kalender yang benar (YYYY-MM-DD) antara tahun 1900 dan 2999.',
      de: 'Bitte ein echtes Kalenderdatum (JJJJ-MM-TT) zwischen 1900 und 2999 angeben.',
      fr: 'Indiquez une date réelle du calendrier (AAAA-MM-JJ) entre 1900 et 2999.',
      pt: 'Use uma data real do calendário (AAAA-MM-DD) entre 1900 e 2999.',
    },
  ],
  [
    dateMessages.time,
    {
      id: 'Gunakan jam yang benar (JJ:MM, dari 00:00 sampai 23:59).',
      de: 'Bitte eine echte Uhrzeit angeben (HH:MM, von 00:00 bis 23:59).',
      fr: 'Indiquez une heure réelle (HH:MM, de 00:00 à 23:59).',
      pt: 'Use um horário real (HH:MM, de 00:00 a 23:59).',
    },
  ],
  [
    dateMessages.datetime,
    {
      id: 'Gunakan tanggal dan jam yang benar beserta zona waktunya (mis. 2026-03-02T08:00:00+07:00), antara tahun 1900 dan 2999.',
      de: 'Bitte ein echtes Datum mit Uhrzeit und Zeitzonenversatz angeben (z. B. 2026-03-02T08:00:00+07:00), zwischen 1900 und 2999.',
      fr: 'Indiquez une date et une heure réelles avec leur décalage (p. ex. 2026-03-02T08:00:00+07:00), entre 1900 et 2999.',
      pt: 'Use uma data e hora reais com o fuso (ex.: 2026-03-02T08:00:00+07:00), entre 1900 e 2999.',
    },
  ],
  [
    ketersediaanMessages.instant,
    {
      id: 'Gunakan tanggal dan jam dengan zona waktu.',
      de: 'Verwenden Sie Datum und Uhrzeit mit Zeitzone.',
      fr: 'Utilisez une date et une heure avec fuseau.',
      pt: 'Use data e hora com fuso horário.',
    },
  ],
  [
    ketersediaanMessages.date,
    {
      id: 'Gunakan tanggal yang valid (YYYY-MM-DD).',
      de: 'Verwenden Sie ein gültiges Datum (JJJJ-MM-TT).',
      fr: 'Utilisez une date valide (AAAA-MM-JJ).',
      pt: 'Use uma data válida (AAAA-MM-DD).',
    },
  ],
  [
    ketersediaanMessages.atMost24h,
    {
      id: 'Satu blok paling lama 24 jam.',
      de: 'Ein Block dauert höchstens 24 Stunden.',
      fr: 'Un bloc dure au plus 24 heures.',
      pt: 'Um bloqueio dura no máximo 24 horas.',
    },
  ],
  [
    ketersediaanMessages.repeatBeforeStart,
    {
      id: 'Pengulangan berakhir sebelum hari pertama.',
      de: 'Die Wiederholung endet vor dem ersten Tag.',
      fr: 'La répétition se termine avant le premier jour.',
      pt: 'A repetição termina antes do primeiro dia.',
    },
  ],
  [
    ketersediaanMessages.repeatTooLong,
    {
      id: 'Pengulangan mingguan berakhir paling lambat 366 hari setelah hari pertama.',
      de: 'Eine wöchentliche Wiederholung endet höchstens 366 Tage nach dem ersten Tag.',
      fr: 'Une répétition hebdomadaire se termine au plus 366 jours après le premier jour.',
      pt: 'Uma repetição semanal termina no máximo 366 dias após o primeiro dia.',
    },
  ],
  [
    ketersediaanMessages.rangeReversed,
    {
      id: 'Akhir rentang sebelum awalnya.',
      de: 'Das Ende des Zeitraums liegt vor seinem Beginn.',
      fr: 'La fin de la période précède son début.',
      pt: 'O fim do período é anterior ao início.',
    },
  ],
  [
    ketersediaanMessages.rangeTooLong,
    {
      id: 'Rentang paling panjang 366 hari.',
      de: 'Der Zeitraum umfasst höchstens 366 Tage.',
      fr: 'La période couvre au plus 366 jours.',
      pt: 'O período abrange no máximo 366 dias.',
    },
  ],
  [
    ketersediaanMessages.dosenRequired,
    {
      id: 'Pilih dosennya.',
      de: 'Bitte wählen Sie die Lehrperson.',
      fr: 'Choisissez l’enseignant.',
      pt: 'Escolha o docente.',
    },
  ],
  [
    ketersediaanMessages.dosenUnknown,
    {
      id: 'Dosen ini tidak ada.',
      de: 'Diese Lehrperson existiert nicht.',
      fr: 'Cet enseignant n’existe pas.',
      pt: 'Este docente não existe.',
    },
  ],
  [
    ketersediaanMessages.notYours,
    {
      id: 'Anda tidak boleh mengubah ketersediaan dosen ini.',
      de: 'Sie dürfen die Verfügbarkeit dieser Lehrperson nicht ändern.',
      fr: 'Vous ne pouvez pas modifier la disponibilité de cet enseignant.',
      pt: 'Você não pode alterar a disponibilidade deste docente.',
    },
  ],
  [
    ketersediaanMessages.endAfterStart,
    {
      id: 'Akhir harus setelah awal.',
      de: 'Das Ende muss nach dem Beginn liegen.',
      fr: 'La fin doit être après le début.',
      pt: 'O fim deve ser depois do início.',
    },
  ],
];

/** The shared message lists whose every text the catalogue must hold (checked by the test). */
export const cataloguedMessageLists: Record<string, Record<string, string>> = {
  authMessages: Object.fromEntries(Object.entries(authMessages).filter(([k]) => k !== 'invalidCredentials')),
  accountMessages,
  biodataMessages,
  pengajuanMessages,
  hasilMessages,
  photoMessages,
  dateMessages,
  ketersediaanMessages,
  accountTokenMessages: {
    invalidResetToken: accountTokenMessages.invalidResetToken,
    invalidVerifyToken: accountTokenMessages.invalidVerifyToken,
  },
  suratMessages,
};
