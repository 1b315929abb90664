import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderPdf } from './render-pdf';
import { type LetterInput, type LetterLocale, letterDefinition } from './templates';

const settings: LetterInput['settings'] = {
  institusi: 'Universitas Uji',
  unit: 'Fakultas Teknik',
  alamat: 'Jl. Uji 1',
  kota: 'Jakarta',
  logo: null,
  penandatangan: { nama: 'Prof. Dr. Dekan Uji, M.T.', nip: '197001011995032001', jabatan: 'Dekan' },
};

const base = { nomor: '0001/UJI/2026', tanggal: '2026-11-24', kode: 'ABCDEFGHJKLM', verifyUrl: 'http://x.test/v/A' };

async function textOf(input: LetterInput, locale: LetterLocale = 'id'): Promise<string> {
  return pdfText(await renderPdf(letterDefinition(input, locale)));
}

describe('what a letter prints', () => {
  it('names lecturers with their titles and NIP, or NIDN when they have no NIP; the student with NIM', async () => {
    const text = await textOf({
      ...base,
      perihal: 'Penugasan',
      settings,
      facts: {
        jenis: 'surat-tugas',
        mahasiswa: 'Rina Mahasiswi',
        nim: '2021100077',
        judul: 'Judul',
        prodi: 'Informatika',
        tanggalSidang: '2026-11-30',
        waktu: '08.00–10.00 WIB',
        tempat: 'Ruang 1',
        komite: [
          { nama: 'Dr. Budi Santoso, M.Kom.', peran: 'ketua', nip: '198001012005011001', nidn: '0011223344' },
          { nama: 'Ir. Rudi Hartono, M.T.', peran: 'penguji1', nip: null, nidn: '0099887766' },
        ],
      },
    });
    expect(text).toContain('Dr. Budi Santoso, M.Kom.');
    expect(text).toContain('NIP 198001012005011001');
    expect(text).not.toContain('0011223344');
    expect(text).toContain('Ir. Rudi Hartono, M.T.');
    expect(text).toContain('NIDN 0099887766');
    expect(text).toContain('2021100077');
  });

  it('writes a score in the letter’s language: 84,58 in id, de, fr, pt and 84.58 in en', async () => {
    const input: LetterInput = {
      ...base,
      perihal: 'SKTMT',
      settings,
      facts: {
        jenis: 'sktmt',
        mahasiswa: 'Rina',
        nim: '2021100077',
        judul: 'Judul',
        prodi: 'Informatika',
        tanggalSidang: '2026-11-20',
        nilaiAkhir: '84.58',
        huruf: 'A',
        keputusan: 'lulus',
      },
    };
    const texts = await Promise.all((['id', 'de', 'fr', 'pt', 'en'] as const).map((l) => textOf(input, l)));
    expect(texts).toHaveLength(5);
    for (const text of texts.slice(0, 4)) {
      expect(text).toContain('84,58');
      expect(text).not.toContain('84.58');
    }
    expect(texts[4]).toContain('84.58');
    expect(texts[4]).not.toContain('84,58');
  });
});
