import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDateOf } from '../../lib/jakarta-time';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { openPeriodes } from './open-periodes';

type Row = Record<string, unknown> & { uuid: string };
type Page = { data: Row[]; total: number; page: number; perPage: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type AuditPage = { data: Array<{ action: string; actorName: string; before: Row | null; after: Row | null }> };

describe('master data: validation, uniqueness, refused deletes, audit', () => {
  let server: TestServer;
  let admin: string;
  let student: string;
  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    api<T>(server.baseUrl, method, path, { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    student = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
  });
  afterAll(() => server.close());

  it('answers 400 with a message per invalid field', async () => {
    const res = await call<ErrorBody>('POST', '/master/prodi', { nama: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['jenjangUuid', 'kode', 'nama']);

    const slot = await call<ErrorBody>('POST', '/master/waktu-ujian', { nama: 'X', mulai: '10:00', selesai: '09:00' });
    expect(slot.status).toBe(400);
    expect(slot.body.error.fields).toEqual({ selesai: 'The end time must be after the start.' });

    const scope = await call<ErrorBody>('POST', '/master/jadwal-external-umum', {
      judul: 'Cuti',
      mulai: '2030-01-01T08:00:00+07:00',
      selesai: '2030-01-01T10:00:00+07:00',
      cakupan: 'dosen',
    });
    expect(scope.body.error.fields).toEqual({ dosenUuid: 'Please choose the lecturer this applies to.' });

    const parent = await call<ErrorBody>('POST', '/master/prodi', {
      kode: 'NEW',
      nama: 'Baru',
      jenjangUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(parent.status).toBe(400);
    expect(parent.body.error.fields).toEqual({ jenjangUuid: 'This degree level does not exist.' });

    // an update is checked on the merged row: closing before the stored opening date
    const periode = (await call<Page>('GET', '/master/periode-ujian?jenis=sidang')).body.data[0]!;
    const bad = await call<ErrorBody>('PATCH', `/master/periode-ujian/${periode.uuid}`, { tanggalTutup: '2000-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('tanggalTutup');
  });

  it('answers 409 naming the field for a taken code, on create and on update', async () => {
    const jenjang = (await call<Page>('GET', '/master/jenjang')).body.data;
    const s1 = jenjang.find((j) => j.kode === 'S1')!;
    const dup = await call<ErrorBody>('POST', '/master/jenjang', { kode: 'S1', nama: 'Lagi' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A degree level with this code already exists.',
      fields: { kode: 'A degree level with this code already exists.', reason: 'DUPLICATE' },
    });
    const s2 = jenjang.find((j) => j.kode === 'S2')!;
    const rename = await call<ErrorBody>('PATCH', `/master/jenjang/${s2.uuid}`, { kode: 'S1' });
    expect(rename.status).toBe(409);
    // its own code is not a conflict
    expect((await call('PATCH', `/master/jenjang/${s1.uuid}`, { kode: 'S1', nama: 'Sarjana' })).status).toBe(200);
    const nidn = await call<ErrorBody>('POST', '/master/dosen', { nidn: '0401018001', nama: 'Kembar' });
    expect(nidn.body.error.fields).toEqual({ nidn: 'A lecturer with this NIDN already exists.', reason: 'DUPLICATE' });
  });

  it('refuses to delete a row others use, saying by what, and suggests deactivating', async () => {
    const s1 = (await call<Page>('GET', '/master/jenjang?q=S1')).body.data[0]!;
    const res = await call<ErrorBody>('DELETE', `/master/jenjang/${s1.uuid}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This degree level is still used by 3 study programmes. Deactivate it instead of deleting it.',
    );
    // the reason and its users in codes the client translates (docs/CONTRACT-additions.md)
    expect(res.body.error.fields).toEqual({ reason: 'IN_USE', usedBy: 'prodi:3' });
    const informatika = (await call<Page>('GET', '/master/prodi?q=Informatika&sortBy=kode')).body.data.find(
      (p) => p.kode === 'IF',
    )!;
    const prodi = await call<ErrorBody>('DELETE', `/master/prodi/${informatika.uuid}`);
    expect(prodi.status).toBe(409);
    expect(prodi.body.error.message).toMatch(/still used by 3 specialisations, 6 lecturers, \d+ users\./);
    expect(prodi.body.error.fields?.usedBy).toMatch(/^peminatan:3,dosen:6,users:\d+$/);
    // still there
    expect((await call('GET', `/master/prodi/${informatika.uuid}`)).status).toBe(200);
  });

  it('writes one audit row per change, with who, before and after', async () => {
    const created = await call<Row>('POST', '/master/ruangan', { kode: 'R-999', nama: 'Ruang Uji', kapasitas: 8 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kode: 'R-999', kapasitas: 8, onlineAllowed: false, active: true });
    await call('PATCH', `/master/ruangan/${created.body.uuid}`, { kapasitas: 12 });
    await call('DELETE', `/master/ruangan/${created.body.uuid}`);
    const trail = await call<AuditPage>('GET', `/audit?entity=ruangan&entityId=${created.body.uuid}`);
    expect(trail.status).toBe(200);
    expect(trail.body.data.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, first] = trail.body.data;
    expect(first).toMatchObject({ actorName: 'Administrator Fakultas', before: null, after: { kapasitas: 8 } });
    expect(updated).toMatchObject({ before: { kapasitas: 8 }, after: { kapasitas: 12 } });
    expect(deleted).toMatchObject({ before: { kode: 'R-999' }, after: null });
    // a refused change leaves no trail
    const before = (await call<AuditPage>('GET', '/audit?entity=jenjang')).body.data.length;
    await call('POST', '/master/jenjang', { kode: 'S1', nama: 'dup' });
    expect((await call<AuditPage>('GET', '/audit?entity=jenjang')).body.data.length).toBe(before);
    // the trail is for those who may change the entity
    expect((await call('GET', '/audit?entity=ruangan', undefined, student)).status).toBe(403);
  });

  it('keeps status codes fixed: labels and colours only', async () => {
    const draft = (await call<Page>('GET', '/master/status-pengajuan-sidang?q=draft')).body.data[0]!;
    const rename = await call<ErrorBody>('PATCH', `/master/status-pengajuan-sidang/${draft.uuid}`, { kode: 'konsep' });
    expect(rename.status).toBe(400);
    expect(rename.body.error.fields).toHaveProperty('kode');
    const partial = await call<ErrorBody>('PATCH', `/master/status-pengajuan-sidang/${draft.uuid}`, {
      label: { id: 'Konsep', en: 'Draft' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toHaveProperty('label.de');
    const label = { id: 'Konsep', en: 'Draft', de: 'Entwurf', fr: 'Brouillon', pt: 'Rascunho' };
    const ok = await call<Row>('PATCH', `/master/status-pengajuan-sidang/${draft.uuid}`, { label, kode: 'draft' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ kode: 'draft', label });
    expect(
      (await call<ErrorBody>('POST', '/master/status-pengajuan-sidang', { kode: 'x', label, warna: 'red' })).body,
    ).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('shows related names, filters, and hides inactive rows from those who only pick from the list', async () => {
    const prodi = (await call<Page>('GET', '/master/prodi?sortBy=kode')).body.data;
    expect(prodi.find((p) => p.kode === 'IF')).toMatchObject({ jenjangKode: 'S1', jenjangNama: 'Sarjana' });
    const peminatan = (await call<Page>('GET', '/master/peminatan?q=IF-RPL')).body.data[0];
    expect(peminatan).toMatchObject({ prodiNama: 'Informatika' });
    const yudisium = await call<Page>('GET', '/master/periode-ujian?jenis=yudisium');
    expect(yudisium.body.total).toBe(1);
    expect((await call<ErrorBody>('GET', '/master/periode-ujian?jenis=lainnya')).status).toBe(400);

    const program = (await call<Page>('GET', '/master/program?q=karyawan')).body.data[0]!;
    await call('PATCH', `/master/program/${program.uuid}`, { active: false });
    expect((await call<Page>('GET', '/master/program?active=false')).body.data.map((p) => p.uuid)).toEqual([
      program.uuid,
    ]);
    const forStudent = await call<Page>('GET', '/master/program?active=false', undefined, student);
    expect(forStudent.body.data.map((p) => p.uuid)).not.toContain(program.uuid);
    expect((await call('GET', `/master/program/${program.uuid}`, undefined, student)).status).toBe(404);
    expect((await call('GET', '/master/program/not-a-uuid')).status).toBe(404);
  });

  it('openPeriodes: the active periods of a kind open on a day', async () => {
    const today = new Date();
    const open = (await openPeriodes(server.db, today, 'sidang'))[0];
    expect(open?.jenis).toBe('sidang');
    expect((await openPeriodes(server.db, '2000-01-01', 'sidang'))[0]).toBeUndefined();
    expect(open!.tanggalBuka <= jakartaDateOf(today)).toBe(true);
    // closing day included, the next day not
    expect((await openPeriodes(server.db, open!.tanggalTutup, 'sidang'))[0]?.uuid).toBe(open!.uuid);
    const after = new Date(`${open!.tanggalTutup}T12:00:00+07:00`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect((await openPeriodes(server.db, after, 'sidang'))[0]).toBeUndefined();
    // a deactivated period is closed
    await call('PATCH', `/master/periode-ujian/${open!.uuid}`, { active: false });
    expect((await openPeriodes(server.db, today, 'sidang'))[0]).toBeUndefined();
    await call('PATCH', `/master/periode-ujian/${open!.uuid}`, { active: true });
  });
});
