// Render time of one letter per language: a surat tugas and a nota dinas of 40 sidang, rendered from
// the same snapshot in id (the original) and each translation; warm-up first, then the median and
// the slowest of `--runs` renders, without and with the PAdES signature (interleaved, one of each per
// run). Also checks that two renders at the same signing time give the same bytes.
// `npx tsx bench/surat/run.ts [--runs 20]`
import { defaultPengaturan, suratLocales } from '@ujian/shared/surat';
import { renderPdf } from '../../realtime-server/src/features/surat/render-pdf';
import { signLetter } from '../../realtime-server/src/features/surat/signing/letter-signer';
import {
  type LetterInput,
  letterDefinition,
  letterSettingsOf,
} from '../../realtime-server/src/features/surat/templates';
import { renderLetter } from '../../realtime-server/src/features/surat/terjemahan';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 20;

const base = {
  nomor: '0012/UN99.F1/ST/2026',
  tanggal: '2026-11-24',
  kode: 'ABCDEFGHJKLM',
  verifyUrl: 'https://portal.example.ac.id/verifikasi-surat/ABCDEFGHJKLM',
  settings: letterSettingsOf(defaultPengaturan),
};
const letters: Record<string, LetterInput> = {
  'surat-tugas': {
    ...base,
    perihal: 'Penugasan penguji sidang tugas akhir Budi Santoso',
    facts: {
      jenis: 'surat-tugas',
      mahasiswa: 'Budi Santoso',
      nim: '2021100001',
      judul: 'Penjadwalan sidang dengan pemrograman linear',
      prodi: 'Teknik Informatika',
      tanggalSidang: '2026-11-30',
      waktu: '08:00–10:00 WIB',
      tempat: 'Ruang Sidang 1',
      komite: [
        { nama: 'Dr. Ketua', peran: 'ketua' },
        { nama: 'Dr. Sekretaris', peran: 'sekretaris' },
        { nama: 'Dr. Penguji Satu', peran: 'penguji1' },
        { nama: 'Dr. Penguji Dua', peran: 'penguji2' },
      ],
    },
  },
  'nota-dinas (40 sidang)': {
    ...base,
    perihal: 'Laporan pelaksanaan sidang 1 November 2026 s.d. 30 November 2026',
    facts: {
      jenis: 'nota-dinas',
      from: '2026-11-01',
      to: '2026-11-30',
      prodi: 'Teknik Informatika',
      sidang: Array.from({ length: 40 }, (_, i) => ({
        mahasiswa: `Mahasiswa ${i + 1}`,
        nim: String(2021100000 + i),
        tanggal: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        waktu: '08:00–10:00 WIB',
        tempat: `Ruang ${(i % 4) + 1}`,
        status: 'terjadwal',
      })),
    },
  },
};

const signedAt = new Date('2026-11-24T01:00:00Z');
for (const [name, snapshot] of Object.entries(letters)) {
  for (const locale of suratLocales) {
    for (let i = 0; i < 3; i++) await renderLetter(snapshot, locale, signedAt);
    const unsigned: number[] = [];
    const signed: number[] = [];
    const signing: number[] = [];
    let first: string | undefined;
    let same = true;
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const rendered = await renderPdf(letterDefinition(snapshot, locale));
      unsigned.push(performance.now() - t0);
      const ts = performance.now();
      await signLetter(rendered, { signedAt, reason: snapshot.nomor });
      signing.push(performance.now() - ts);
      const t1 = performance.now();
      const { sha256, pdf } = await renderLetter(snapshot, locale, signedAt);
      signed.push(performance.now() - t1);
      first ??= sha256;
      same &&= first === sha256;
      size = pdf.byteLength;
    }
    console.log(
      `${name.padEnd(24)} ${locale}  unsigned median ${median(unsigned).toFixed(1)} ms  signed median ${median(signed).toFixed(1)} ms (max ${Math.max(...signed).toFixed(1)})  signing alone median ${median(signing).toFixed(1)} ms  ${(size / 1024).toFixed(1)} KB signed  same bytes: ${same}`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
