import { suratMessages } from '@ujian/shared/surat';
import type { CatalogueEntry } from './entry';

/** The texts of the shared messages of letters and institution settings. */
export const suratTexts: CatalogueEntry[] = [
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
];
