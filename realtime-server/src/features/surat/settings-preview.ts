import type { Pengaturan } from '@ujian/shared/surat';
import { jakartaDateOf } from '../../lib/jakarta-time';
import { formatNomor } from './issue-surat';
import { renderPdf } from './render-pdf';
import { letterDefinition, letterSettingsOf } from './templates';

/**
 * A sample surat tugas with these settings, as the settings form previews it and as a save checks it:
 * settings a letter cannot be made with are refused before they reach an issued letter.
 */
export function renderSettingsPreview(settings: Pengaturan, appUrl: string, now: Date): Promise<Uint8Array> {
  const tanggal = jakartaDateOf(now);
  return renderPdf(
    letterDefinition({
      nomor: formatNomor(settings.formatNomor['surat-tugas'], 1, tanggal),
      perihal: 'Contoh surat tugas penguji sidang',
      tanggal,
      kode: 'CONTOH',
      verifyUrl: `${appUrl.replace(/\/$/, '')}/verifikasi-surat/CONTOH`,
      settings: letterSettingsOf(settings),
      facts: {
        jenis: 'surat-tugas',
        mahasiswa: 'Budi Santoso',
        nim: '2021100001',
        judul: 'Contoh judul tugas akhir',
        prodi: 'Teknik Informatika',
        tanggalSidang: tanggal,
        waktu: '08.00–10.00 WIB',
        tempat: 'Ruang Sidang 1',
        komite: [
          { nama: 'Dr. Contoh Ketua, M.Kom.', peran: 'ketua', nip: '198001012005011001' },
          { nama: 'Dr. Contoh Penguji, M.T.', peran: 'penguji1', nidn: '0011223344' },
        ],
      },
    }),
  );
}
