// API bench: list with filter + search at a fixed rate against 100k pengajuan on PostgreSQL,
// beside a bare Express handler in the same run, then transitions per second with their events.
//   npx tsx bench/api/run.ts [--rows 100000] [--rate 200] [--seconds 20] [--transitions 600] [--reseed]
import { type ChildProcess, fork } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    transitions: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '8' },
    reseed: { type: 'boolean', default: false },
    // LIST_TOTAL_CACHE_MS of the server under test (0: every list request counts its total)
    'total-cache-ms': { type: 'string', default: '3000' },
    db: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});

type Ready = { ready: true; apiUrl: string; bareUrl: string; rows: number; seedMs: number };

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(new URL('./server.ts', import.meta.url).pathname, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-api-prof'] : []),
    ],
    env: {
      ...process.env,
      BENCH_OPTIONS: JSON.stringify({
        databaseUrl: args.db,
        rows: Number(args.rows),
        reseed: args.reseed,
        listTotalCacheMs: Number(args['total-cache-ms']),
      }),
    },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (m: Ready) => {
      if (m.ready) resolve({ child, ready: m });
    });
  });
}

function ask<T>(child: ChildProcess, cmd: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (m: Record<string, T>) => {
      if (key in m) {
        child.off('message', listener);
        resolve(m[key] as T);
      }
    };
    child.on('message', listener);
    child.send({ cmd });
  });
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type LoadResult = {
  label: string;
  sent: number;
  ok: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
};

/** Open loop: requests start on schedule (rate/s) whether or not earlier ones finished. */
async function openLoop(
  label: string,
  makeUrl: () => string,
  token: string,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const reasons = new Map<string, number>();
  const fail = (reason: string) => {
    errors++;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; ; i++) {
    const due = start + (i * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent++;
    const t0 = performance.now();
    const p = fetch(makeUrl(), { headers: { authorization: `Bearer ${token}` } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) fail(`HTTP ${res.status}`);
        else latencies.push(performance.now() - t0);
      })
      .catch((err: Error & { cause?: { code?: string } }) => fail(err.cause?.code ?? err.message))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  console.error(
    `  ${label}: done (${sent} sent, ${errors} errors${errors ? ` ${JSON.stringify(Object.fromEntries(reasons))}` : ''})`,
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    label,
    sent,
    ok: latencies.length,
    errors,
    p50: r(percentile(latencies, 50)),
    p95: r(percentile(latencies, 95)),
    p99: r(percentile(latencies, 99)),
    max: r(latencies.at(-1) ?? Number.NaN),
    rps: r(latencies.length / elapsed),
  };
}

const terms = [
  'analisis',
  'jaringan',
  'citra',
  'padi',
  'optimasi',
  'saham',
  'sensor',
  'kampus',
  'deteksi',
  'blockchain',
  'mahasiswa enkripsi',
  'sistem informasi',
];
const statuses = ['diajukan', 'diverifikasi', 'dikembalikan', 'diajukan,dikembalikan'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function main() {
  const rate = Number(args.rate);
  const seconds = Number(args.seconds);
  const { child, ready } = await startServer();
  console.log(`rows: ${ready.rows}${ready.seedMs ? `, seeded in ${(ready.seedMs / 1000).toFixed(1)} s` : ' (reused)'}`);
  console.error('logging in');
  const admin = await login(ready.apiUrl, 'admin', 'Admin#2026demo');
  const koordinator = await login(ready.apiUrl, 'koordinator', 'Koordinator#2026demo');
  const listUrl = (base: string) => () =>
    `${base}/api/v1/pengajuan-sidang?status=${encodeURIComponent(pick(statuses))}&q=${encodeURIComponent(pick(terms))}&page=1&perPage=10`;

  // each target is measured in steady state: 2 s at 50 req/s first (connections, plans, JIT, and the
  // list totals' cache), then `seconds` at `rate`
  const measure = async (label: string, makeUrl: () => string, token: string) => {
    await openLoop(`${label} (warm-up)`, makeUrl, token, 50, 2);
    return openLoop(label, makeUrl, token, rate, seconds);
  };
  const results = [
    await measure('bare express handler', listUrl(ready.bareUrl), admin),
    await measure('list as admin (all rows), status + q', listUrl(ready.apiUrl), admin),
    await measure('list as koordinator (own prodi), status + q', listUrl(ready.apiUrl), koordinator),
    await measure(
      'list as admin, no filter (newest page)',
      () => `${ready.apiUrl}/api/v1/pengajuan-sidang?page=1&perPage=10`,
      admin,
    ),
  ];
  console.table(results);

  // transitions: VERIFY submitted rows of the koordinator's prodi, `concurrency` at a time
  const uuids: string[] = [];
  for (let page = 1; uuids.length < Number(args.transitions); page++) {
    const res = await fetch(`${ready.apiUrl}/api/v1/pengajuan-sidang?status=diajukan&perPage=100&page=${page}`, {
      headers: { authorization: `Bearer ${koordinator}` },
    });
    const body = (await res.json()) as { data: Array<{ uuid: string }> };
    if (body.data.length === 0) break;
    uuids.push(...body.data.map((d) => d.uuid));
  }
  uuids.length = Math.min(uuids.length, Number(args.transitions));
  const eventsBefore = await ask<number>(child, 'events', 'events');
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Number(args.concurrency) }, async () => {
      while (next < uuids.length) {
        const uuid = uuids[next++]!;
        const t0 = performance.now();
        const res = await fetch(`${ready.apiUrl}/api/v1/pengajuan-sidang/${uuid}/transitions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${koordinator}`, 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'VERIFY' }),
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t0);
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const eventsAfter = await ask<number>(child, 'events', 'events');
  latencies.sort((a, b) => a - b);
  const transitions = {
    transitions: latencies.length,
    failed,
    perSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: Math.round(percentile(latencies, 50) * 100) / 100,
    p95: Math.round(percentile(latencies, 95) * 100) / 100,
    events: eventsAfter - eventsBefore,
    eventsPerTransition: Math.round(((eventsAfter - eventsBefore) / Math.max(1, latencies.length)) * 10) / 10,
    eventsPerSecond: Math.round((eventsAfter - eventsBefore) / elapsed),
  };
  console.table([transitions]);
  const totalCacheMs = Number(args['total-cache-ms']);
  console.log(JSON.stringify({ rows: ready.rows, rate, seconds, totalCacheMs, results, transitions }));
  child.send({ cmd: 'stop' });
}

await main();
