import type { SuratJenis } from '@ujian/shared/surat';
import type { MessageLocale } from '../notifikasi/messages';

/**
 * The words of a letter in each language. Indonesian is the language of the issued original; the
 * others are translations rendered from the same frozen facts. Names from the settings (institution,
 * unit, position) are proper names and stay as the institution wrote them.
 */
export type LetterText = {
  judul: Record<SuratJenis, string>;
  peran: Record<string, string>;
  keputusan: Record<string, string>;
  nomor: string;
  perihal: string;
  kodeVerifikasi: string;
  nip: string;
  /** the national lecturer number, printed when a lecturer has no NIP */
  nidn: string;
  no: string;
  nama: string;
  tugas: string;
  namaMahasiswa: string;
  nim: string;
  prodi: string;
  judulTa: string;
  hariTanggal: string;
  waktu: string;
  tempat: string;
  mahasiswa: string;
  tanggal: string;
  nilaiAkhir: string;
  huruf: string;
  keputusanLabel: string;
  kepada: string;
  dari: string;
  hal: string;
  /** `who` is "<position> <unit> <institution>" */
  tugasPenguji: (who: string) => string;
  padaSidang: string;
  tugasPenutup: string;
  tugasPembimbing: (who: string) => string;
  bagiMahasiswa: string;
  pembimbingPenutup: string;
  ndKepada: (jabatan: string, unit: string) => string;
  /** the sender of a nota dinas: the academic office (its head's position) */
  ndDari: (jabatan: string, unit: string) => string;
  ndHal: (from: string, to: string) => string;
  ndPembuka: (n: number) => string;
  ndPenutup: string;
  sktmtPembuka: (who: string) => string;
  sktmtHasil: (date: string) => string;
  sktmtPenutup: string;
  /** the subjects the server writes itself; a subject a person typed is printed as typed */
  perihalDefault: {
    'surat-tugas': (mahasiswa: string) => string;
    'surat-tugas-pembimbing': (mahasiswa: string) => string;
    sktmt: (mahasiswa: string) => string;
    'nota-dinas': (from: string, to: string) => string;
  };
  /** the banner of a translation: what it translates and which text is authoritative */
  terjemahan: (nomor: string, kode: string) => string;
  terjemahanJudul: string;
};

const id: LetterText = {
  judul: {
    'surat-tugas': 'SURAT TUGAS',
    'surat-tugas-pembimbing': 'SURAT TUGAS PEMBIMBING',
    'nota-dinas': 'NOTA DINAS',
    sktmt: 'SURAT KETERANGAN TELAH MENEMPUH TUGAS AKHIR',
  },
  peran: {
    ketua: 'Ketua Penguji',
    sekretaris: 'Sekretaris',
    penguji1: 'Penguji I',
    penguji2: 'Penguji II',
    pembimbing1: 'Pembimbing I',
    pembimbing2: 'Pembimbing II',
  },
  keputusan: { lulus: 'LULUS', lulus_revisi: 'LULUS DENGAN REVISI', tidak_lulus: 'TIDAK LULUS' },
  nomor: 'Nomor',
  perihal: 'Perihal',
  kodeVerifikasi: 'Kode verifikasi',
  nip: 'NIP',
  nidn: 'NIDN',
  no: 'No',
  nama: 'Nama',
  tugas: 'Tugas',
  namaMahasiswa: 'Nama mahasiswa',
  nim: 'NIM',
  prodi: 'Program studi',
  judulTa: 'Judul',
  hariTanggal: 'Hari, tanggal',
  waktu: 'Waktu',
  tempat: 'Tempat',
  mahasiswa: 'Mahasiswa',
  tanggal: 'Tanggal',
  nilaiAkhir: 'Nilai akhir',
  huruf: 'Huruf mutu',
  keputusanLabel: 'Keputusan',
  kepada: 'Kepada',
  dari: 'Dari',
  hal: 'Hal',
  tugasPenguji: (who) => `${who} menugaskan dosen berikut sebagai tim penguji sidang tugas akhir:`,
  padaSidang: 'pada sidang mahasiswa:',
  tugasPenutup: 'Surat tugas ini dibuat untuk dilaksanakan dengan penuh tanggung jawab.',
  tugasPembimbing: (who) => `${who} menugaskan dosen berikut sebagai pembimbing tugas akhir:`,
  bagiMahasiswa: 'bagi mahasiswa:',
  pembimbingPenutup: 'Pembimbing membimbing mahasiswa tersebut sampai dengan pelaksanaan sidang tugas akhir.',
  ndKepada: (jabatan, unit) => `Yth. ${jabatan} ${unit}`,
  ndDari: (jabatan, unit) => `${jabatan} ${unit}`,
  ndHal: (from, to) => `Pelaksanaan sidang ${from} s.d. ${to}`,
  ndPembuka: (n) => `Dengan hormat, bersama ini kami sampaikan ${n} sidang tugas akhir pada periode tersebut:`,
  ndPenutup: 'Demikian nota dinas ini kami sampaikan. Atas perhatiannya kami ucapkan terima kasih.',
  sktmtPembuka: (who) => `${who} menerangkan bahwa mahasiswa:`,
  sktmtHasil: (date) => `telah menempuh sidang tugas akhir pada ${date} dengan hasil:`,
  sktmtPenutup: 'Surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.',
  perihalDefault: {
    'surat-tugas': (m) => `Penugasan penguji sidang tugas akhir ${m}`.trim(),
    'surat-tugas-pembimbing': (m) => `Penugasan pembimbing tugas akhir ${m}`.trim(),
    sktmt: (m) => `Keterangan telah menempuh sidang tugas akhir ${m}`.trim(),
    'nota-dinas': (from, to) => `Laporan pelaksanaan sidang ${from} s.d. ${to}`,
  },
  terjemahan: () => '',
  terjemahanJudul: '',
};

const en: LetterText = {
  judul: {
    'surat-tugas': 'ASSIGNMENT LETTER',
    'surat-tugas-pembimbing': 'SUPERVISOR ASSIGNMENT LETTER',
    'nota-dinas': 'MEMORANDUM',
    sktmt: 'CERTIFICATE OF COMPLETION OF THE FINAL PROJECT',
  },
  peran: {
    ketua: 'Chair of examiners',
    sekretaris: 'Secretary',
    penguji1: 'Examiner I',
    penguji2: 'Examiner II',
    pembimbing1: 'Supervisor I',
    pembimbing2: 'Supervisor II',
  },
  keputusan: { lulus: 'PASSED', lulus_revisi: 'PASSED WITH REVISIONS', tidak_lulus: 'NOT PASSED' },
  nomor: 'Number',
  perihal: 'Subject',
  kodeVerifikasi: 'Verification code',
  nip: 'Staff ID (NIP)',
  nidn: 'Lecturer ID (NIDN)',
  no: 'No',
  nama: 'Name',
  tugas: 'Role',
  namaMahasiswa: 'Student',
  nim: 'Student ID',
  prodi: 'Study programme',
  judulTa: 'Title',
  hariTanggal: 'Day, date',
  waktu: 'Time',
  tempat: 'Place',
  mahasiswa: 'Student',
  tanggal: 'Date',
  nilaiAkhir: 'Final score',
  huruf: 'Letter grade',
  keputusanLabel: 'Decision',
  kepada: 'To',
  dari: 'From',
  hal: 'Re',
  tugasPenguji: (who) =>
    `The ${who} assigns the following lecturers as the examining committee of the final project defence:`,
  padaSidang: 'at the defence of the student:',
  tugasPenutup: 'This assignment letter is issued to be carried out with full responsibility.',
  tugasPembimbing: (who) => `The ${who} assigns the following lecturers as final project supervisors:`,
  bagiMahasiswa: 'for the student:',
  pembimbingPenutup: 'The supervisors guide the student up to the final project defence.',
  ndKepada: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndDari: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndHal: (from, to) => `Defences held from ${from} to ${to}`,
  ndPembuka: (n) => `We hereby report ${n} final project defence(s) in this period:`,
  ndPenutup: 'Thank you for your attention.',
  sktmtPembuka: (who) => `The ${who} certifies that the student:`,
  sktmtHasil: (date) => `took the final project defence on ${date} with the result:`,
  sktmtPenutup: 'This certificate is issued to be used as appropriate.',
  perihalDefault: {
    'surat-tugas': (m) => `Assignment of the examiners of the final project defence of ${m}`,
    'surat-tugas-pembimbing': (m) => `Assignment of the final project supervisors of ${m}`,
    sktmt: (m) => `Certificate of completion of the final project defence of ${m}`,
    'nota-dinas': (from, to) => `Report of the defences held from ${from} to ${to}`,
  },
  terjemahan: (nomor, kode) =>
    `English translation of the letter issued in Indonesian, number ${nomor}, verification code ${kode}. The Indonesian original is the authoritative text.`,
  terjemahanJudul: 'TRANSLATION',
};

const de: LetterText = {
  judul: {
    'surat-tugas': 'DIENSTAUFTRAG',
    'surat-tugas-pembimbing': 'DIENSTAUFTRAG ZUR BETREUUNG',
    'nota-dinas': 'DIENSTLICHE MITTEILUNG',
    sktmt: 'BESCHEINIGUNG ÜBER DIE ABSCHLUSSARBEIT',
  },
  peran: {
    ketua: 'Vorsitz der Prüfungskommission',
    sekretaris: 'Schriftführung',
    penguji1: 'Prüfer/in I',
    penguji2: 'Prüfer/in II',
    pembimbing1: 'Betreuer/in I',
    pembimbing2: 'Betreuer/in II',
  },
  keputusan: { lulus: 'BESTANDEN', lulus_revisi: 'BESTANDEN MIT ÜBERARBEITUNG', tidak_lulus: 'NICHT BESTANDEN' },
  nomor: 'Nummer',
  perihal: 'Betreff',
  kodeVerifikasi: 'Prüfcode',
  nip: 'Personalnummer (NIP)',
  nidn: 'Dozentennummer (NIDN)',
  no: 'Nr.',
  nama: 'Name',
  tugas: 'Aufgabe',
  namaMahasiswa: 'Studierende/r',
  nim: 'Matrikelnr.',
  prodi: 'Studiengang',
  judulTa: 'Titel',
  hariTanggal: 'Tag, Datum',
  waktu: 'Uhrzeit',
  tempat: 'Ort',
  mahasiswa: 'Studierende/r',
  tanggal: 'Datum',
  nilaiAkhir: 'Endnote (Punkte)',
  huruf: 'Notenbuchstabe',
  keputusanLabel: 'Entscheidung',
  kepada: 'An',
  dari: 'Von',
  hal: 'Betreff',
  tugasPenguji: (who) =>
    `${who} beauftragt die folgenden Lehrenden als Prüfungskommission der Verteidigung der Abschlussarbeit:`,
  padaSidang: 'bei der Verteidigung von:',
  tugasPenutup: 'Dieser Dienstauftrag ist mit voller Verantwortung auszuführen.',
  tugasPembimbing: (who) => `${who} beauftragt die folgenden Lehrenden mit der Betreuung der Abschlussarbeit:`,
  bagiMahasiswa: 'für:',
  pembimbingPenutup: 'Die Betreuung dauert bis zur Verteidigung der Abschlussarbeit.',
  ndKepada: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndDari: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndHal: (from, to) => `Verteidigungen vom ${from} bis ${to}`,
  ndPembuka: (n) => `Hiermit melden wir ${n} Verteidigung(en) von Abschlussarbeiten in diesem Zeitraum:`,
  ndPenutup: 'Vielen Dank für Ihre Aufmerksamkeit.',
  sktmtPembuka: (who) => `${who} bescheinigt, dass:`,
  sktmtHasil: (date) => `die Verteidigung der Abschlussarbeit am ${date} mit folgendem Ergebnis abgelegt hat:`,
  sktmtPenutup: 'Diese Bescheinigung wird zur Vorlage bei den zuständigen Stellen ausgestellt.',
  perihalDefault: {
    'surat-tugas': (m) => `Bestellung der Prüfungskommission für die Verteidigung von ${m}`,
    'surat-tugas-pembimbing': (m) => `Bestellung der Betreuung der Abschlussarbeit von ${m}`,
    sktmt: (m) => `Bescheinigung über die Verteidigung der Abschlussarbeit von ${m}`,
    'nota-dinas': (from, to) => `Bericht über die Verteidigungen vom ${from} bis ${to}`,
  },
  terjemahan: (nomor, kode) =>
    `Deutsche Übersetzung des auf Indonesisch ausgestellten Schreibens Nummer ${nomor}, Prüfcode ${kode}. Maßgeblich ist das indonesische Original.`,
  terjemahanJudul: 'ÜBERSETZUNG',
};

const fr: LetterText = {
  judul: {
    'surat-tugas': 'ORDRE DE MISSION',
    'surat-tugas-pembimbing': "ORDRE DE MISSION D'ENCADREMENT",
    'nota-dinas': 'NOTE DE SERVICE',
    sktmt: 'ATTESTATION DE SOUTENANCE DU MÉMOIRE DE FIN D’ÉTUDES',
  },
  peran: {
    ketua: 'Président(e) du jury',
    sekretaris: 'Secrétaire',
    penguji1: 'Examinateur/trice I',
    penguji2: 'Examinateur/trice II',
    pembimbing1: 'Directeur/trice I',
    pembimbing2: 'Directeur/trice II',
  },
  keputusan: { lulus: 'ADMIS', lulus_revisi: 'ADMIS AVEC CORRECTIONS', tidak_lulus: 'AJOURNÉ' },
  nomor: 'Numéro',
  perihal: 'Objet',
  kodeVerifikasi: 'Code de vérification',
  nip: 'Matricule (NIP)',
  nidn: 'Identifiant enseignant (NIDN)',
  no: 'N°',
  nama: 'Nom',
  tugas: 'Fonction',
  namaMahasiswa: 'Étudiant(e)',
  nim: 'N° étudiant',
  prodi: "Programme d'études",
  judulTa: 'Titre',
  hariTanggal: 'Jour, date',
  waktu: 'Heure',
  tempat: 'Lieu',
  mahasiswa: 'Étudiant(e)',
  tanggal: 'Date',
  nilaiAkhir: 'Note finale',
  huruf: 'Mention (lettre)',
  keputusanLabel: 'Décision',
  kepada: 'À',
  dari: 'De',
  hal: 'Objet',
  tugasPenguji: (who) =>
    `${who} désigne les enseignants suivants comme jury de la soutenance du mémoire de fin d’études :`,
  padaSidang: "pour la soutenance de l'étudiant(e) :",
  tugasPenutup: 'Le présent ordre de mission est à exécuter avec toute la responsabilité requise.',
  tugasPembimbing: (who) => `${who} désigne les enseignants suivants comme directeurs du mémoire de fin d’études :`,
  bagiMahasiswa: "pour l'étudiant(e) :",
  pembimbingPenutup: "L'encadrement se poursuit jusqu'à la soutenance du mémoire.",
  ndKepada: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndDari: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndHal: (from, to) => `Soutenances du ${from} au ${to}`,
  ndPembuka: (n) => `Nous avons l'honneur de vous communiquer ${n} soutenance(s) de mémoire sur cette période :`,
  ndPenutup: 'Nous vous remercions de votre attention.',
  sktmtPembuka: (who) => `${who} atteste que l'étudiant(e) :`,
  sktmtHasil: (date) => `a soutenu son mémoire de fin d’études le ${date} avec le résultat suivant :`,
  sktmtPenutup: 'La présente attestation est délivrée pour servir et valoir ce que de droit.',
  perihalDefault: {
    'surat-tugas': (m) => `Désignation du jury de soutenance de ${m}`,
    'surat-tugas-pembimbing': (m) => `Désignation des directeurs de mémoire de ${m}`,
    sktmt: (m) => `Attestation de soutenance du mémoire de ${m}`,
    'nota-dinas': (from, to) => `Compte rendu des soutenances du ${from} au ${to}`,
  },
  terjemahan: (nomor, kode) =>
    `Traduction française de la lettre délivrée en indonésien, numéro ${nomor}, code de vérification ${kode}. Seul l'original indonésien fait foi.`,
  terjemahanJudul: 'TRADUCTION',
};

const pt: LetterText = {
  judul: {
    'surat-tugas': 'CARTA DE DESIGNAÇÃO',
    'surat-tugas-pembimbing': 'CARTA DE DESIGNAÇÃO DE ORIENTADORES',
    'nota-dinas': 'MEMORANDO',
    sktmt: 'DECLARAÇÃO DE CONCLUSÃO DO TRABALHO DE CONCLUSÃO DE CURSO',
  },
  peran: {
    ketua: 'Presidente da banca',
    sekretaris: 'Secretário(a)',
    penguji1: 'Examinador(a) I',
    penguji2: 'Examinador(a) II',
    pembimbing1: 'Orientador(a) I',
    pembimbing2: 'Orientador(a) II',
  },
  keputusan: { lulus: 'APROVADO', lulus_revisi: 'APROVADO COM REVISÕES', tidak_lulus: 'REPROVADO' },
  nomor: 'Número',
  perihal: 'Assunto',
  kodeVerifikasi: 'Código de verificação',
  nip: 'Matrícula funcional (NIP)',
  nidn: 'Registro docente (NIDN)',
  no: 'Nº',
  nama: 'Nome',
  tugas: 'Função',
  namaMahasiswa: 'Estudante',
  nim: 'Matrícula',
  prodi: 'Curso',
  judulTa: 'Título',
  hariTanggal: 'Dia, data',
  waktu: 'Horário',
  tempat: 'Local',
  mahasiswa: 'Estudante',
  tanggal: 'Data',
  nilaiAkhir: 'Nota final',
  huruf: 'Conceito',
  keputusanLabel: 'Resultado',
  kepada: 'Para',
  dari: 'De',
  hal: 'Assunto',
  tugasPenguji: (who) =>
    `${who} designa os seguintes docentes como banca examinadora da defesa do trabalho de conclusão:`,
  padaSidang: 'na defesa do(a) estudante:',
  tugasPenutup: 'Esta carta de designação deve ser cumprida com plena responsabilidade.',
  tugasPembimbing: (who) => `${who} designa os seguintes docentes como orientadores do trabalho de conclusão:`,
  bagiMahasiswa: 'do(a) estudante:',
  pembimbingPenutup: 'Os orientadores acompanham o(a) estudante até a defesa do trabalho de conclusão.',
  ndKepada: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndDari: (jabatan, unit) => `${jabatan}, ${unit}`,
  ndHal: (from, to) => `Defesas realizadas de ${from} a ${to}`,
  ndPembuka: (n) => `Encaminhamos a relação de ${n} defesa(s) de trabalho de conclusão neste período:`,
  ndPenutup: 'Agradecemos a atenção.',
  sktmtPembuka: (who) => `${who} declara que o(a) estudante:`,
  sktmtHasil: (date) => `realizou a defesa do trabalho de conclusão em ${date} com o resultado:`,
  sktmtPenutup: 'Esta declaração é emitida para os devidos fins.',
  perihalDefault: {
    'surat-tugas': (m) => `Designação da banca examinadora da defesa de ${m}`,
    'surat-tugas-pembimbing': (m) => `Designação dos orientadores do trabalho de conclusão de ${m}`,
    sktmt: (m) => `Declaração de defesa do trabalho de conclusão de ${m}`,
    'nota-dinas': (from, to) => `Relatório das defesas realizadas de ${from} a ${to}`,
  },
  terjemahan: (nomor, kode) =>
    `Tradução para o português da carta emitida em indonésio, número ${nomor}, código de verificação ${kode}. Somente o original em indonésio tem valor oficial.`,
  terjemahanJudul: 'TRADUÇÃO',
};

export const letterTexts: Record<MessageLocale, LetterText> = { id, en, de, fr, pt };
