import { masterNames } from '@ujian/shared/ability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type Row = Record<string, unknown> & { uuid: string; version: number; active: boolean };
type Page = { data: Row[]; total: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; current?: Row } };

describe('master rows: version and stale edits; numeric ranges', () => {
  let server: TestServer;
  let admin: string;
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server.baseUrl, method, path, { token: admin, body });

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server.close());

  it('every list: rows carry version; a PATCH with the version read bumps it, a stale one is 409 with the row now', async () => {
    let tested = 0;
    for (const name of masterNames) {
      const list = await call<Page>('GET', `/master/${name}?perPage=1`);
      expect(list.status, name).toBe(200);
      const row = list.body.data[0];
      if (!row) continue;
      expect(row.version, name).toEqual(expect.any(Number));
      const saved = await call<Row>('PATCH', `/master/${name}/${row.uuid}`, {
        active: row.active,
        version: row.version,
      });
      expect(saved.status, name).toBe(200);
      expect(saved.body.version, name).toBe(row.version + 1);
      const stale = await call<ErrorBody>('PATCH', `/master/${name}/${row.uuid}`, {
        active: !row.active,
        version: row.version,
      });
      expect(stale.status, name).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect(stale.body.error.fields?.reason, name).toBe('STALE_VERSION');
      expect(stale.body.error.current, name).toMatchObject({
        uuid: row.uuid,
        version: row.version + 1,
        active: row.active,
      });
      // nothing was overwritten
      expect((await call<Row>('GET', `/master/${name}/${row.uuid}`)).body.active, name).toBe(row.active);
      tested++;
    }
    expect(tested).toBeGreaterThanOrEqual(12);
  });

  it('two saves of the same version at once: one wins, the other is told', async () => {
    const list = await call<Page>('GET', '/master/ruangan?perPage=1');
    const row = list.body.data[0]!;
    const [a, b] = await Promise.all([
      call<Row>('PATCH', `/master/ruangan/${row.uuid}`, { nama: 'Ruang A', version: row.version }),
      call<Row>('PATCH', `/master/ruangan/${row.uuid}`, { nama: 'Ruang B', version: row.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('a PATCH without version still saves (older integrations)', async () => {
    const row = (await call<Page>('GET', '/master/program?perPage=1')).body.data[0]!;
    const saved = await call<Row>('PATCH', `/master/program/${row.uuid}`, { nama: 'Reguler Pagi' });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(row.version + 1);
  });

  it('refuses numbers out of range with 400 and a field message, on create and on update', async () => {
    const base = { kode: 'R-NEG', nama: 'Ruang negatif' };
    for (const kapasitas of [-5, 0, 10001, 2.5]) {
      const res = await call<ErrorBody>('POST', '/master/ruangan', { ...base, kapasitas });
      expect(res.status, String(kapasitas)).toBe(400);
      expect(res.body.error.fields?.kapasitas, String(kapasitas)).toBeDefined();
    }
    const room = (await call<Page>('GET', '/master/ruangan?perPage=1')).body.data[0]!;
    const patched = await call<ErrorBody>('PATCH', `/master/ruangan/${room.uuid}`, { kapasitas: -5 });
    expect(patched.status).toBe(400);
    expect(patched.body.error.fields?.kapasitas).toBe('Capacity must be at least 1.');
    expect((await call<Row>('GET', `/master/ruangan/${room.uuid}`)).body.kapasitas).toBe(room.kapasitas);

    const cases: Array<[string, string, number]> = [
      ['status-pengajuan-sidang', 'urutan', -1],
      ['status-pengajuan-sidang', 'urutan', 1001],
      ['proses-persidangan', 'urutan', 0],
      ['proses-persidangan', 'urutan', 5000],
      ['jenis-berkas', 'urutan', -1],
    ];
    for (const [name, field, value] of cases) {
      const row = (await call<Page>('GET', `/master/${name}?perPage=1`)).body.data[0]!;
      const res = await call<ErrorBody>('PATCH', `/master/${name}/${row.uuid}`, { [field]: value });
      expect(res.status, `${name} ${value}`).toBe(400);
      expect(res.body.error.fields?.[field], `${name} ${value}`).toBeDefined();
    }
  });
});
