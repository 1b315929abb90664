import { errorBodySchema } from '@ujian/shared/errors';
import type { Express } from 'express';
import fc from 'fast-check';

/**
 * Property-based fuzzing of the whole HTTP API: every route of the Express app, generated path
 * params, queries and bodies (NUL, huge and odd numbers, wrong types, deep objects, long and unicode
 * strings), as an admin, a student and anonymous. Shared by the CI test and bench/fuzz.
 */
export type RouteInfo = { method: string; path: string };

type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route the app answers under /api/v1, read from the Express router stack. */
export function listRoutes(app: Express): RouteInfo[] {
  const out: RouteInfo[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of Object.keys(layer.route.methods))
          if (method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        // createApp mounts one router at /api/v1 whose feature routers are mounted at its root
        walk(layer.handle.stack, prefix || '/api/v1');
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type Who = 'admin' | 'student' | 'none';

export type FuzzRequest = {
  who: Who;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
};

/** Values that hold in real rows, so generated requests reach past the 404s sometimes. */
export type KnownValues = { uuids: string[]; ids: string[] };

const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  '../../etc/passwd',
  'Skripsi – Ñandú 论文.pdf',
  '💥🎓',
  '\ud800',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '2147483648',
  '-1',
  '1e308',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
);

const fuzzString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

const fuzzNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.5, Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const fieldNames = fc.constantFrom(
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'username',
  'fullName',
  'judul',
  'nama',
  'kode',
  'label',
  'active',
  'event',
  'note',
  'catatan',
  'catatanRevisi',
  'pembimbingIds',
  'jenis',
  'urutan',
  'kind',
  'role',
  'prodiUuid',
  'periodeUuid',
  'refreshToken',
  'token',
  'previewId',
  'tanggal',
  'ruanganUuid',
  'rules',
  'status',
  'version',
  'ids',
  'uuid',
  'id',
  'title',
  'body',
  'nilai',
  'hasil',
  'locale',
  'theme',
);

/** A JSON value of any shape with nasty leaves; sometimes one nested far too deep. */
const fuzzJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fuzzString,
    fuzzNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fieldNames, fuzzString), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const deepJson = fc.integer({ min: 20, max: 3000 }).map((depth) => {
  let value: unknown = '\u0000';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const fuzzBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fieldNames, fuzzJson, { maxKeys: 6 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fuzzJson.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: deepJson.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '\u0000', 'null', '"x"', '[1,2', '{"__proto__":{"x":1}}') },
);

const queryKeys = fc.constantFrom(
  'q',
  'page',
  'perPage',
  'after',
  'limit',
  'sortBy',
  'sortDesc',
  'status',
  'unread',
  'prodiUuid',
  'periodeUuid',
  'kind',
  'entity',
  'entityId',
  'from',
  'to',
  'active',
  'role',
  'tanggal',
  'v',
);

const queryValue = fc.oneof(fuzzString, fuzzNumber.map(String));

const fuzzQuery = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(queryKeys, queryValue), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString()),
  fc.constantFrom('page[]=1&page[]=2', 'q[a]=1', 'after=1&after=2', 'q=%00', 'page=%ZZ', 'perPage=1e400'),
);

function paramValue(name: string, known: KnownValues): fc.Arbitrary<string> {
  const real = name === 'id' ? known.ids : known.uuids;
  return fc.oneof(
    { weight: 3, arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fuzzString },
    { weight: 2, arbitrary: fuzzNumber.map(String) },
  );
}

/** Requests to one route: its params filled, a query, a body of some kind, one of the callers. */
export function requestsFor(route: RouteInfo, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map((n) => paramValue(n, known)));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'DELETE';
  const body = hasBody
    ? fc.oneof(
        { weight: 6, arbitrary: fuzzBody.map((b) => ({ body: b, contentType: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
            {
              body: '--x\r\nContent-Disposition: form-data; name="File"\r\n\r\nabc',
              contentType: 'multipart/form-data',
            },
            {
              body: '--x\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\n\r\n%PDF-\r\n--x--\r\n',
              contentType: 'multipart/form-data; boundary=x',
            },
            { body: '\u0000\u0001', contentType: 'text/plain' },
            { body: '{"a":1}', contentType: 'application/json; charset=utf-16' },
          ),
        },
        { weight: 1, arbitrary: fc.constant({ body: undefined, contentType: undefined }) },
      )
    : fc.constant({ body: undefined, contentType: undefined });
  return fc
    .record({ who: fc.constantFrom<Who>('admin', 'student', 'none'), params, query: fuzzQuery, body })
    .map(({ who, params: values, query, body: b }) => {
      let i = 0;
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, () =>
        // a lone surrogate cannot be percent-encoded: send it as UTF-8 does (U+FFFD)
        encodeURIComponent(Buffer.from(values[i++] ?? '', 'utf8').toString('utf8')),
      );
      return {
        who,
        method: route.method,
        url: query ? `${path}?${query}` : path,
        body: b.body,
        contentType: b.contentType,
      };
    });
}

export type FuzzResult = { status: number; text: string; contentType: string };

export async function send(baseUrl: string, req: FuzzRequest, tokens: Record<Who, string>): Promise<FuzzResult> {
  const headers: Record<string, string> = {};
  if (req.who !== 'none') headers.authorization = `Bearer ${tokens[req.who]}`;
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await fetch(`${baseUrl}${req.url}`, {
    method: req.method,
    headers,
    body: req.body,
    signal: AbortSignal.timeout(15_000),
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? '';
  return { status: res.status, text: contentType.includes('json') ? buffer.toString('utf8') : '', contentType };
}

const STACK_TRACE = /\n\s+at \S|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+/;

/** What is wrong with an answer, or undefined when it is fine. */
export function problemOf(res: FuzzResult): string | undefined {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 300)}`;
  if (STACK_TRACE.test(res.text)) return `stack trace in the body: ${res.text.slice(0, 300)}`;
  if (res.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return `status ${res.status} without a JSON body (${res.contentType}): ${res.text.slice(0, 200)}`;
    }
    if (!errorBodySchema.safeParse(body).success) return `status ${res.status} not in the error shape: ${res.text}`;
  }
  return undefined;
}

export type FuzzFinding = { route: string; request: FuzzRequest; problem: string };

export type FuzzOptions = {
  baseUrl: string;
  routes: RouteInfo[];
  known: KnownValues;
  /** signs the demo users in again: a fuzzed logout or session end must not silence the rest */
  signIn(): Promise<Record<Who, string>>;
  seed: number;
  /** runs every route gets whatever the time (so no route goes unfuzzed on a slow machine) */
  minRunsPerRoute: number;
  /** runs per route in all, time allowing */
  runsPerRoute: number;
  /** no runs beyond the minimum are started after this long */
  timeLimitMs: number;
  onAnswer?(route: RouteInfo, res: FuzzResult): void;
};

/**
 * Runs a fixed-seed property over every route, first `minRunsPerRoute` each, then more up to
 * `runsPerRoute` while the time budget lasts; resolves with the problems found (none is the goal).
 */
export async function fuzzApi(options: FuzzOptions): Promise<{ findings: FuzzFinding[]; routesDone: number }> {
  const started = Date.now();
  let tokens = await options.signIn();
  let sent = 0;
  const findings: FuzzFinding[] = [];
  const failedRoutes = new Set<number>();
  let routesDone = 0;
  const runRoute = async (index: number, seed: number, numRuns: number) => {
    const route = options.routes[index]!;
    let problem: string | undefined;
    const details = await fc.check(
      fc.asyncProperty(requestsFor(route, options.known), async (req) => {
        if (++sent % 25 === 0) tokens = await options.signIn().catch(() => tokens);
        const res = await send(options.baseUrl, req, tokens);
        options.onAnswer?.(route, res);
        problem = problemOf(res);
        return problem === undefined;
      }),
      // a live server keeps state, so shrinking would replay against a different one: report as found
      { seed, numRuns, endOnFailure: true },
    );
    if (details.failed && details.counterexample) {
      failedRoutes.add(index);
      findings.push({
        route: `${route.method} ${route.path}`,
        request: details.counterexample[0],
        problem: problem ?? String(details.errorInstance),
      });
    }
  };
  for (const index of options.routes.keys()) {
    await runRoute(index, options.seed + index, options.minRunsPerRoute);
    routesDone++;
  }
  const more = options.runsPerRoute - options.minRunsPerRoute;
  for (const index of options.routes.keys()) {
    if (more <= 0 || Date.now() - started > options.timeLimitMs) break;
    if (!failedRoutes.has(index)) await runRoute(index, options.seed + 100_000 + index, more);
  }
  return { findings, routesDone };
}

/** The scalar kinds whose near-valid values the schema-driven property tries on every field of that kind. */
export type ScalarKind = 'date' | 'time' | 'datetime' | 'number' | 'uuid';

type AnyDef = { type: string; innerType?: unknown; in?: unknown; format?: string; shape?: unknown };
type AnySchema = { _zod: { def: AnyDef } };

/** A field's kind, looked through optional/nullable/default/pipe wrappers of the shared zod schema. */
export function scalarKindOf(schema: unknown): ScalarKind | undefined {
  let s = schema as AnySchema;
  for (;;) {
    const def = s._zod.def;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
      s = def.innerType as AnySchema;
    else if (def.type === 'pipe') s = def.in as AnySchema;
    else break;
  }
  const def = s._zod.def;
  if (def.type === 'number') return 'number';
  if (def.type !== 'string') return undefined;
  if (def.format === 'date' || def.format === 'time' || def.format === 'datetime' || def.format === 'uuid')
    return def.format;
  return undefined;
}

/** Every top-level field of an object schema (an intersection's sides merged) with a scalar kind. */
export function scalarFieldsOf(schema: unknown): Array<{ field: string; kind: ScalarKind }> {
  const def = (schema as AnySchema)._zod.def as AnyDef & { left?: unknown; right?: unknown };
  if (def.type === 'intersection') return [...scalarFieldsOf(def.left), ...scalarFieldsOf(def.right)];
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([field, s]) => {
    const kind = scalarKindOf(s);
    return kind ? [{ field, kind }] : [];
  });
}

/**
 * Values one step away from valid, per kind. A `raw:` value goes into a JSON body unquoted (a number
 * JSON.stringify cannot write: 1e309, 30 digits, -0).
 */
export const nearValidValues: Record<ScalarKind, string[]> = {
  date: [
    '2026-13-01',
    '2026-12-32',
    '2026-02-30',
    '2025-02-29',
    '0000-00-00',
    '0000-01-01',
    '2026-1-1',
    ' 2026-01-01',
    '2026-01-01\u0000',
    '99999-01-01',
    '2026-01-01T00:00:00Z',
    '',
  ],
  time: ['24:00', '23:60', '12:00:60', '7:00', ' 08:00', '08:00\u0000', '-01:00', '08:00Z', ''],
  datetime: [
    '2026-02-30T08:00:00+07:00',
    '2026-01-01T24:00:00Z',
    '2026-01-01T08:00:00+25:00',
    '2026-01-01T08:00:00',
    '0000-01-01T00:00:00Z',
    '2026-01-01T08:00:00Z\u0000',
    '2026-01-01',
  ],
  number: [
    'raw:2147483648',
    'raw:-0',
    'raw:1e309',
    'raw:123456789012345678901234567890',
    'raw:-1e309',
    'raw:0.5',
    '2147483648',
    '-0',
    '1e309',
    '123456789012345678901234567890',
    '\u0000',
    ' 1',
    'NaN',
    '',
  ],
  uuid: [
    '00000000-0000-0000-0000-00000000000g',
    '0000000-0000-0000-0000-000000000000',
    '00000000-0000-0000-0000-000000000000\u0000',
    ' 00000000-0000-4000-8000-000000000000',
    '123456789012345678901234567890',
    '-0',
    '2147483648',
    '',
  ],
};

/** A valid value of each kind, for the fields not under test. */
export const validValueOf: Record<ScalarKind, unknown> = {
  date: '2030-01-15',
  time: '08:00',
  datetime: '2030-01-15T08:00:00+07:00',
  number: 1,
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A JSON body with `field` set to `value` (a `raw:` value written as is). */
export function bodyWith(base: Record<string, unknown>, field: string, value: string): string {
  if (!value.startsWith('raw:')) return JSON.stringify({ ...base, [field]: value });
  const marker = '"__RAW_VALUE__"';
  return JSON.stringify({ ...base, [field]: '__RAW_VALUE__' }).replace(marker, value.slice(4));
}

/** A query string with `field` set to `value` (a `raw:` value as its text). */
export function queryWith(base: Record<string, unknown>, field: string, value: string): string {
  const entries = Object.entries({ ...base, [field]: value.replace(/^raw:/, '') }).map(([k, v]): [string, string] => [
    k,
    String(v),
  ]);
  return new URLSearchParams(entries).toString();
}
