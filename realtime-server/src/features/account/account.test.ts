import type { BiodataResponse } from '@ujian/shared/biodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Page<T> = { data: T[]; total: number; page: number; perPage: number };

describe('account check and biodata', () => {
  let server: TestServer;
  let mahasiswa: string;
  let mahasiswa2: string;
  beforeAll(async () => {
    server = await startTestServer();
    mahasiswa = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
    mahasiswa2 = (await loginAsDemo(server.baseUrl, 'mahasiswa2')).accessToken;
  });
  afterAll(() => server.close());

  const check = (token?: string) => api(server.baseUrl, 'GET', '/account/check', { token });

  it('tells complete from incomplete biodata at start-up', async () => {
    expect(await check(mahasiswa).then((r) => [r.status, r.body])).toEqual([
      200,
      { data: { success: true, biodata_complete: true } },
    ]);
    expect((await check(mahasiswa2)).body).toEqual({ data: { success: true, biodata_complete: false } });
    for (const staff of ['admin', 'koordinator', 'dosen1'] as const) {
      const token = (await loginAsDemo(server.baseUrl, staff)).accessToken;
      expect((await check(token)).body, staff).toEqual({ data: { success: true, biodata_complete: true } });
    }
  });

  it('answers 401 without a valid token', async () => {
    const res = await check();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    expect((await check('not.a.token')).status).toBe(401);
  });

  it('shows the biodata with what is missing', async () => {
    const full = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token: mahasiswa });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      fullName: 'Rizky Pratama',
      nomorInduk: '2101010001',
      prodiName: 'Informatika',
      complete: true,
      missing: [],
    });
    const partial = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token: mahasiswa2 });
    expect(partial.body).toMatchObject({ complete: false, missing: ['nomorInduk', 'prodiUuid', 'phone'] });
  });

  it('refuses an unknown prodi or a peminatan of another prodi per field, and keeps the old data', async () => {
    const unknown = await api<ErrorBody>(server.baseUrl, 'PUT', '/account/biodata', {
      token: mahasiswa2,
      body: {
        fullName: 'Putri',
        nomorInduk: '2101010002',
        phone: '081300000002',
        prodiUuid: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    expect(unknown.body.error.fields).toEqual({ prodiUuid: 'This study programme does not exist.' });

    const prodi = await api<Page<{ uuid: string; kode: string }>>(server.baseUrl, 'GET', '/master/prodi', {
      token: mahasiswa2,
    });
    const si = prodi.body.data.find((p) => p.kode === 'SI')!;
    const peminatan = await api<Page<{ uuid: string; kode: string }>>(
      server.baseUrl,
      'GET',
      '/master/peminatan?q=IF-RPL',
      {
        token: mahasiswa2,
      },
    );
    const wrong = await api<ErrorBody>(server.baseUrl, 'PUT', '/account/biodata', {
      token: mahasiswa2,
      body: { fullName: 'Putri', prodiUuid: si.uuid, peminatanUuid: peminatan.body.data[0]!.uuid },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.peminatanUuid).toMatch(/does not belong/);

    const invalid = await api<ErrorBody>(server.baseUrl, 'PUT', '/account/biodata', {
      token: mahasiswa2,
      body: { fullName: '', prodiUuid: 'nope' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields ?? {}).sort()).toEqual(['fullName', 'prodiUuid']);

    const after = await api<BiodataResponse>(server.baseUrl, 'GET', '/account/biodata', { token: mahasiswa2 });
    expect(after.body).toMatchObject({ fullName: 'Putri Ayu Lestari', prodiUuid: null, complete: false });
  });

  it('completing the biodata flips biodata_complete', async () => {
    const prodi = await api<Page<{ uuid: string; kode: string }>>(server.baseUrl, 'GET', '/master/prodi?q=Sistem', {
      token: mahasiswa2,
    });
    const si = prodi.body.data[0]!;
    const res = await api<BiodataResponse>(server.baseUrl, 'PUT', '/account/biodata', {
      token: mahasiswa2,
      body: { fullName: 'Putri Ayu Lestari', nomorInduk: '2102020002', phone: '081300000002', prodiUuid: si.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ complete: true, missing: [], prodiUuid: si.uuid, prodiName: 'Sistem Informasi' });
    expect((await check(mahasiswa2)).body).toEqual({ data: { success: true, biodata_complete: true } });
    // the koordinator of SI would now see this student's prodi in the rules' placeholder
    const session = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    expect(session.userData.fullName).toBe('Putri Ayu Lestari');
  });
});
