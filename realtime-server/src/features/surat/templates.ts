import type { Pengaturan, SuratJenis } from '@ujian/shared/surat';

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
      komite: { nama: string; peran: string }[];
    }
  | {
      jenis: 'surat-tugas-pembimbing';
      mahasiswa: string;
      nim: string | null;
      judul: string;
      prodi: string | null;
      pembimbing: { nama: string; peran: string }[];
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

export type LetterInput = {
  nomor: string;
  perihal: string;
  /** YYYY-MM-DD, the letter's date */
  tanggal: string;
  kode: string;
  verifyUrl: string;
  settings: Pengaturan;
  facts: SuratFacts;
};

/** "24 November 2026": letters are written in Indonesian, the institution's language. */
export function tanggalPanjang(isoDate: string): string {
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export const judulSurat: Record<SuratJenis, string> = {
  'surat-tugas': 'SURAT TUGAS',
  'surat-tugas-pembimbing': 'SURAT TUGAS PEMBIMBING',
  'nota-dinas': 'NOTA DINAS',
  sktmt: 'SURAT KETERANGAN TELAH MENEMPUH TUGAS AKHIR',
};

const peranLabel: Record<string, string> = {
  ketua: 'Ketua Penguji',
  sekretaris: 'Sekretaris',
  penguji1: 'Penguji I',
  penguji2: 'Penguji II',
  pembimbing1: 'Pembimbing I',
  pembimbing2: 'Pembimbing II',
};
const keputusanLabel: Record<string, string> = {
  lulus: 'LULUS',
  lulus_revisi: 'LULUS DENGAN REVISI',
  tidak_lulus: 'TIDAK LULUS',
};

type Content = Record<string, unknown> | string;

function peopleTable(people: { nama: string; peran: string }[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: [24, '*', 140],
      body: [
        [
          { text: 'No', bold: true },
          { text: 'Nama', bold: true },
          { text: 'Tugas', bold: true },
        ],
        ...people.map((p, i) => [String(i + 1), p.nama, peranLabel[p.peran] ?? p.peran]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 10],
  };
}

function studentFacts(f: { mahasiswa: string; nim: string | null; judul: string; prodi: string | null }): Content {
  return {
    table: {
      widths: [110, 8, '*'],
      body: [
        ['Nama mahasiswa', ':', f.mahasiswa],
        ['NIM', ':', f.nim ?? '-'],
        ['Program studi', ':', f.prodi ?? '-'],
        ['Judul', ':', { text: f.judul, italics: true }],
      ],
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 8],
  };
}

/** The body of each jenis, written as data. */
function body(facts: SuratFacts, settings: Pengaturan): Content[] {
  switch (facts.jenis) {
    case 'surat-tugas':
      return [
        `${settings.penandatangan.jabatan} ${settings.unit} ${settings.institusi} menugaskan dosen berikut sebagai tim penguji sidang tugas akhir:`,
        peopleTable(facts.komite),
        'pada sidang mahasiswa:',
        studentFacts(facts),
        {
          table: {
            widths: [110, 8, '*'],
            body: [
              ['Hari, tanggal', ':', tanggalHari(facts.tanggalSidang)],
              ['Waktu', ':', facts.waktu],
              ['Tempat', ':', facts.tempat],
            ],
          },
          layout: 'noBorders',
          margin: [0, 0, 0, 8],
        },
        'Surat tugas ini dibuat untuk dilaksanakan dengan penuh tanggung jawab.',
      ];
    case 'surat-tugas-pembimbing':
      return [
        `${settings.penandatangan.jabatan} ${settings.unit} ${settings.institusi} menugaskan dosen berikut sebagai pembimbing tugas akhir:`,
        peopleTable(facts.pembimbing),
        'bagi mahasiswa:',
        studentFacts(facts),
        'Pembimbing membimbing mahasiswa tersebut sampai dengan pelaksanaan sidang tugas akhir.',
      ];
    case 'nota-dinas':
      return [
        {
          table: {
            widths: [60, 8, '*'],
            body: [
              ['Kepada', ':', `Yth. ${settings.penandatangan.jabatan} ${settings.unit}`],
              [
                'Dari',
                ':',
                facts.prodi ? `Koordinator Program Studi ${facts.prodi}` : `Bagian Akademik ${settings.unit}`,
              ],
              ['Hal', ':', `Pelaksanaan sidang ${tanggalPanjang(facts.from)} s.d. ${tanggalPanjang(facts.to)}`],
            ],
          },
          layout: 'noBorders',
          margin: [0, 0, 0, 8],
        },
        `Dengan hormat, bersama ini kami sampaikan ${facts.sidang.length} sidang tugas akhir pada periode tersebut:`,
        {
          table: {
            headerRows: 1,
            widths: [20, '*', 60, 80, 70, 60],
            body: [
              ['No', 'Mahasiswa', 'NIM', 'Tanggal', 'Waktu', 'Tempat'].map((text) => ({ text, bold: true })),
              ...facts.sidang.map((s, i) => [
                String(i + 1),
                s.mahasiswa,
                s.nim ?? '-',
                tanggalPanjang(s.tanggal),
                s.waktu,
                s.tempat,
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 9,
          margin: [0, 6, 0, 10],
        },
        'Demikian nota dinas ini kami sampaikan. Atas perhatiannya kami ucapkan terima kasih.',
      ];
    case 'sktmt':
      return [
        `${settings.penandatangan.jabatan} ${settings.unit} ${settings.institusi} menerangkan bahwa mahasiswa:`,
        studentFacts(facts),
        `telah menempuh sidang tugas akhir pada ${tanggalHari(facts.tanggalSidang)} dengan hasil:`,
        {
          table: {
            widths: [110, 8, '*'],
            body: [
              ['Nilai akhir', ':', facts.nilaiAkhir ?? '-'],
              ['Huruf mutu', ':', facts.huruf ?? '-'],
              ['Keputusan', ':', { text: keputusanLabel[facts.keputusan] ?? facts.keputusan, bold: true }],
            ],
          },
          layout: 'noBorders',
          margin: [0, 4, 0, 8],
        },
        'Surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya.',
      ];
  }
}

/** "Senin, 30 November 2026" */
export function tanggalHari(isoDate: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The whole letter: letterhead, title and number, the jenis' body, signature, QR and code. */
export function letterDefinition(input: LetterInput): object {
  const { settings } = input;
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
    info: {
      title: `${judulSurat[input.facts.jenis]} ${input.nomor}`,
      author: settings.institusi,
      subject: input.perihal,
      creator: 'Aplikasi Ujian',
      producer: 'Aplikasi Ujian',
      creationDate: fixed,
      modDate: fixed,
    },
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    content: [
      ...letterhead,
      { text: judulSurat[input.facts.jenis], bold: true, fontSize: 13, alignment: 'center' },
      { text: `Nomor: ${input.nomor}`, alignment: 'center', margin: [0, 2, 0, 2] },
      { text: `Perihal: ${input.perihal}`, alignment: 'center', fontSize: 10, margin: [0, 0, 0, 14] },
      ...body(input.facts, settings),
      {
        columns: [
          {
            stack: [
              { qr: input.verifyUrl, fit: 90 },
              { text: `Kode verifikasi: ${input.kode}`, fontSize: 8, margin: [0, 4, 0, 0] },
              { text: input.verifyUrl, fontSize: 7, color: '#444444' },
            ],
            width: 220,
          },
          {
            stack: [
              `${settings.kota}, ${tanggalPanjang(input.tanggal)}`,
              `${settings.penandatangan.jabatan},`,
              { text: ' ', margin: [0, 30, 0, 0] },
              { text: settings.penandatangan.nama, bold: true, decoration: 'underline' },
              `NIP ${settings.penandatangan.nip}`,
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
