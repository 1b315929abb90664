import { createHash } from 'node:crypto';
import type { Page } from '@ujian/shared/paging';
import { defaultKepalaAkademik, type Pengaturan, type PublicSurat, type SuratRow } from '@ujian/shared/surat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { suratCounter } from '../../db/schema/surat';
import { api } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';
import { formatNomor, issueSurat } from './issue-surat';

function aroundToday() {
  // the demo's sidang lie within days of today
  const day = 24 * 60 * 60 * 1000;
  return {
    from: new Date(Date.now() - 60 * day).toISOString().slice(0, 10),
    to: new Date(Date.now() + 60 * day).toISOString().slice(0, 10),
  };
}

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
    expect(formatNomor('ND-{seq}/{romawi}/{year}', 7, '2026-03-02')).toBe('ND-7/III/2026');
    expect(formatNomor('{seq:3}/{month}/{year}', 7, '2026-03-02')).toBe('007/03/2026');
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

  it('keeps settings with a version', async () => {
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
  });

  it('issues a nota dinas from the academic office to the dean, signed by the head of the academic office', async () => {
    const { from, to } = aroundToday();
    const preview = await call<{ sidang: unknown[] }>(
      'koordinator',
      'GET',
      `/surat/nota-dinas/preview?from=${from}&to=${to}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.sidang.length).toBeGreaterThan(0);
    const nota = await call<SuratRow>('koordinator', 'POST', '/surat/nota-dinas', { from, to });
    expect(nota.status).toBe(201);
    expect(nota.body.jenis).toBe('nota-dinas');
    const settings = await call<Pengaturan>('admin', 'GET', '/pengaturan');
    const kepala = settings.body.kepalaAkademik ?? defaultKepalaAkademik;
    const text = pdfText((await pdfOf(state.who.admin.token, nota.body.uuid)).bytes);
    expect(text).toContain(`Kepada : Yth. ${settings.body.penandatangan.jabatan} ${settings.body.unit}`);
    expect(text).toContain(`Dari : ${kepala.jabatan} ${settings.body.unit}`);
    // signed by the head of the academic office, not by the dean it is addressed to
    expect(text).toContain(kepala.nama);
    expect(text).toContain(`NIP ${kepala.nip}`);
    expect(text).not.toContain(settings.body.penandatangan.nama);
    expect((await call('mahasiswa', 'POST', '/surat/nota-dinas', { from, to })).status).toBe(403);
  });

  it('refuses a nota dinas for a bad range or prodi (400 with fields) and an empty one (409 EMPTY, no number used)', async () => {
    const db = state.server.database.db;
    const counters = () =>
      db.select().from(suratCounter).where(eq(suratCounter.jenis, 'nota-dinas')).orderBy(suratCounter.tahun);
    // none of the refusals below uses a number (nor opens a counter for year 9999)
    const before = await counters();
    const refused = async (as: 'admin' | 'koordinator', body: Record<string, unknown>) => {
      const res = await call<{ error: { code: string; fields?: Record<string, string> } }>(
        as,
        'POST',
        '/surat/nota-dinas',
        body,
      );
      return { status: res.status, fields: res.body.error?.fields ?? {} };
    };
    expect(await refused('koordinator', { from: '2026-12-31', to: '2026-01-01' })).toMatchObject({
      status: 400,
      fields: { to: expect.any(String) },
    });
    expect(await refused('admin', { from: '2025-01-01', to: '2026-01-03' })).toMatchObject({
      status: 400,
      fields: { to: expect.any(String) },
    });
    // 366 days (a leap year) is allowed in the schema; it is empty in 1996, so the refusal is the 409
    expect((await refused('admin', { from: '1996-01-01', to: '1996-12-31' })).status).toBe(409);
    expect(await refused('admin', { from: '9999-01-01', to: '9999-01-31' })).toMatchObject({
      status: 400,
      fields: { from: expect.any(String), to: expect.any(String) },
    });
    expect(await refused('admin', { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      status: 400,
      fields: { from: expect.any(String) },
    });
    const { from, to } = aroundToday();
    expect(await refused('admin', { from, to, prodiUuid: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 400,
      fields: { prodiUuid: expect.any(String) },
    });

    const empty = await call<{ error: { fields: { reason: string }; message: string } }>(
      'admin',
      'POST',
      '/surat/nota-dinas',
      { from: '1990-01-01', to: '1990-01-31' },
    );
    expect(empty.status).toBe(409);
    expect(empty.body.error.fields.reason).toBe('EMPTY');
    expect(await counters()).toEqual(before);
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
