import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { pdfBytes, upload } from '../test/pengajuan';
import { rawRequest } from './raw-http';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const errorShape = {
  error: expect.objectContaining({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) }),
};

describe('bad input answers 4xx in the error shape, never 5xx', () => {
  let server: TestServer;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    server = await startTestServer({ liftRateLimits: true });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    student = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
  });
  afterAll(() => server?.close());

  const firstUuid = async (list: string) => {
    const res = await api<{ data: Array<{ uuid: string }> }>(server.baseUrl, 'GET', `${list}?perPage=1`, {
      token: admin,
    });
    return res.body.data[0]!.uuid;
  };

  it('refuses a NUL character in a JSON string, a JSON key, the query and the path with 400', async () => {
    const ruangan = await firstUuid('/master/ruangan');
    const cases = [
      api(server.baseUrl, 'POST', '/jwt/login', { body: { email: 'adm\u0000in', password: 'x' } }),
      api(server.baseUrl, 'POST', '/jwt/register', {
        body: { username: 'nul', email: 'nul@demo.ac.id', password: 'rahasia123', 'full\u0000Name': 'x' },
      }),
      api(server.baseUrl, 'PATCH', `/master/ruangan/${ruangan}`, { token: admin, body: { nama: 'R\u00001' } }),
      api(server.baseUrl, 'PATCH', '/account/biodata', { token: student, body: { nested: [{ a: ['\u0000'] }] } }),
      api(server.baseUrl, 'GET', '/pengguna?q=%00', { token: admin }),
      api(server.baseUrl, 'GET', '/master/ruangan?q=a%00b', { token: admin }),
      api(server.baseUrl, 'GET', `/master/ruangan/${ruangan}%00`, { token: admin }),
      api(server.baseUrl, 'GET', '/pengajuan-sidang?q=%00', { token: admin }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual(errorShape);
    }
  });

  it('answers an export with a NUL in its query at once with 400', async () => {
    const started = Date.now();
    const res = await api<ErrorBody>(server.baseUrl, 'GET', '/pengajuan-sidang/export.xlsx?q=%00', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses ids and cursors beyond a PostgreSQL integer with 400, and still finds none just below', async () => {
    for (const path of [
      '/pengguna/2147483648',
      '/pengguna/99999999999999999999',
      '/hak-akses/2147483648',
      '/events?after=2147483648',
      '/events?after=1e10',
      '/pengguna?page=2147483648',
      '/notifikasi?page=99999999999',
    ]) {
      const res = await api<ErrorBody>(server.baseUrl, 'GET', path, { token: admin });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toEqual(errorShape);
    }
    expect((await api(server.baseUrl, 'GET', '/pengguna/2147483647', { token: admin })).status).toBe(404);
    expect((await api(server.baseUrl, 'GET', '/events?after=2147483647', { token: admin })).status).toBe(200);
  });

  it('refuses an empty PATCH of a master row with 400 (jenis-berkas has no column to touch)', async () => {
    const jenis = await firstUuid('/master/jenis-berkas');
    for (const body of [{}, { notAField: 1 }]) {
      const res = await api<ErrorBody>(server.baseUrl, 'PATCH', `/master/jenis-berkas/${jenis}`, {
        token: admin,
        body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses JSON nested deeper than any form with 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await api<ErrorBody>(server.baseUrl, 'POST', '/jwt/login', { rawBody: `{"email":${deep}}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorShape);
  });

  it('answers headers over 16 KB with 431 and a JSON body in the error shape', async () => {
    const res = await rawRequest(
      server.port,
      ['GET /api/v1/health HTTP/1.1', 'Host: 127.0.0.1', `X-Big: ${'a'.repeat(20 * 1024)}`].join('\r\n'),
      [],
      'none',
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    // a broken request line gets the same shape
    const broken = await rawRequest(server.port, 'NOT HTTP AT ALL', [], 'none');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect((await api(server.baseUrl, 'GET', '/health')).status).toBe(200);
  });

  it('keeps a non-ASCII file name intact and downloads it with an ASCII fallback and filename*', async () => {
    const dosen = await api<{ data: Array<{ uuid: string }> }>(server.baseUrl, 'GET', '/master/dosen?perPage=2', {
      token: student,
    });
    const created = await api<{ uuid: string }>(server.baseUrl, 'POST', '/pengajuan-sidang', {
      token: student,
      body: { judul: 'Nama berkas Unicode', pembimbingIds: dosen.body.data.map((d) => d.uuid) },
    });
    expect(created.status).toBe(201);
    const name = "Skripsi – Ñandú 论文 (final) 'v2'.pdf";
    const base = `/pengajuan-sidang/${created.body.uuid}/berkas`;
    const up = await upload(server.baseUrl, student, base, { jenis: 'naskah' }, { bytes: pdfBytes(), filename: name });
    expect(up.status).toBe(201);
    expect(up.body.filename).toBe(name);
    const listed = await api<{ data: Array<{ uuid: string; filename: string }> }>(server.baseUrl, 'GET', base, {
      token: student,
    });
    expect(listed.body.data[0]!.filename).toBe(name);

    const res = await fetch(`${server.baseUrl}/api/v1${base}/${listed.body.data[0]!.uuid}`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition')!;
    const fallback = /filename="([^"]*)"/.exec(disposition)?.[1];
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback).toBe("Skripsi _ _and_ __ (final) 'v2'.pdf");
    const extended = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1];
    expect(extended).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(extended!)).toBe(name);
    await res.arrayBuffer();
  });
});
