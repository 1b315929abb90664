import { photoMessages } from '@ujian/shared/account-photo';
import { accountTokenMessages } from '@ujian/shared/account-token';
import { accountMessages, authMessages } from '@ujian/shared/auth';
import { biodataMessages } from '@ujian/shared/biodata';
import type { CatalogueEntry } from './entry';

/** The texts of the shared messages of sign-in, accounts, tokens, biodata and photos. */
export const accountTexts: CatalogueEntry[] = [
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
];
