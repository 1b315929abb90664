import { defaultKepalaAkademik, type Pengaturan } from '@ujian/shared/surat';
import { intlLocale } from '../../lib/intl-locale';
import type { MessageLocale } from '../notifikasi/messages';
import { type LetterText, letterTexts } from './letter-texts';

/**
 * A lecturer as a letter names them: the name with titles (`gelarDepan nama, gelarBelakang`) and the
 * staff number (NIP; NIDN when there is no NIP). Letters issued before identifiers were frozen have none.
 */
export type LetterPerson = { nama: string; peran: string; nip?: string | null; nidn?: string | null };

/** What a letter is about, per jenis: plain data the templates lay out. */
export type SuratFacts =
  | {
      jenis: 'surat-tugas';
      mahasiswa: string;
      nim: string | null;
      judul: string;
      prodi: string | null;
      tanggalSidang: string;
      waktu: string;
      tempat: string;
      komite: LetterPerson[];
    }
  | {
      jenis: 'surat-tugas-pembimbing';
      mahasiswa: string;
      nim: string | null;
      judul: string;
      prodi: string | null;
      pembimbing: LetterPerson[];
    }
  | {
      jenis: 'nota-dinas';
      from: string;
      to: string;
      prodi: string | null;
      sidang: {
        mahasiswa: string;
        nim: string | null;
        tanggal: string;
        waktu: string;
        tempat: string;
        status: string;
      }[];
    }
  | {
      jenis: 'sktmt';
      mahasiswa: string;
      nim: string | null;
      judul: string;
      prodi: string | null;
      tanggalSidang: string;
      nilaiAkhir: string | null;
      huruf: string | null;
      keputusan: string;
    };

/** What a letter prints from the settings: the institution, its letterhead and its signatory. */
export type LetterSettings = Pick<
  Pengaturan,
  'institusi' | 'unit' | 'alamat' | 'kota' | 'logo' | 'penandatangan' | 'kepalaAkademik'
>;

export function letterSettingsOf(settings: Pengaturan): LetterSettings {
  const { institusi, unit, alamat, kota, logo, penandatangan, kepalaAkademik } = settings;
  return {
    institusi,
    unit,
    alamat,
    kota,
    logo: logo ?? null,
    penandatangan,
    kepalaAkademik: kepalaAkademik ?? defaultKepalaAkademik,
  };
}

/**
 * Who signs a letter: the head of the academic office signs the nota dinas they send to the dean;
 * the dean (`penandatangan`) signs every other letter.
 */
function signatoryOf(settings: LetterSettings, jenis: SuratFacts['jenis']): LetterSettings['penandatangan'] {
  // a snapshot frozen before the head of the academic office was a setting keeps its signatory
  return jenis === 'nota-dinas' ? (settings.kepalaAkademik ?? settings.penandatangan) : settings.penandatangan;
}

/**
 * Everything a letter prints, frozen when it is issued (stored with the letter): the original and
 * every later translation are rendered from it, so a settings change never reaches an issued letter.
 */
export type LetterInput = {
  nomor: string;
  perihal: string;
  /** YYYY-MM-DD, the letter's date */
  tanggal: string;
  kode: string;
  verifyUrl: string;
  settings: LetterSettings;
  facts: SuratFacts;
};

/** Indonesian is the issued original; the other languages are translations of it. */
export type LetterLocale = MessageLocale;

function dateFormat(isoDate: string, locale: LetterLocale, weekday: boolean): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "24 November 2026" (id), "24. November 2026" (de), "24 November 2026" (en), ... */
export function tanggalPanjang(isoDate: string, locale: LetterLocale = 'id'): string {
  return dateFormat(isoDate, locale, false);
}

/** "Senin, 30 November 2026" */
export function tanggalHari(isoDate: string, locale: LetterLocale = 'id'): string {
  return dateFormat(isoDate, locale, true);
}

/** The subject the server writes for a letter of these facts, in a language. */
export function defaultPerihal(facts: SuratFacts, locale: LetterLocale = 'id'): string {
  const texts = letterTexts[locale].perihalDefault;
  if (facts.jenis === 'nota-dinas')
    return texts['nota-dinas'](tanggalPanjang(facts.from, locale), tanggalPanjang(facts.to, locale));
  return texts[facts.jenis](facts.mahasiswa);
}

/** A server-written subject in the letter's language; one a person typed stays as typed. */
function perihalIn(input: LetterInput, locale: LetterLocale): string {
  return input.perihal === defaultPerihal(input.facts, 'id') ? defaultPerihal(input.facts, locale) : input.perihal;
}

type Content = Record<string, unknown> | string;

/** "NIP 19800101..." or "NIDN 0012..." under a lecturer's name, when the letter knows it. */
function identifierOf(p: LetterPerson, w: LetterText): string | undefined {
  if (p.nip) return `${w.nip} ${p.nip}`;
  if (p.nidn) return `${w.nidn} ${p.nidn}`;
  return undefined;
}

/** A score as the letter's language writes numbers: `84,58` in id, de, fr and pt; `84.58` in en. */
export function angkaIn(value: string | null, locale: LetterLocale): string {
  if (value === null || value.trim() === '' || !Number.isFinite(Number(value))) return value ?? '-';
  return new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(Number(value));
}

function peopleTable(people: LetterPerson[], w: LetterText): Content {
  return {
    table: {
      headerRows: 1,
      widths: [24, '*', 140],
      body: [
        [
          { text: w.no, bold: true },
          { text: w.nama, bold: true },
          { text: w.tugas, bold: true },
        ],
        ...people.map((p, i) => {
          const identifier = identifierOf(p, w);
          const name = identifier ? { stack: [p.nama, { text: identifier, fontSize: 9 }] } : p.nama;
          return [String(i + 1), name, w.peran[p.peran] ?? p.peran];
        }),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 10],
  };
}

function labelled(rows: [string, Content][], labelWidth: number, margin: number[]): Content {
  return {
    table: { widths: [labelWidth, 8, '*'], body: rows.map(([label, value]) => [label, ':', value]) },
    layout: 'noBorders',
    margin,
  };
}

function studentFacts(
  f: { mahasiswa: string; nim: string | null; judul: string; prodi: string | null },
  w: LetterText,
): Content {
  return labelled(
    [
      [w.namaMahasiswa, f.mahasiswa],
      [w.nim, f.nim ?? '-'],
      [w.prodi, f.prodi ?? '-'],
      [w.judulTa, { text: f.judul, italics: true }],
    ],
    110,
    [0, 4, 0, 8],
  );
}

/** The body of each jenis, written as data. */
function body(facts: SuratFacts, settings: LetterSettings, locale: LetterLocale): Content[] {
  const w = letterTexts[locale];
  const who = `${settings.penandatangan.jabatan} ${settings.unit} ${settings.institusi}`;
  switch (facts.jenis) {
    case 'surat-tugas':
      return [
        w.tugasPenguji(who),
        peopleTable(facts.komite, w),
        w.padaSidang,
        studentFacts(facts, w),
        labelled(
          [
            [w.hariTanggal, tanggalHari(facts.tanggalSidang, locale)],
            [w.waktu, facts.waktu],
            [w.tempat, facts.tempat],
          ],
          110,
          [0, 0, 0, 8],
        ),
        w.tugasPenutup,
      ];
    case 'surat-tugas-pembimbing':
      return [
        w.tugasPembimbing(who),
        peopleTable(facts.pembimbing, w),
        w.bagiMahasiswa,
        studentFacts(facts, w),
        w.pembimbingPenutup,
      ];
    case 'nota-dinas':
      return [
        labelled(
          [
            [w.kepada, w.ndKepada(settings.penandatangan.jabatan, settings.unit)],
            [w.dari, w.ndDari(signatoryOf(settings, 'nota-dinas').jabatan, settings.unit)],
            [w.hal, w.ndHal(tanggalPanjang(facts.from, locale), tanggalPanjang(facts.to, locale))],
            ...(facts.prodi ? [[w.prodi, facts.prodi] as [string, Content]] : []),
          ],
          60,
          [0, 0, 0, 8],
        ),
        w.ndPembuka(facts.sidang.length),
        {
          table: {
            headerRows: 1,
            widths: [20, '*', 60, 80, 70, 60],
            body: [
              [w.no, w.mahasiswa, w.nim, w.tanggal, w.waktu, w.tempat].map((text) => ({ text, bold: true })),
              ...facts.sidang.map((s, i) => [
                String(i + 1),
                s.mahasiswa,
                s.nim ?? '-',
                tanggalPanjang(s.tanggal, locale),
                s.waktu,
                s.tempat,
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
          margin: [0, 6, 0, 10],
        },
        w.ndPenutup,
      ];
    case 'sktmt':
      return [
        w.sktmtPembuka(who),
        studentFacts(facts, w),
        w.sktmtHasil(tanggalHari(facts.tanggalSidang, locale)),
        labelled(
          [
            [w.nilaiAkhir, facts.nilaiAkhir === null ? '-' : angkaIn(facts.nilaiAkhir, locale)],
            [w.huruf, facts.huruf ?? '-'],
            [w.keputusanLabel, { text: w.keputusan[facts.keputusan] ?? facts.keputusan, bold: true }],
          ],
          110,
          [0, 4, 0, 8],
        ),
        w.sktmtPenutup,
      ];
  }
}

/** A translation says so under its title, naming the original it translates. */
function translationNotice(input: LetterInput, locale: LetterLocale): Content[] {
  if (locale === 'id') return [];
  const w = letterTexts[locale];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: w.terjemahanJudul, bold: true, fontSize: 9 },
                { text: w.terjemahan(input.nomor, input.kode), fontSize: 9 },
              ],
              fillColor: '#f1f3f5',
              margin: [6, 4, 6, 4],
            },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
  ];
}

/**
 * The whole letter in one language: letterhead, title and number, the jenis' body, signature, QR
 * and code. Indonesian (the default) is the issued original.
 */
export function letterDefinition(input: LetterInput, locale: LetterLocale = 'id'): object {
  const { settings } = input;
  const w = letterTexts[locale];
  const perihal = perihalIn(input, locale);
  const signatory = signatoryOf(settings, input.facts.jenis);
  // the letter's own date for the PDF's info: the same letter gives the same bytes
  const fixed = new Date(`${input.tanggal}T00:00:00Z`);
  const letterhead: Content[] = [
    {
      columns: [
        ...(settings.logo ? [{ image: settings.logo, width: 56 }] : []),
        {
          stack: [
            { text: settings.institusi.toUpperCase(), bold: true, fontSize: 14 },
            { text: settings.unit.toUpperCase(), bold: true, fontSize: 12 },
            { text: settings.alamat, fontSize: 9 },
          ],
          alignment: 'center',
        },
      ],
      columnGap: 10,
    },
    { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 1.5 }], margin: [0, 4, 0, 12] },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    language: intlLocale[locale],
    info: {
      title: `${w.judul[input.facts.jenis]} ${input.nomor}`,
      author: settings.institusi,
      subject: perihal,
      creator: 'Aplikasi Ujian',
      producer: 'Aplikasi Ujian',
      creationDate: fixed,
      modDate: fixed,
    },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    content: [
      ...letterhead,
      ...translationNotice(input, locale),
      { text: w.judul[input.facts.jenis], bold: true, fontSize: 13, alignment: 'center' },
      { text: `${w.nomor}: ${input.nomor}`, alignment: 'center', margin: [0, 2, 0, 2] },
      { text: `${w.perihal}: ${perihal}`, alignment: 'center', fontSize: 10, margin: [0, 0, 0, 14] },
      ...body(input.facts, settings, locale),
      {
        columns: [
          {
            stack: [
              { qr: input.verifyUrl, fit: 90 },
              { text: `${w.kodeVerifikasi}: ${input.kode}`, fontSize: 8, margin: [0, 4, 0, 0] },
              { text: input.verifyUrl, fontSize: 7, color: '#444444' },
            ],
            width: 220,
          },
          {
            stack: [
              `${settings.kota}, ${tanggalPanjang(input.tanggal, locale)}`,
              `${signatory.jabatan},`,
              { text: ' ', margin: [0, 30, 0, 0] },
              { text: signatory.nama, bold: true, decoration: 'underline' },
              `${w.nip} ${signatory.nip}`,
            ],
            alignment: 'left',
          },
        ],
        columnGap: 40,
        margin: [0, 24, 0, 0],
      },
    ],
  };
}
