import { type MasterName, masterNames } from '@ujian/shared/ability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoPasswords, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type Page = { data: Array<Record<string, unknown> & { uuid: string }>; total: number };
type Account = keyof typeof demoPasswords;
const accounts = Object.keys(demoPasswords) as Account[];

/**
 * Who may read which list, written out by hand from the seeded roles and CONTRACT.md (not derived
 * from the code under test): admin everything; every signed-in user the reference lists (pickers,
 * labels); koordinator also rooms, time slots, periods and document types; nobody else the external
 * schedule.
 */
const restrictedLists: Partial<Record<MasterName, Account[]>> = {
  ruangan: ['admin', 'koordinator'],
  'waktu-ujian': ['admin', 'koordinator'],
  'periode-ujian': ['admin', 'koordinator'],
  'jadwal-external-umum': ['admin'],
  'jenis-berkas': ['admin', 'koordinator'],
  'tarif-honorarium': ['admin'],
};
const mayRead = (name: MasterName, who: Account) => restrictedLists[name]?.includes(who) ?? true;
const fixedCodes = new Set<MasterName>(['status-hasil-sidang', 'status-jadwal-sidang', 'status-pengajuan-sidang']);

describe('master data permissions, every list x every demo account', () => {
  let server: TestServer;
  const tokens = {} as Record<Account, string>;
  const sampleUuid = {} as Record<MasterName, string>;
  let refs: { jenjang: string; prodi: string; dosen: string };

  beforeAll(async () => {
    server = await startTestServer();
    for (const who of accounts) tokens[who] = (await loginAsDemo(server.baseUrl, who)).accessToken;
    for (const name of masterNames) {
      const page = await api<Page>(server.baseUrl, 'GET', `/master/${name}?perPage=1`, { token: tokens.admin });
      expect(page.status, name).toBe(200);
      sampleUuid[name] = page.body.data[0]?.uuid ?? '00000000-0000-4000-8000-000000000000';
    }
    refs = { jenjang: sampleUuid.jenjang, prodi: sampleUuid.prodi, dosen: sampleUuid.dosen };
    // the demo seeds no external schedule: make one to read
    const holiday = await api<{ uuid: string }>(server.baseUrl, 'POST', '/master/jadwal-external-umum', {
      token: tokens.admin,
      body: {
        judul: 'Libur nasional',
        mulai: '2030-08-17T00:00:00+07:00',
        selesai: '2030-08-18T00:00:00+07:00',
        cakupan: 'semua',
      },
    });
    expect(holiday.status).toBe(201);
    sampleUuid['jadwal-external-umum'] = holiday.body.uuid;
  });
  afterAll(() => server.close());

  /** A valid new row for each list (unique per call). */
  let n = 0;
  function validBody(name: MasterName): Record<string, unknown> {
    n++;
    const labels = { id: `L${n}`, en: `L${n}`, de: `L${n}`, fr: `L${n}`, pt: `L${n}` };
    const bodies: Record<MasterName, Record<string, unknown>> = {
      dosen: { nidn: String(9900000000 + n), nama: `Dosen Uji ${n}`, prodiUuid: refs.prodi },
      jenjang: { kode: `J${n}`, nama: `Jenjang ${n}` },
      prodi: { kode: `P${n}`, nama: `Prodi ${n}`, jenjangUuid: refs.jenjang },
      peminatan: { kode: `PM${n}`, nama: `Peminatan ${n}`, prodiUuid: refs.prodi },
      program: { kode: `PR${n}`, nama: `Program ${n}` },
      ruangan: { kode: `R${n}`, nama: `Ruang ${n}`, kapasitas: 10 },
      'waktu-ujian': { nama: `Sesi uji ${n}`, mulai: '07:00', selesai: '08:00' },
      'periode-ujian': { nama: `Periode ${n}`, jenis: 'sidang', tanggalBuka: '2030-01-01', tanggalTutup: '2030-02-01' },
      'jadwal-external-umum': {
        judul: `Libur ${n}`,
        mulai: '2030-01-01T00:00:00+07:00',
        selesai: '2030-01-02T00:00:00+07:00',
        cakupan: 'dosen',
        dosenUuid: refs.dosen,
      },
      'status-hasil-sidang': { kode: `s${n}`, label: labels, warna: 'blue' },
      'status-jadwal-sidang': { kode: `s${n}`, label: labels, warna: 'blue' },
      'status-pengajuan-sidang': { kode: `s${n}`, label: labels, warna: 'blue' },
      'proses-persidangan': { urutan: 50 + n, nama: `Langkah ${n}`, label: labels },
      'jenis-berkas': { kind: 'yudisium', kode: `berkas_uji_${n}`, label: `Berkas uji ${n}`, required: false },
      'komponen-nilai': { kode: `k${n}`, nama: `Komponen ${n}`, bobot: 0, urutan: 50 + n, active: false },
      'skala-nilai': { huruf: `Z${n}`, nilaiMin: 1, lulus: false, active: false },
      // every peran of the demo jenjang has its active rate: a new one starts inactive
      'tarif-honorarium': { peran: 'penguji', jenjangUuid: refs.jenjang, jumlah: 1000 * n, active: false },
    };
    return bodies[name];
  }

  const cases = masterNames.flatMap((name) => accounts.map((who) => [name, who] as const));

  it.each(cases)('%s as %s: read per role, write only for admin', async (name, who) => {
    const token = tokens[who];
    const base = `/master/${name}`;
    const readStatus = mayRead(name, who) ? 200 : 403;
    const list = await api<Page>(server.baseUrl, 'GET', base, { token });
    expect(list.status).toBe(readStatus);
    if (readStatus === 200) expect(list.body).toMatchObject({ page: 1, perPage: 10, total: expect.any(Number) });
    else expect(list.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await api(server.baseUrl, 'GET', `${base}/${sampleUuid[name]}`, { token })).status).toBe(readStatus);

    if (who !== 'admin') {
      for (const [method, path] of [
        ['POST', base],
        ['PATCH', `${base}/${sampleUuid[name]}`],
        ['DELETE', `${base}/${sampleUuid[name]}`],
      ] as const) {
        const res = await api(server.baseUrl, method, path, { token, body: validBody(name) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      return;
    }

    // admin: create, read, update, delete (status codes are fixed: no create/delete)
    const created = await api<Record<string, unknown> & { uuid: string }>(server.baseUrl, 'POST', base, {
      token,
      body: validBody(name),
    });
    if (fixedCodes.has(name)) {
      expect(created.status).toBe(409);
      const patched = await api<Record<string, unknown>>(server.baseUrl, 'PATCH', `${base}/${sampleUuid[name]}`, {
        token,
        body: { warna: '#123456' },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.warna).toBe('#123456');
      expect((await api(server.baseUrl, 'DELETE', `${base}/${sampleUuid[name]}`, { token })).status).toBe(409);
      return;
    }
    expect(created.status).toBe(201);
    const uuid = created.body.uuid;
    expect((await api(server.baseUrl, 'GET', `${base}/${uuid}`, { token })).status).toBe(200);
    const patched = await api<Record<string, unknown>>(server.baseUrl, 'PATCH', `${base}/${uuid}`, {
      token,
      body: { active: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.active).toBe(false);
    expect((await api(server.baseUrl, 'DELETE', `${base}/${uuid}`, { token })).status).toBe(204);
    expect((await api(server.baseUrl, 'GET', `${base}/${uuid}`, { token })).status).toBe(404);
  });

  it('refuses anonymous callers on every list', async () => {
    for (const name of masterNames) {
      expect((await api(server.baseUrl, 'GET', `/master/${name}`)).status).toBe(401);
      expect((await api(server.baseUrl, 'POST', `/master/${name}`, { body: {} })).status).toBe(401);
    }
  });
});
