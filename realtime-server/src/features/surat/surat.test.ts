import { createHash } from 'node:crypto';
import type { Page } from '@ujian/shared/paging';
import type { PublicSurat, SuratRow } from '@ujian/shared/surat';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { api } from '../../test/harness';
import { sidangDocs, usePengajuanServer } from '../pengajuan/pengajuan-suite';
import { formatNomor, issueSurat } from './issue-surat';

describe('letters', () => {
  const { state, call, createSidang, uploadAll } = usePengajuanServer();

  async function pdfOf(token: string, uuid: string) {
    const res = await fetch(`${state.server.baseUrl}/api/v1/surat/${uuid}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  it('formats numbers per the institution format', () => {
    expect(formatNomor('{seq:4}/UN99.F1/ST/{year}', 12, '2026-11-24')).toBe('0012/UN99.F1/ST/2026');
    expect(formatNomor('ND-{seq}/{roman}/{year}', 7, '2026-03-02')).toBe('ND-7/III/2026');
  });

  it('issues the surat tugas pembimbing when a pengajuan is verified: a PDF whose hash and public page match', async () => {
    const created = await createSidang('mahasiswa');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    expect(
      (await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'SUBMIT' })).status,
    ).toBe(200);
    expect(
      (await call('koordinator', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'VERIFY' })).status,
    ).toBe(200);

    const list = await call<Page<SuratRow>>('admin', 'GET', '/surat?jenis=surat-tugas-pembimbing');
    expect(list.status).toBe(200);
    const letter = list.body.data.find((s) => s.ref.pengajuanUuid === created.uuid);
    expect(letter).toMatchObject({ status: 'terbit', jenis: 'surat-tugas-pembimbing' });
    expect(letter?.nomor).toMatch(/^\d{4}\/UN99\.F1\/STP\/\d{4}$/);
    expect(letter?.penerima.length).toBeGreaterThan(0);

    const pdf = await pdfOf(state.who.admin.token, letter!.uuid);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(letter?.sha256);
    // the stored bytes are served again, unchanged
    expect((await pdfOf(state.who.admin.token, letter!.uuid)).bytes).toEqual(pdf.bytes);

    // the student sees no supervisor letter of theirs among staff letters, the koordinator of the prodi does
    expect((await call<Page<SuratRow>>('koordinator', 'GET', '/surat')).body.data.map((s) => s.uuid)).toContain(
      letter?.uuid,
    );
    expect((await call('mahasiswa2', 'GET', `/surat/${letter?.uuid}`)).status).toBe(404);

    const publicPage = await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${letter?.kode}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body).toMatchObject({ nomor: letter?.nomor, status: 'terbit', sha256: letter?.sha256 });
    expect((await api(state.server.baseUrl, 'GET', '/public/surat/ZZZZZZZZZZZZ')).status).toBe(404);
    expect((await api(state.server.baseUrl, 'GET', '/public/surat/bad%00code')).status).toBe(400);

    const revoked = await call<SuratRow>('admin', 'POST', `/surat/${letter?.uuid}/revoke`, {
      alasan: 'Salah penerima',
      version: letter?.version,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('dicabut');
    const stale = await call('admin', 'POST', `/surat/${letter?.uuid}/revoke`, {
      alasan: 'lagi',
      version: letter?.version,
    });
    expect(stale.status).toBe(409);
    expect((await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${letter?.kode}`)).body.status).toBe(
      'dicabut',
    );
    expect(
      (await call('koordinator', 'POST', `/surat/${letter?.uuid}/revoke`, { alasan: 'x', version: 2 })).status,
    ).toBe(403);
  });

  it('keeps settings with a version and issues a nota dinas on demand', async () => {
    const settings = await call<Record<string, unknown> & { version: number }>('admin', 'GET', '/pengaturan');
    expect(settings.status).toBe(200);
    const saved = await call<{ version: number; kota: string }>('admin', 'PUT', '/pengaturan', {
      ...settings.body,
      kota: 'Bandung',
    });
    expect(saved.body).toMatchObject({ kota: 'Bandung' });
    expect(saved.status).toBe(200);
    expect(saved.body.kota).toBe('Bandung');
    const stale = await call('admin', 'PUT', '/pengaturan', { ...settings.body, kota: 'Bogor' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { fields: { reason: 'STALE_VERSION' }, current: { kota: 'Bandung' } } });
    expect((await call('admin', 'PUT', '/pengaturan', { ...saved.body, pajakPersen: -3 })).status).toBe(400);
    expect((await call('koordinator', 'GET', '/pengaturan')).status).toBe(403);

    const preview = await call<{ sidang: unknown[] }>(
      'koordinator',
      'GET',
      '/surat/nota-dinas/preview?from=2026-01-01&to=2026-12-31',
    );
    expect(preview.status).toBe(200);
    expect(Array.isArray(preview.body.sidang)).toBe(true);
    const nota = await call<SuratRow>('koordinator', 'POST', '/surat/nota-dinas', {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(nota.status).toBe(201);
    expect(nota.body.jenis).toBe('nota-dinas');
    expect(
      (await call('mahasiswa', 'POST', '/surat/nota-dinas', { from: '2026-01-01', to: '2026-12-31' })).status,
    ).toBe(403);
    expect(
      (await call('koordinator', 'POST', '/surat/nota-dinas', { from: '2026-12-31', to: '2026-01-01' })).status,
    ).toBe(400);
  });
  it('numbers letters issued in parallel without gaps or twins (20 on PostgreSQL; the embedded database runs one transaction at a time)', async () => {
    const db = state.server.database.db;
    const parallel = process.env.TEST_DB === 'postgres' ? 20 : 5;
    const facts = { jenis: 'nota-dinas' as const, from: '2026-12-01', to: '2026-12-31', prodi: null, sidang: [] };
    const issued = await Promise.all(
      Array.from({ length: parallel }, () =>
        db.transaction((tx) =>
          issueSurat(
            tx as unknown as Db,
            { appUrl: 'http://portal.test', clock: { now: () => new Date() } },
            'nota-dinas',
            {
              facts,
              perihal: 'Uji penomoran',
              penerima: [],
              ref: {},
              dosenUuids: [],
              userIds: [],
              prodiUuid: null,
              createdBy: null,
            },
          ),
        ),
      ),
    );
    const seqs = issued.map((s) => s.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: parallel }, (_, i) => seqs[0]! + i));
    expect(new Set(issued.map((s) => s.nomor)).size).toBe(parallel);
  });
});
