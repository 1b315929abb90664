import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type Page<T> = { data: T[]; total: number; page: number; perPage: number };
type DosenRow = { uuid: string; nidn: string; nama: string; namaLengkap: string };

describe('read-only master lists', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await loginAsDemo(server.baseUrl, 'mahasiswa')).accessToken;
  });
  afterAll(() => server.close());

  const list = <T>(path: string) => api<Page<T>>(server.baseUrl, 'GET', path, { token });

  it('pages the dosen list (10 by default) for any signed-in user', async () => {
    const first = await list<DosenRow>('/master/dosen');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 20, page: 1, perPage: 10 });
    expect(first.body.data).toHaveLength(10);
    const second = await list<DosenRow>('/master/dosen?page=2');
    expect(second.body.data).toHaveLength(10);
    const all = [...first.body.data, ...second.body.data].map((d) => d.uuid);
    expect(new Set(all).size).toBe(20);
    // sorted by name by default
    const names = first.body.data.map((d) => d.nama);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('searches by name or NIDN and sorts on request', async () => {
    const byName = await list<DosenRow>('/master/dosen?q=budi');
    expect(byName.body.total).toBe(1);
    expect(byName.body.data[0]).toMatchObject({ nidn: '0401018001', namaLengkap: 'Dr. Budi Santoso, M.Kom.' });
    const byNidn = await list<DosenRow>('/master/dosen?q=0401018001');
    expect(byNidn.body.data.map((d) => d.nama)).toEqual(['Budi Santoso']);
    // LIKE wildcards in q are literal
    expect((await list<DosenRow>('/master/dosen?q=%25')).body.total).toBe(0);
    const desc = await list<DosenRow>('/master/dosen?sortBy=nidn-desc&perPage=3');
    const nidns = desc.body.data.map((d) => d.nidn);
    expect(nidns).toEqual([...nidns].sort().reverse());
  });

  it('lists prodi and peminatan (filtered by prodi)', async () => {
    const prodi = await list<{ uuid: string; kode: string }>('/master/prodi');
    expect(prodi.body.total).toBe(4);
    const informatika = prodi.body.data.find((p) => p.kode === 'IF')!;
    const peminatan = await list<{ prodiUuid: string }>(`/master/peminatan?prodiUuid=${informatika.uuid}`);
    expect(peminatan.body.total).toBe(3);
    expect(peminatan.body.data).toHaveLength(3);
    expect(peminatan.body.data.every((p) => p.prodiUuid === informatika.uuid)).toBe(true);
    expect((await list('/master/peminatan?prodiUuid=nope')).status).toBe(400);
  });

  it('refuses bad paging and anonymous callers', async () => {
    const bad = await list('/master/dosen?perPage=1000');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { perPage: expect.any(String) } } });
    const anonymous = await api(server.baseUrl, 'GET', '/master/dosen');
    expect(anonymous.status).toBe(401);
  });
});
