import { hasilMessages } from '@ujian/shared/hasil';
import { pengajuanMessages } from '@ujian/shared/pengajuan';
import type { CatalogueEntry } from './entry';

/** The texts of the shared messages of pengajuan and hasil. */
export const workflowTexts: CatalogueEntry[] = [
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
];
