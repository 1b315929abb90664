import type { Page } from '@ujian/shared/paging';
import type { PublicSurat, SuratRow } from '@ujian/shared/surat';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/harness';
import { sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';

describe('a revoked letter issued again', () => {
  const { state, call, createSidang, uploadAll } = usePengajuanServer();

  async function verifiedLetter(): Promise<SuratRow> {
    const created = await createSidang('mahasiswa');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    expect(
      (await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'SUBMIT' })).status,
    ).toBe(200);
    expect(
      (await call('koordinator', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, { event: 'VERIFY' })).status,
    ).toBe(200);
    const list = await call<Page<SuratRow>>('admin', 'GET', '/surat?jenis=surat-tugas-pembimbing');
    const letter = list.body.data.find((s) => s.ref.pengajuanUuid === created.uuid);
    expect(letter).toMatchObject({ status: 'terbit' });
    return letter!;
  }

  it('gets a new number and code, the same recipients; the revoked one names it and stays revoked', async () => {
    const letter = await verifiedLetter();
    // only a revoked letter is issued again
    const live = await call('admin', 'POST', `/surat/${letter.uuid}/reissue`, { version: letter.version });
    expect(live.status).toBe(409);
    expect(live.body).toMatchObject({ error: { fields: { reason: 'NOT_IN_STATE' } } });

    const revoked = await call<SuratRow>('admin', 'POST', `/surat/${letter.uuid}/revoke`, {
      alasan: 'Salah tanggal',
      version: letter.version,
    });
    expect(revoked.body.status).toBe('dicabut');

    // bad input, stale version, someone not allowed, unknown letter
    expect((await call('admin', 'POST', `/surat/${letter.uuid}/reissue`, { version: 'x' })).status).toBe(400);
    const stale = await call('admin', 'POST', `/surat/${letter.uuid}/reissue`, { version: letter.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: { fields: { reason: 'STALE_VERSION' }, current: { status: 'dicabut' } },
    });
    expect(
      (await call('koordinator', 'POST', `/surat/${letter.uuid}/reissue`, { version: revoked.body.version })).status,
    ).toBe(403);
    expect(
      (await call('admin', 'POST', '/surat/00000000-0000-4000-8000-000000000000/reissue', { version: 1 })).status,
    ).toBe(404);

    const again = await call<SuratRow>('admin', 'POST', `/surat/${letter.uuid}/reissue`, {
      version: revoked.body.version,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      jenis: letter.jenis,
      status: 'terbit',
      perihal: letter.perihal,
      penerima: letter.penerima,
      ref: letter.ref,
    });
    expect(again.body.uuid).not.toBe(letter.uuid);
    expect(again.body.nomor).not.toBe(letter.nomor);
    expect(again.body.kode).not.toBe(letter.kode);

    const old = await call<SuratRow>('admin', 'GET', `/surat/${letter.uuid}`);
    expect(old.body).toMatchObject({ status: 'dicabut', replacedBy: again.body.uuid });
    const publicNew = await api<PublicSurat>(state.server.baseUrl, 'GET', `/public/surat/${again.body.kode}`);
    expect(publicNew.body).toMatchObject({ nomor: again.body.nomor, status: 'terbit' });
    const pdf = await call('admin', 'GET', `/surat/${again.body.uuid}/pdf?lang=id`);
    expect(pdf.status).toBe(200);

    // once: the revoked letter was issued again already, and the new one is in force
    const twice = await call('admin', 'POST', `/surat/${letter.uuid}/reissue`, { version: old.body.version });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { fields: { reason: 'NOT_IN_STATE' } } });
  });
});
