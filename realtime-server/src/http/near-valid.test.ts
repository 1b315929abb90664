import { eventsQuerySchema } from '@ujian/shared/events-page';
import {
  finalizeBodySchema,
  hasilListQuerySchema,
  nilaiBodySchema,
  perubahanCreateSchema,
  perubahanListQuerySchema,
} from '@ujian/shared/hasil';
import {
  availabilityQuerySchema,
  checkJadwalSchema,
  createJadwalSchema,
  jadwalListQuerySchema,
  jadwalTransitionSchema,
  patchJadwalSchema,
  rekapJadwalQuerySchema,
} from '@ujian/shared/jadwal';
import { autoRunRequestSchema } from '@ujian/shared/jadwal-auto';
import {
  jadwalExternalUmumFields,
  komponenNilaiFields,
  periodeUjianFields,
  tarifHonorariumFields,
  waktuUjianFields,
} from '@ujian/shared/master';
import { listQuerySchema } from '@ujian/shared/paging';
import { payrollLinesQuerySchema, payrollQuerySchema } from '@ujian/shared/payroll';
import { pengajuanListQuerySchema } from '@ujian/shared/pengajuan';
import { notaDinasSchema, revokeSuratSchema, suratListQuerySchema } from '@ujian/shared/surat';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoPasswords, loginAs, startTestServer, type TestServer } from '../test/harness';
import {
  bodyWith,
  type FuzzResult,
  listRoutes,
  nearValidValues,
  problemOf,
  queryWith,
  type ScalarKind,
  scalarFieldsOf,
  send,
  validValueOf,
} from './fuzz-core';

/**
 * Near-valid values (month 13, Feb 30, 24:00, 2^31, -0, 1e309, 30 digits, NUL, whitespace) for every
 * date, time, datetime, number and uuid field of the shared schemas the routes parse, and for every
 * path parameter: never a 5xx, every 4xx in the error shape. The fields come from the schemas
 * themselves, so a new date field is tried without touching this file.
 */
const U = '00000000-0000-4000-8000-000000000000';

type Target = { method: string; path: string; in: 'query' | 'body'; schema: unknown; base?: Record<string, unknown> };

const targets: Target[] = [
  { method: 'GET', path: '/jadwal-sidang', in: 'query', schema: jadwalListQuerySchema },
  { method: 'GET', path: '/jadwal-sidang/availability', in: 'query', schema: availabilityQuerySchema },
  { method: 'POST', path: '/jadwal-sidang/check', in: 'body', schema: checkJadwalSchema },
  { method: 'POST', path: '/jadwal-sidang', in: 'body', schema: createJadwalSchema },
  { method: 'PATCH', path: `/jadwal-sidang/${U}`, in: 'body', schema: patchJadwalSchema },
  {
    method: 'POST',
    path: `/jadwal-sidang/${U}/transitions`,
    in: 'body',
    schema: jadwalTransitionSchema,
    base: { event: 'PUBLISH' },
  },
  // `to` before `from` keeps every variant invalid: no solver run is ever started by this test
  {
    method: 'POST',
    path: '/jadwal-sidang/auto-runs',
    in: 'body',
    schema: autoRunRequestSchema,
    base: { from: '2030-01-20', to: '2030-01-10' },
  },
  { method: 'GET', path: '/rekap/jadwal-sidang', in: 'query', schema: rekapJadwalQuerySchema },
  { method: 'GET', path: '/rekap/jadwal-sidang/export.xlsx', in: 'query', schema: rekapJadwalQuerySchema },
  { method: 'GET', path: '/rekap/payroll', in: 'query', schema: payrollQuerySchema },
  { method: 'GET', path: '/rekap/payroll/lines', in: 'query', schema: payrollLinesQuerySchema },
  { method: 'GET', path: '/rekap/payroll/export.xlsx', in: 'query', schema: payrollQuerySchema },
  // a range whose end is before its start: never issues a letter
  {
    method: 'POST',
    path: '/surat/nota-dinas',
    in: 'body',
    schema: notaDinasSchema,
    base: { from: '2030-01-20', to: '2030-01-10' },
  },
  { method: 'GET', path: '/surat/nota-dinas/preview', in: 'query', schema: notaDinasSchema },
  { method: 'GET', path: '/surat', in: 'query', schema: suratListQuerySchema },
  { method: 'POST', path: `/surat/${U}/revoke`, in: 'body', schema: revokeSuratSchema, base: { alasan: 'x' } },
  { method: 'GET', path: '/hasil-sidang', in: 'query', schema: hasilListQuerySchema },
  { method: 'PUT', path: `/hasil-sidang/${U}/nilai/${U}`, in: 'body', schema: nilaiBodySchema, base: { nilai: {} } },
  {
    method: 'POST',
    path: `/hasil-sidang/${U}/finalize`,
    in: 'body',
    schema: finalizeBodySchema,
    base: { keputusan: 'lulus' },
  },
  {
    method: 'POST',
    path: `/hasil-sidang/${U}/perubahan-nilai`,
    in: 'body',
    schema: perubahanCreateSchema,
    base: { nilai: {}, alasan: 'x' },
  },
  { method: 'GET', path: '/perubahan-nilai', in: 'query', schema: perubahanListQuerySchema },
  { method: 'GET', path: '/pengajuan-sidang', in: 'query', schema: pengajuanListQuerySchema },
  { method: 'GET', path: '/pengguna', in: 'query', schema: listQuerySchema },
  { method: 'GET', path: '/events', in: 'query', schema: eventsQuerySchema },
  // a nama over its limit keeps every variant from being created
  {
    method: 'POST',
    path: '/master/periode-ujian',
    in: 'body',
    schema: periodeUjianFields,
    base: { nama: 'x'.repeat(300), jenis: 'sidang' },
  },
  {
    method: 'POST',
    path: '/master/waktu-ujian',
    in: 'body',
    schema: waktuUjianFields,
    base: { nama: 'x'.repeat(300) },
  },
  {
    method: 'POST',
    path: '/master/jadwal-external-umum',
    in: 'body',
    schema: jadwalExternalUmumFields,
    base: { judul: 'x'.repeat(300), cakupan: 'semua' },
  },
  {
    method: 'POST',
    path: '/master/komponen-nilai',
    in: 'body',
    schema: komponenNilaiFields,
    base: { kode: 'x', nama: 'x'.repeat(300) },
  },
  {
    method: 'POST',
    path: '/master/tarif-honorarium',
    in: 'body',
    schema: tarifHonorariumFields,
    base: { peran: 'rektor' },
  },
];

type Case = { method: string; url: string; body?: string; field: string; value: string };

function casesOf(target: Target): fc.Arbitrary<Case> {
  const fields = scalarFieldsOf(target.schema);
  const valid = Object.fromEntries(fields.map((f) => [f.field, validValueOf[f.kind]]));
  const base = { ...valid, ...target.base };
  return fc
    .constantFrom(...fields)
    .chain((f) => fc.constantFrom(...nearValidValues[f.kind]).map((value) => ({ ...f, value })))
    .map(({ field, value }) =>
      target.in === 'query'
        ? { method: target.method, url: `${target.path}?${queryWith(base, field, value)}`, field, value }
        : { method: target.method, url: target.path, body: bodyWith(base, field, value), field, value },
    );
}

describe('near-valid dates, times, numbers and uuids on every route that parses them', () => {
  let server: TestServer;
  let tokens: Record<'admin' | 'student' | 'none', string>;

  beforeAll(async () => {
    server = await startTestServer({ liftRateLimits: true });
    tokens = {
      admin: (await loginAs(server.baseUrl, 'admin', demoPasswords.admin)).accessToken,
      student: (await loginAs(server.baseUrl, 'mahasiswa', demoPasswords.mahasiswa)).accessToken,
      none: '',
    };
  });
  afterAll(() => server?.close());

  it('reads date, time, datetime, number and uuid fields from the shared schemas', () => {
    const kinds = new Set<ScalarKind>(targets.flatMap((t) => scalarFieldsOf(t.schema).map((f) => f.kind)));
    expect([...kinds].sort()).toEqual(['date', 'datetime', 'number', 'time', 'uuid']);
    expect(scalarFieldsOf(payrollLinesQuerySchema).map((f) => f.field)).toEqual(
      expect.arrayContaining(['from', 'to', 'periodeUuid', 'page', 'perPage']),
    );
    for (const t of targets) expect(scalarFieldsOf(t.schema).length, `${t.method} ${t.path}`).toBeGreaterThan(0);
  });

  it('answers every near-valid field value without a 5xx, 4xx in the error shape', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      const fields = scalarFieldsOf(target.schema);
      const runs = Math.min(
        40,
        fields.reduce((n, f) => n + nearValidValues[f.kind].length, 0),
      );
      await fc.assert(
        fc.asyncProperty(casesOf(target), fc.constantFrom<'admin' | 'student'>('admin', 'student'), async (c, who) => {
          const res: FuzzResult = await send(
            server.baseUrl,
            {
              who,
              method: c.method,
              url: `/api/v1${c.url}`,
              body: c.body,
              contentType: c.body ? 'application/json' : undefined,
            },
            tokens,
          );
          const problem =
            problemOf(res) ??
            (res.status < 400 && who === 'admin' && target.method !== 'GET' ? `accepted (${res.status})` : undefined);
          if (problem)
            problems.push(`${c.method} ${c.url} ${c.field}=${JSON.stringify(c.value)} as ${who}: ${problem}`);
          return true;
        }),
        { seed: 20261127, numRuns: runs },
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers near-valid path parameters on every route without a 5xx', async () => {
    const routes = listRoutes(server.app).filter((r) => /:[A-Za-z]+/.test(r.path) && !/public|jwt|auth/.test(r.path));
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(
          ...nearValidValues.uuid.filter((v) => v !== ''),
          ...nearValidValues.number.filter((v) => !v.startsWith('raw:') && v !== ''),
        ),
        async (route, value) => {
          const url = route.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
          const res = await send(
            server.baseUrl,
            {
              who: 'admin',
              method: route.method,
              url,
              body: route.method === 'GET' ? undefined : '{}',
              contentType: route.method === 'GET' ? undefined : 'application/json',
            },
            tokens,
          );
          const problem = problemOf(res);
          if (problem) problems.push(`${route.method} ${url}: ${problem}`);
          return true;
        },
      ),
      { seed: 20261127, numRuns: 250 },
    );
    expect(problems).toEqual([]);
    expect((await api(server.baseUrl, 'GET', '/health')).status).toBe(200);
  }, 120_000);
});
