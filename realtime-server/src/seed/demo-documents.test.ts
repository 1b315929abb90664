import type { Page } from '@ujian/shared/paging';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { describe, expect, it } from 'vitest';
import { usePengajuanServer } from '../test/pengajuan-suite';
import { demoPdf } from './demo-documents';

describe('demo documents', () => {
  it('builds a PDF whose cross-reference table points at its objects', () => {
    const pdf = demoPdf('Naskah tugas akhir').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Contoh dokumen demo: Naskah tugas akhir)');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries()) expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });

  describe('the finished demo sidang (seeded with a storage, as main.ts does)', () => {
    const { state, call } = usePengajuanServer();

    it('has its three documents, downloadable by its student as PDFs', async () => {
      const list = await call<Page<Pengajuan>>('mahasiswa3', 'GET', '/pengajuan-sidang?status=selesai');
      const [finished] = list.body.data;
      expect(finished?.requiredDocuments).toHaveLength(3);
      expect(finished?.requiredDocuments.every((d) => d.uploaded)).toBe(true);
      expect(finished?.berkas.map((b) => b.jenis).sort()).toEqual(['lembar_pengesahan', 'naskah', 'transkrip']);
      for (const file of finished?.berkas ?? []) {
        const res = await fetch(
          `${state.server.baseUrl}/api/v1/pengajuan-sidang/${finished?.uuid}/berkas/${file.uuid}`,
          { headers: { authorization: `Bearer ${state.who.mahasiswa3.token}` } },
        );
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.length).toBe(file.size);
      }
    });
  });
});
