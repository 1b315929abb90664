import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoPasswords, loginAs, startTestServer, type TestServer } from '../test/harness';
import { pdfBytes, upload } from '../test/pengajuan';
import { fuzzApi, type KnownValues, listRoutes, type Who } from './fuzz-core';

/** Runs per route and the budget: every route gets 2 runs, up to 6 while 35 s last (a CI minute in all). */
const MIN_RUNS_PER_ROUTE = 2;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 6);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 35_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

describe('fuzzing every API route', () => {
  let server: TestServer;
  const known: KnownValues = { uuids: [], ids: ['1'] };

  const signIn = async (): Promise<Record<Who, string>> => ({
    admin: (await loginAs(server.baseUrl, 'admin', demoPasswords.admin)).accessToken,
    student: (await loginAs(server.baseUrl, 'mahasiswa', demoPasswords.mahasiswa)).accessToken,
    none: '',
  });

  beforeAll(async () => {
    server = await startTestServer({ liftRateLimits: true });
    // real rows for params, so some generated requests get past the 404s
    const tokens = await signIn();
    const admin = await loginAs(server.baseUrl, 'admin', demoPasswords.admin);
    const student = await loginAs(server.baseUrl, 'mahasiswa', demoPasswords.mahasiswa);
    known.ids.push(String(admin.userData.id), String(student.userData.id));
    for (const list of ['/master/dosen', '/master/ruangan', '/master/jenis-berkas', '/master/prodi']) {
      const res = await api<{ data: Array<{ uuid: string }> }>(server.baseUrl, 'GET', `${list}?perPage=2`, {
        token: tokens.admin,
      });
      known.uuids.push(...(res.body.data ?? []).map((row) => row.uuid));
    }
    const created = await api<{ uuid: string }>(server.baseUrl, 'POST', '/pengajuan-sidang', {
      token: tokens.student,
      body: { judul: 'Fuzz', pembimbingIds: known.uuids.slice(0, 2) },
    });
    known.uuids.push(created.body.uuid);
    const doc = await upload(
      server.baseUrl,
      tokens.student,
      `/pengajuan-sidang/${created.body.uuid}/berkas`,
      { jenis: 'naskah' },
      { bytes: pdfBytes(), filename: 'naskah.pdf' },
    );
    known.uuids.push(String(doc.body.uuid));
  });
  afterAll(() => server?.close());

  it('reads the route list from the router: every feature is in it', () => {
    const routes = listRoutes(server.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const route of [
      'POST /api/v1/jwt/login',
      'GET /api/v1/pengguna/:id',
      'GET /api/v1/hak-akses/:id',
      'GET /api/v1/events',
      'POST /api/v1/account/photo',
      'POST /api/v1/sync-dosen/preview',
      'GET /api/v1/pengajuan-sidang/export.xlsx',
      'POST /api/v1/pengajuan-sidang/:uuid/berkas',
    ])
      expect(routes).toContain(route);
  });

  it(
    'answers generated input on every route without a 5xx or a stack trace, 4xx in the error shape, and keeps serving',
    async () => {
      const routes = listRoutes(server.app);
      const { findings, routesDone } = await fuzzApi({
        baseUrl: server.baseUrl,
        routes,
        known,
        signIn,
        seed: SEED,
        minRunsPerRoute: MIN_RUNS_PER_ROUTE,
        runsPerRoute: RUNS_PER_ROUTE,
        timeLimitMs: TIME_LIMIT_MS,
      });
      expect(findings, JSON.stringify(findings, null, 2).slice(0, 4000)).toEqual([]);
      expect(routesDone).toBe(routes.length);
      expect((await api(server.baseUrl, 'GET', '/health')).status).toBe(200);
    },
    TIME_LIMIT_MS + 60_000,
  );
});
