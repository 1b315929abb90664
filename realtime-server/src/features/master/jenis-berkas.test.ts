import { describe, expect, it } from 'vitest';
import { type ErrorBody, sidangDocs, usePengajuanServer } from '../../test/pengajuan-suite';

type Row = {
  uuid: string;
  kind: string;
  kode: string;
  label: string;
  required: boolean;
  urutan: number;
  active: boolean;
};
type Page = { data: Row[]; total: number; page: number; perPage: number };

/** Document types as a master list (`/master/jenis-berkas`), over the pengajuan server so SUBMIT can be tried. */
const { call, createSidang, uploadAll } = usePengajuanServer();

describe('master jenis-berkas: the document types each kind of pengajuan takes', () => {
  it('lists the seeded types per kind in form order, searches, sorts and pages', async () => {
    const sidang = await call<Page>('admin', 'GET', '/master/jenis-berkas?kind=sidang');
    expect(sidang.status).toBe(200);
    expect(sidang.body).toMatchObject({ total: 3, page: 1, perPage: 10 });
    expect(sidang.body.data.map((r) => r.kode)).toEqual(sidangDocs);
    expect(sidang.body.data[0]).toMatchObject({ kind: 'sidang', label: 'Naskah tugas akhir', required: true });

    const search = await call<Page>('admin', 'GET', '/master/jenis-berkas?q=PUSTAKA');
    expect(search.body.data.map((r) => [r.kind, r.kode])).toEqual([['yudisium', 'bebas_pustaka']]);

    const sorted = await call<Page>('admin', 'GET', '/master/jenis-berkas?sortBy=kode-desc&perPage=2&page=2');
    expect(sorted.body).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect(sorted.body.data.map((r) => r.kode)).toEqual(['lembar_pengesahan', 'bukti_lulus_sidang']);

    expect((await call<ErrorBody>('admin', 'GET', '/master/jenis-berkas?kind=wisuda')).status).toBe(400);
  });

  it('creates, reads and updates a type; kind and code stay as created', async () => {
    const created = await call<Row>('admin', 'POST', '/master/jenis-berkas', {
      kind: 'yudisium',
      kode: 'sertifikat_toefl',
      label: 'Sertifikat TOEFL',
      urutan: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'yudisium', kode: 'sertifikat_toefl', required: true, active: true });
    const uuid = created.body.uuid;

    const patched = await call<Row>('admin', 'PATCH', `/master/jenis-berkas/${uuid}`, {
      label: 'Sertifikat TOEFL (min. 450)',
      required: false,
      urutan: 2,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ label: 'Sertifikat TOEFL (min. 450)', required: false, urutan: 2 });
    expect((await call<Row>('admin', 'GET', `/master/jenis-berkas/${uuid}`)).body.label).toBe(
      'Sertifikat TOEFL (min. 450)',
    );

    // documents store kind and code: changing them would orphan the uploads
    const rename = await call<ErrorBody>('admin', 'PATCH', `/master/jenis-berkas/${uuid}`, { kode: 'toefl' });
    expect(rename.status).toBe(400);
    expect(rename.body.error.fields).toHaveProperty('kode');
    const move = await call<ErrorBody>('admin', 'PATCH', `/master/jenis-berkas/${uuid}`, { kind: 'sidang' });
    expect(move.body.error.fields).toHaveProperty('kind');
  });

  it('validates kind, a lowercase snake_case code, the label and a whole-number order', async () => {
    const bad = await call<ErrorBody>('admin', 'POST', '/master/jenis-berkas', {
      kind: 'wisuda',
      kode: 'Bebas-Lab',
      label: ' ',
      urutan: 1.5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['kind', 'kode', 'label', 'urutan']);
    for (const kode of ['bebas__lab', '_lab', '1lab', 'lab_']) {
      const res = await call<ErrorBody>('admin', 'POST', '/master/jenis-berkas', { kind: 'sidang', kode, label: 'X' });
      expect(res.status, kode).toBe(400);
    }
  });

  it('keeps codes unique per kind: 409 naming the field; the same code of the other kind is fine', async () => {
    const dup = await call<ErrorBody>('admin', 'POST', '/master/jenis-berkas', {
      kind: 'sidang',
      kode: 'naskah',
      label: 'Naskah lagi',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A document type of this kind with this code already exists.',
      fields: { kode: 'A document type of this kind with this code already exists.' },
    });
    const other = await call<Row>('admin', 'POST', '/master/jenis-berkas', {
      kind: 'yudisium',
      kode: 'naskah',
      label: 'Naskah akhir',
      required: false,
    });
    expect(other.status).toBe(201);
    expect((await call('admin', 'DELETE', `/master/jenis-berkas/${other.body.uuid}`)).status).toBe(204);
  });

  it('lets koordinator read, not write; students neither', async () => {
    const list = await call<Page>('koordinator', 'GET', '/master/jenis-berkas');
    expect(list.status).toBe(200);
    const naskah = list.body.data.find((r) => r.kode === 'naskah')!;
    const body = { kind: 'sidang', kode: 'lain', label: 'Lain' };
    expect((await call<ErrorBody>('koordinator', 'POST', '/master/jenis-berkas', body)).status).toBe(403);
    expect((await call('koordinator', 'PATCH', `/master/jenis-berkas/${naskah.uuid}`, { label: 'x' })).status).toBe(
      403,
    );
    expect((await call('koordinator', 'DELETE', `/master/jenis-berkas/${naskah.uuid}`)).status).toBe(403);
    const student = await call<ErrorBody>('mahasiswa', 'GET', '/master/jenis-berkas');
    expect(student.status).toBe(403);
    expect(student.body.error.code).toBe('FORBIDDEN');
    expect((await call('mahasiswa', 'POST', '/master/jenis-berkas', body)).status).toBe(403);
  });

  it('enforces a new required sidang type on the next SUBMIT; a used type is deactivated, not deleted', async () => {
    const draft = await createSidang('mahasiswa');
    await uploadAll('mahasiswa', 'pengajuan-sidang', draft.uuid, sidangDocs);
    // read it once, as the form does: the types are now cached for reads
    const before = await call('mahasiswa', 'GET', `/pengajuan-sidang/${draft.uuid}`);
    expect(before.body.allowedEvents).toContain('SUBMIT');

    const added = await call<Row>('admin', 'POST', '/master/jenis-berkas', {
      kind: 'sidang',
      kode: 'surat_bebas_lab',
      label: 'Surat bebas laboratorium',
      required: true,
      urutan: 9,
    });
    expect(added.status).toBe(201);

    const refused = await call<ErrorBody>('mahasiswa', 'POST', `/pengajuan-sidang/${draft.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(refused.body.error.fields?.event).toBe('DOCUMENTS_MISSING');
    expect(refused.body.error.message).toContain('surat_bebas_lab');

    await uploadAll('mahasiswa', 'pengajuan-sidang', draft.uuid, ['surat_bebas_lab']);
    const submitted = await call('mahasiswa', 'POST', `/pengajuan-sidang/${draft.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('diajukan');

    // documents use it now: the framework's 409, and deactivating is the way to retire it
    const removed = await call<ErrorBody>('admin', 'DELETE', `/master/jenis-berkas/${added.body.uuid}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This document type is still used by 1 documents. Deactivate it instead of deleting it.',
    });
    const retired = await call<Row>('admin', 'PATCH', `/master/jenis-berkas/${added.body.uuid}`, { active: false });
    expect(retired.status).toBe(200);
    expect(retired.body.active).toBe(false);
    const inactive = await call<Page>('admin', 'GET', '/master/jenis-berkas?kind=sidang&active=false');
    expect(inactive.body.data.map((r) => r.kode)).toEqual(['surat_bebas_lab']);
  });
});
