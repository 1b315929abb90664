// Jadwal clash-check bench: seeds 10k jadwal (committees, pembimbing, external blocks) and measures
// POST /api/v1/jadwal-sidang/check over HTTP (auth, the pengajuan lookup and the check) and the check
// in-process, both at --concurrency: p50/p95/p99, throughput and the server process's CPU per call;
// then prints EXPLAIN (ANALYZE) of the statements a check runs. The server (and, on PGlite, the
// database) runs in its own child process (server.ts), this process only sends requests, so what is
// timed is the server answering. PostgreSQL (the test server, see TEST_DB) and PGlite in memory run one
// after the other, each in a fresh server process. BENCH_CPU_PROF=1 writes the server's CPU profile to
// /tmp/bench-jadwal-check-prof.
//   npx tsx bench/jadwal-check/run.ts [--db both|postgres|pglite] [--rows 10000] [--requests 2000] [--concurrency 4]
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { measure, ownCpu } from './measure';
import type { CheckBody, Command, Ready } from './server';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '4' },
    db: { type: 'string', default: 'both' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
if (!['both', 'postgres', 'pglite'].includes(args.db)) throw new Error(`--db ${args.db}: both, postgres or pglite`);
const drivers = args.db === 'both' ? ['postgres', 'pglite'] : [args.db];

type Server = { child: ChildProcess; ready: Ready; ask<T>(command: DistributiveOmit<Command, 'id'>): Promise<T> };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

function startServer(db: string): Promise<Server> {
  const env = { ...process.env, BENCH_ROWS: args.rows };
  if (db === 'postgres') env.TEST_DB = 'postgres';
  else delete env.TEST_DB;
  const child = fork(new URL('./server.ts', import.meta.url).pathname, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-jadwal-check-prof'] : []),
    ],
    env,
  });
  let nextId = 0;
  const ask = <T>(command: DistributiveOmit<Command, 'id'>) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      const listener = (m: { id?: number; value: T }) => {
        if (m.id !== id) return;
        child.off('message', listener);
        resolve(m.value);
      };
      child.on('message', listener);
      child.send({ ...command, id });
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (m: Ready) => {
      if (m.ready) resolve({ child, ready: m, ask });
    });
  });
}

// Browsers send the real requests from other machines; here the generator shares the server's two
// cores, so it sends with node:http over kept-alive sockets (0.35-0.38 ms of CPU per request against
// fetch's 0.89-0.98 ms, measured side by side).
const agent = new Agent({ keepAlive: true, maxSockets: Number(args.concurrency) });

function post<T>(url: string, token: string | undefined, body: unknown): Promise<{ status: number; body: T }> {
  const payload = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    'accept-language': 'en',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function bench(db: string): Promise<void> {
  const server = await startServer(db);
  const { ready } = server;
  try {
    const login = await post<{ accessToken: string }>(`${ready.baseUrl}/api/v1/jwt/login`, undefined, {
      email: 'admin',
      password: 'Admin#2026demo',
    });
    const token = login.body.accessToken;
    const { pengajuanUuid, dosenIds, roomIds, slotIds } = ready;
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const day = (offset: number) =>
      new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const body = (): CheckBody => {
      const seats = new Set<number>();
      while (seats.size < 3) seats.add(2 + rand(dosenIds.length - 2));
      const [k, s, u] = [...seats];
      return {
        pengajuanUuid,
        tanggal: day(1 + rand(80)),
        waktuUjianUuid: slotIds[rand(slotIds.length)]!,
        ruanganUuid: roomIds[rand(roomIds.length)],
        komite: [
          { dosenUuid: dosenIds[k!]!, peran: 'ketua' },
          { dosenUuid: dosenIds[s!]!, peran: 'sekretaris' },
          { dosenUuid: dosenIds[u!]!, peran: 'penguji1' },
        ],
      };
    };
    const url = `${ready.baseUrl}/api/v1/jadwal-sidang/check`;

    // warm-up, then the measured run; CPU per call is the server process's
    for (let i = 0; i < 50; i++) await post(url, token, body());
    let clashes = 0;
    let failures = 0;
    const byCode = new Map<string, number>();
    const clientCpu = await ownCpu();
    const http = await measure(
      REQUESTS,
      CONCURRENCY,
      async () => {
        const res = await post<{ ok: boolean; clashes: Array<{ code: string }> }>(url, token, body());
        if (res.status !== 200) failures += 1;
        else if (!res.body.ok) {
          clashes += 1;
          for (const code of new Set(res.body.clashes.map((c) => c.code)))
            byCode.set(code, (byCode.get(code) ?? 0) + 1);
        }
      },
      () => server.ask<number>({ cmd: 'cpu' }),
    );
    const clientMs = ((await ownCpu()) - clientCpu) / 1000 / REQUESTS;
    console.log(`driver=${ready.driver} jadwal=${ready.jadwal} seed=${(ready.seedMs / 1000).toFixed(1)}s`);
    console.log(
      `POST /jadwal-sidang/check ${http} (server) client-cpu/call=${clientMs.toFixed(2)}ms clashing=${clashes} failed=${failures}`,
    );
    console.log(`clash kinds: ${[...byCode].map(([c, n]) => `${c}=${n}`).join(' ')}`);

    const bodies = Array.from({ length: Math.min(REQUESTS, 1000) }, body);
    console.log(
      `checkJadwal in-process ${await server.ask<string>({ cmd: 'direct', bodies, concurrency: CONCURRENCY })}`,
    );
    // the one statement a check runs besides auth (the facts and whose the pengajuan is), with its plan
    const plan = await server.ask<string>({ cmd: 'explain', body: body() });
    console.log(`EXPLAIN (ANALYZE) of the check's statement (loadCheckFacts):\n  ${plan}`);
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.ask({ cmd: 'stop' });
    await exited;
  }
}

(async () => {
  for (const db of drivers) await bench(db);
})().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
