import { createHash } from 'node:crypto';
import type { Page } from '@ujian/shared/paging';
import type { PublicSurat, SuratRow } from '@ujian/shared/surat';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { suratTerjemahan } from '../../db/schema/surat';
import { api } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import type { Who } from '../../test/pengajuan';
import { usePengajuanServer } from '../../test/pengajuan-suite';
import { issueSurat } from './issue-surat';
import { tanggalPanjang } from './templates';

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const germanMonths = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const indonesianMonths = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const written = (iso: string, months: string[], sep: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}${sep} ${months[(m as number) - 1]} ${y}`;
};

describe('letters in the reader’s language', () => {
  const { state, call } = usePengajuanServer();

  afterAll(async () => {
    if (state.who) await call('koordinator', 'PUT', '/account/preferences', { locale: null });
  });

  async function pdfOf(as: Who, uuid: string, query = '') {
    const res = await fetch(`${state.server.baseUrl}/api/v1/surat/${uuid}/pdf${query}`, {
      headers: { authorization: `Bearer ${state.who[as].token}` },
    });
    return {
      status: res.status,
      language: res.headers.get('content-language'),
      header: res.headers.get('x-content-sha256'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  it('writes dates out in each language', () => {
    expect(tanggalPanjang('2026-11-24', 'id')).toBe('24 November 2026');
    expect(tanggalPanjang('2026-11-24', 'en')).toBe('24 November 2026');
    expect(tanggalPanjang('2026-11-24', 'de')).toBe('24. November 2026');
    expect(tanggalPanjang('2026-11-24', 'fr')).toBe('24 novembre 2026');
    expect(tanggalPanjang('2026-11-24', 'pt')).toBe('24 de novembro de 2026');
  });

  it('gives a German reader a German translation whose hash the row names, and the Indonesian original on ?lang=id; a settings change reaches neither', async () => {
    expect((await call('koordinator', 'PUT', '/account/preferences', { locale: 'de' })).status).toBe(200);
    const before = await call<Record<string, unknown> & { version: number; institusi: string }>(
      'admin',
      'GET',
      '/pengaturan',
    );
    // the demo's sidang lie within days of today: a range around today lists them
    const day = 24 * 60 * 60 * 1000;
    const from = new Date(Date.now() - 60 * day).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 60 * day).toISOString().slice(0, 10);
    const issued = await call<SuratRow>('koordinator', 'POST', '/surat/nota-dinas', { from, to });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ locale: 'de' });
    expect(issued.body.sha256).not.toBe(issued.body.sha256Asli);
    const asliAtIssue = issued.body.sha256Asli;

    // the institution renames itself after the letter was issued
    const saved = await call('admin', 'PUT', '/pengaturan', {
      ...before.body,
      institusi: 'Institut Sesudah Terbit',
      kota: 'Surabaya',
    });
    expect(saved.status).toBe(200);

    const row = await call<SuratRow>('koordinator', 'GET', `/surat/${issued.body.uuid}`);
    expect(row.body).toMatchObject({ locale: 'de', sha256: issued.body.sha256, sha256Asli: asliAtIssue });
    const listed = await call<Page<SuratRow>>('koordinator', 'GET', '/surat?jenis=nota-dinas&perPage=100');
    expect(listed.body.data.find((s) => s.uuid === issued.body.uuid)).toMatchObject({
      locale: 'de',
      sha256: issued.body.sha256,
    });

    const german = await pdfOf('koordinator', issued.body.uuid);
    expect(german).toMatchObject({ status: 200, language: 'de', header: row.body.sha256 });
    expect(hash(german.bytes)).toBe(row.body.sha256);
    expect((await pdfOf('koordinator', issued.body.uuid)).bytes).toEqual(german.bytes);
    const text = pdfText(german.bytes);
    expect(text).toContain('DIENSTLICHE MITTEILUNG');
    expect(text).toContain('ÜBERSETZUNG');
    expect(text).toContain(`Prüfcode ${issued.body.kode}`);
    expect(text).toContain(written(from, germanMonths, '.'));
    expect(text).toContain(written(issued.body.tanggal, germanMonths, '.'));
    expect(text).toContain(before.body.institusi.toUpperCase());
    expect(text).not.toContain('SESUDAH');

    const original = await pdfOf('koordinator', issued.body.uuid, '?lang=id');
    expect(original).toMatchObject({ status: 200, language: 'id', header: asliAtIssue });
    expect(hash(original.bytes)).toBe(asliAtIssue);
    const originalText = pdfText(original.bytes);
    expect(originalText).toContain('NOTA DINAS');
    expect(originalText).toContain(written(issued.body.tanggal, indonesianMonths, ''));
    expect(originalText).not.toContain('ÜBERSETZUNG');
    expect(originalText).not.toContain('SESUDAH');

    // a reader without a language gets the original
    const admin = await call<SuratRow>('admin', 'GET', `/surat/${issued.body.uuid}`);
    expect(admin.body).toMatchObject({ locale: 'id', sha256: asliAtIssue, sha256Asli: asliAtIssue });
    expect(hash((await pdfOf('admin', issued.body.uuid)).bytes)).toBe(asliAtIssue);
    expect(hash((await pdfOf('admin', issued.body.uuid, '?lang=de')).bytes)).toBe(row.body.sha256);

    expect((await pdfOf('koordinator', issued.body.uuid, '?lang=xx')).status).toBe(400);
    expect((await pdfOf('mahasiswa', issued.body.uuid, '?lang=de')).status).toBe(404);

    const publicPage = await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${issued.body.kode}`);
    expect(publicPage.body).toMatchObject({ sha256: asliAtIssue, sha256Terjemahan: { de: row.body.sha256 } });
    expect(Object.keys(publicPage.body.sha256Terjemahan)).toEqual(['de']);
  });

  it('stores one rendering when the first requests for a language come at once', async () => {
    const db = state.server.database.db;
    const letter = await db.transaction((tx) =>
      issueSurat(tx as unknown as Db, { appUrl: 'http://portal.test', clock: { now: () => new Date() } }, 'sktmt', {
        facts: {
          jenis: 'sktmt',
          mahasiswa: 'Ana Lima',
          nim: '2021100099',
          judul: 'Tradução automática',
          prodi: 'Teknik Informatika',
          tanggalSidang: '2026-11-24',
          nilaiAkhir: '86.50',
          huruf: 'A',
          keputusan: 'lulus_revisi',
        },
        perihal: 'Keterangan telah menempuh sidang tugas akhir Ana Lima',
        penerima: [{ nama: 'Ana Lima', peran: 'mahasiswa' }],
        ref: {},
        dosenUuids: [],
        userIds: [state.who.mahasiswa.id],
        prodiUuid: null,
        createdBy: null,
      }),
    );
    const pdfs = await Promise.all(Array.from({ length: 4 }, () => pdfOf('mahasiswa', letter.uuid, '?lang=pt')));
    expect(pdfs.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    for (const p of pdfs) expect(p.bytes).toEqual(pdfs[0]?.bytes);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(suratTerjemahan)
      .where(and(eq(suratTerjemahan.suratUuid, letter.uuid), eq(suratTerjemahan.locale, 'pt')));
    expect(Number(count?.n)).toBe(1);
    const text = pdfText(pdfs[0]?.bytes ?? new Uint8Array());
    expect(text).toContain('24 de novembro de 2026');
    expect(text).toContain('APROVADO COM REVISÕES');
    expect(text).toContain('Declaração de defesa do trabalho de conclusão de Ana Lima');

    const publicPage = await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${letter.kode}`);
    expect(publicPage.body.sha256Terjemahan).toEqual({ pt: hash(pdfs[0]?.bytes ?? new Uint8Array()) });
    expect(publicPage.body.sha256).toBe(letter.sha256);
  });
});
