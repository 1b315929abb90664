// Realtime benchmark: N authenticated sockets on loopback, events published through the real
// publish path at a steady rate, commit->receipt latency, memory per socket, and a bare Socket.IO
// baseline in the same run. Optional: two nodes on PostgreSQL + Redis; the API and the realtime node as
// two processes (ROLE=api + ROLE=realtime) against one process, interleaved over several runs.
//   npx tsx bench/realtime/run.ts --sockets 1000,5000 --rate 200 --seconds 10 [--two-node 2000]
//   npx tsx bench/realtime/run.ts --split-runs 10 --sockets 10000 (PostgreSQL)
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchUser, Command } from './server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const socketCounts = arg('sockets', '1000').split(',').map(Number);
const rate = Number(arg('rate', '200'));
const seconds = Number(arg('seconds', '10'));
const perClientProcess = Number(arg('per-process', '2500'));
const twoNode = Number(arg('two-node', '0'));
const pgUrl = arg('pg', 'postgres://postgres@127.0.0.1:5432/test');
const redisUrl = arg('redis', 'redis://127.0.0.1:6379');
const maxSeconds = Number(arg('max-seconds', '900'));
const splitRuns = Number(arg('split-runs', '0'));
const singleDb = splitRuns > 0 ? 'postgres' : arg('db', 'pglite');

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const children: ChildProcess[] = [];
const deadline = setTimeout(() => {
  console.error(`bench: over ${maxSeconds}s, stopping`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, maxSeconds * 1000);
deadline.unref();

function start(file: string, env: Record<string, string> = {}): ChildProcess {
  const child = fork(here(file), [], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=4096'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`child exited (${code}) while waiting for ${type}`)));
  });
}

type Ready = { realtimeUrl: string; bareUrl: string; users: BenchUser[] };
type Mem = { memory: NodeJS.MemoryUsage };
type Published = {
  sent: Array<[number, number, number]>;
  emitted: Array<[number, number, number]>;
  achievedRate: number;
};
type Report = { received: Array<[number, number, number]> };

async function startServer(options: Record<string, unknown>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = start('./server.ts', { BENCH_OPTIONS: JSON.stringify(options) });
  return { child, ready: await next<Ready>(child, 'ready') };
}

async function startClients(count: number, atLeast = 1): Promise<ChildProcess[]> {
  const procs = Array.from({ length: Math.max(atLeast, Math.ceil(count / perClientProcess)) }, () =>
    start('./client.ts'),
  );
  await Promise.all(procs.map((p) => next(p, 'up')));
  return procs;
}

async function connect(procs: ChildProcess[], url: string | string[], users: BenchUser[], bare: boolean) {
  const slice = Math.ceil(users.length / procs.length);
  const results = await Promise.all(
    procs.map((p, i) => {
      p.send({
        cmd: 'connect',
        url: Array.isArray(url) ? url[i % url.length] : url,
        users: users.slice(i * slice, (i + 1) * slice),
        bare,
      });
      return next<{ count: number; failed: number }>(p, 'connected');
    }),
  );
  return results.reduce((sum, r) => sum + r.count, 0);
}

async function collect(procs: ChildProcess[]) {
  const reports = await Promise.all(
    procs.map((p) => {
      p.send({ cmd: 'report' });
      return next<Report>(p, 'report');
    }),
  );
  return reports.flatMap((r) => r.received);
}

async function disconnect(procs: ChildProcess[]) {
  await Promise.all(
    procs.map((p) => {
      p.send({ cmd: 'disconnect' });
      return next(p, 'disconnected');
    }),
  );
}

async function mem(server: ChildProcess) {
  server.send({ cmd: 'mem' } satisfies Command);
  return (await next<Mem>(server, 'mem')).memory;
}

async function publishAndMeasure(server: ChildProcess, target: 'spine' | 'bare', ids: number[]) {
  // recipients in random order: every node and client process gets its share even in short runs
  const userIds = [...ids];
  for (let i = userIds.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [userIds[i], userIds[j]] = [userIds[j]!, userIds[i]!];
  }
  server.send({ cmd: 'publish', target, rate, seconds, userIds } satisfies Command);
  return next<Published>(server, 'published');
}

/** Where the time goes: start -> Socket.IO emit in the server, and emit -> receipt in the client. */
function split(pub: Published, received: Report['received']) {
  const at = (rows: Array<[number, number, number]>) => new Map(rows.map(([u, s, t]) => [`${u}:${s}`, t]));
  const sentAt = at(pub.sent);
  const emittedAt = at(pub.emitted);
  const toEmit: number[] = [];
  const toReceipt: number[] = [];
  for (const [key, t] of emittedAt) {
    const start = sentAt.get(key);
    if (start !== undefined) toEmit.push(t - start);
  }
  for (const [u, s, t] of received) {
    const emit = emittedAt.get(`${u}:${s}`);
    if (emit !== undefined) toReceipt.push(t - emit);
  }
  const pcts = (values: number[]) => {
    values.sort((a, b) => a - b);
    const pick = (p: number) =>
      values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
    return `p50 ${fmt(pick(50))} p95 ${fmt(pick(95))} p99 ${fmt(pick(99))}`;
  };
  return `start->emit ${pcts(toEmit)} | emit->receipt ${pcts(toReceipt)}`;
}

function latencies(sent: Published['sent'], received: Report['received'], onlyUsers?: Set<number>) {
  const sentAt = new Map(sent.map(([u, s, t]) => [`${u}:${s}`, t]));
  const values: number[] = [];
  let duplicates = 0;
  const seen = new Set<string>();
  for (const [u, s, t] of received) {
    const key = `${u}:${s}`;
    const at = sentAt.get(key);
    if (at === undefined || (onlyUsers && !onlyUsers.has(u))) continue;
    if (seen.has(key)) duplicates++;
    seen.add(key);
    values.push(t - at);
  }
  values.sort((a, b) => a - b);
  const pick = (p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
  const expected = onlyUsers ? sent.filter(([u]) => onlyUsers.has(u)).length : sent.length;
  return {
    p50: pick(50),
    p95: pick(95),
    p99: pick(99),
    max: values.at(-1) ?? Number.NaN,
    delivered: seen.size,
    expected,
    duplicates,
  };
}

const fmt = (n: number) => n.toFixed(2);

async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/**
 * One phase on fresh server processes, so neither phase's leftovers skew the other's memory. `split`:
 * the publisher runs as ROLE=api (no Socket.IO) and a second process as ROLE=realtime holds the
 * sockets; events reach it through PostgreSQL (NOTIFY, then its relay reads them).
 */
async function phase(sockets: number, target: 'spine' | 'bare' | 'split') {
  const schema = singleDb === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = schema ? { databaseUrl: pgUrl, schema } : {};
  const { child: server, ready } = await startServer({
    role: 'primary',
    users: sockets,
    realtime: target !== 'split',
    ...database,
  });
  const realtimeNode = target === 'split' ? await startServer({ role: 'secondary', users: 0, ...database }) : undefined;
  // the process that holds the sockets
  const holder = realtimeNode?.child ?? server;
  const procs = await startClients(sockets);
  try {
    const before = await mem(holder);
    const connected = await connect(
      procs,
      target === 'bare' ? ready.bareUrl : (realtimeNode?.ready ?? ready).realtimeUrl,
      ready.users,
      target === 'bare',
    );
    await new Promise((r) => setTimeout(r, 1000));
    const after = await mem(holder);
    const pub = await publishAndMeasure(
      server,
      target === 'bare' ? 'bare' : 'spine',
      ready.users.map((u) => u.id),
    );
    if (realtimeNode) pub.emitted = await emittedBy(realtimeNode.child);
    await new Promise((r) => setTimeout(r, 1500));
    const received = await collect(procs);
    const result = { ...latencies(pub.sent, received), split: split(pub, received) };
    await disconnect(procs);
    return {
      ...result,
      connected,
      achievedRate: pub.achievedRate,
      mem: {
        heapKiB: (after.heapUsed - before.heapUsed) / 1024 / connected,
        rssKiB: (after.rss - before.rss) / 1024 / connected,
      },
    };
  } finally {
    for (const child of [server, realtimeNode?.child]) child?.send({ cmd: 'stop' } satisfies Command);
    for (const p of procs) p.kill();
    await new Promise((r) => setTimeout(r, 1000));
    if (schema) await dropSchema(schema);
  }
}

async function emittedBy(server: ChildProcess) {
  server.send({ cmd: 'emitted' } satisfies Command);
  return (await next<Pick<Published, 'emitted'>>(server, 'emitted')).emitted;
}

async function singleNode(sockets: number) {
  const spine = await phase(sockets, 'spine');
  const bare = await phase(sockets, 'bare');
  return { sockets, spineConnected: spine.connected, bareConnected: bare.connected, spine, bare };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * ROLE=api + ROLE=realtime (two processes) against one process, `runs` times on PostgreSQL, with a
 * bare Socket.IO phase in every run. The three phases rotate their order from run to run, so a stall
 * of the shared machine falls on each configuration alike.
 */
async function compareSplit(sockets: number, runs: number) {
  const kinds = ['spine', 'split', 'bare'] as const;
  type Row = Record<(typeof kinds)[number], Awaited<ReturnType<typeof phase>>>;
  const rows: Row[] = [];
  for (let run = 0; run < runs; run++) {
    const order = kinds.map((_, i) => kinds[(i + run) % kinds.length]!);
    const row = {} as Row;
    for (const kind of order) row[kind] = await phase(sockets, kind);
    rows.push(row);
    const line = (kind: 'spine' | 'split') => {
      const r = row[kind];
      return `p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} (${(r.p99 / row.bare.p99).toFixed(2)}x) delivered ${r.delivered}/${r.expected} dup ${r.duplicates}`;
    };
    console.log(
      `run ${run + 1} (${order.join(', ')}), load ${loadavg()[0]!.toFixed(1)}\n` +
        `  one process   ${line('spine')}\n  api+realtime  ${line('split')}\n` +
        `  bare          p50 ${fmt(row.bare.p50)} p95 ${fmt(row.bare.p95)} p99 ${fmt(row.bare.p99)}\n` +
        `  split         ${row.split.split}`,
    );
  }
  for (const kind of ['spine', 'split'] as const) {
    const p99 = rows.map((r) => r[kind].p99);
    const ratio = rows.map((r) => r[kind].p99 / r.bare.p99);
    console.log(
      `${kind === 'spine' ? 'one process ' : 'api+realtime'}: p99 median ${fmt(median(p99))} ms (${fmt(Math.min(...p99))}-${fmt(Math.max(...p99))}), ` +
        `ratio median ${median(ratio).toFixed(2)}x (${Math.min(...ratio).toFixed(2)}-${Math.max(...ratio).toFixed(2)}x), ` +
        `<= 1.5x in ${ratio.filter((x) => x <= 1.5).length}/${runs}`,
    );
  }
  console.log(
    '\n| run | order | one process p99 ms (ratio) | api + realtime p99 ms (ratio) | bare p99 ms |\n|---|---|---|---|---|',
  );
  rows.forEach((r, i) => {
    const cell = (kind: 'spine' | 'split') => `${fmt(r[kind].p99)} (${(r[kind].p99 / r.bare.p99).toFixed(2)}x)`;
    const order = kinds.map((_, k) => kinds[(k + i) % kinds.length]!).join(', ');
    console.log(`| ${i + 1} | ${order} | ${cell('spine')} | ${cell('split')} | ${fmt(r.bare.p99)} |`);
  });
  const bare = rows.map((r) => r.bare.p99);
  console.log(`bare p99 median ${fmt(median(bare))} ms (${fmt(Math.min(...bare))}-${fmt(Math.max(...bare))})`);
  const splitWins = rows.filter((r) => r.split.p99 < r.spine.p99).length;
  console.log(`api+realtime p99 below one process in ${splitWins}/${runs} runs`);
}

async function twoNodes(sockets: number) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const redisStreamName = `bench-${randomBytes(4).toString('hex')}`;
  const common = { databaseUrl: pgUrl, schema, redisUrl, redisStreamName };
  const { child: nodeA, ready: a } = await startServer({ role: 'primary', users: sockets, ...common });
  const { child: nodeB, ready: b } = await startServer({ role: 'secondary', users: 0, ...common });
  try {
    const procs = await startClients(sockets, 2);
    // client process i connects to node A when i is even, B when odd: half the sockets on each node
    const connected = await connect(procs, [a.realtimeUrl, b.realtimeUrl], a.users, false);
    const slice = Math.ceil(a.users.length / procs.length);
    const onB = new Set(a.users.filter((_, i) => Math.floor(i / slice) % 2 === 1).map((u) => u.id));
    const onA = new Set(a.users.map((u) => u.id).filter((id) => !onB.has(id)));
    await new Promise((r) => setTimeout(r, 1000));
    const pub = await publishAndMeasure(
      nodeA,
      'spine',
      a.users.map((u) => u.id),
    );
    await new Promise((r) => setTimeout(r, 1500));
    const received = await collect(procs);
    await disconnect(procs);
    for (const p of procs) p.kill();
    return {
      sockets,
      connected,
      achievedRate: pub.achievedRate,
      viaA: latencies(pub.sent, received, onA),
      viaB: latencies(pub.sent, received, onB),
    };
  } finally {
    nodeA.send({ cmd: 'stop' } satisfies Command);
    nodeB.send({ cmd: 'stop' } satisfies Command);
    await new Promise((r) => setTimeout(r, 1000));
    await dropSchema(schema);
  }
}

console.log(`realtime bench: rate ${rate}/s for ${seconds}s per phase, node ${process.version}`);
if (splitRuns > 0) await compareSplit(socketCounts[0]!, splitRuns);
// the single-node series (skipped when comparing the split)
for (const n of splitRuns > 0 ? [] : socketCounts) {
  const r = await singleNode(n);
  const ratio = r.spine.p99 / r.bare.p99;
  console.log(
    `\n${n} sockets (${singleDb === 'postgres' ? 'PostgreSQL' : 'PGlite'}, one node): connected spine ${r.spineConnected}, bare ${r.bareConnected}\n` +
      `  spine  p50 ${fmt(r.spine.p50)} ms  p95 ${fmt(r.spine.p95)}  p99 ${fmt(r.spine.p99)}  max ${fmt(r.spine.max)}  delivered ${r.spine.delivered}/${r.spine.expected} dup ${r.spine.duplicates}  rate ${fmt(r.spine.achievedRate)}/s  heap ${fmt(r.spine.mem.heapKiB)} KiB/socket rss ${fmt(r.spine.mem.rssKiB)} KiB/socket\n` +
      `  bare   p50 ${fmt(r.bare.p50)} ms  p95 ${fmt(r.bare.p95)}  p99 ${fmt(r.bare.p99)}  max ${fmt(r.bare.max)}  delivered ${r.bare.delivered}/${r.bare.expected} dup ${r.bare.duplicates}  rate ${fmt(r.bare.achievedRate)}/s  heap ${fmt(r.bare.mem.heapKiB)} KiB/socket rss ${fmt(r.bare.mem.rssKiB)} KiB/socket\n` +
      `  spine  ${r.spine.split}\n  bare   ${r.bare.split}\n` +
      `  p99 ratio spine/bare ${ratio.toFixed(2)}x`,
  );
}
if (twoNode > 0) {
  const r = await twoNodes(twoNode);
  console.log(
    `\n${r.sockets} sockets on two nodes (PostgreSQL + Redis adapter), published on node A at ${fmt(r.achievedRate)}/s, connected ${r.connected}\n` +
      `  sockets on A  p50 ${fmt(r.viaA.p50)} ms  p95 ${fmt(r.viaA.p95)}  p99 ${fmt(r.viaA.p99)}  delivered ${r.viaA.delivered}/${r.viaA.expected} dup ${r.viaA.duplicates}\n` +
      `  sockets on B  p50 ${fmt(r.viaB.p50)} ms  p95 ${fmt(r.viaB.p95)}  p99 ${fmt(r.viaB.p99)}  delivered ${r.viaB.delivered}/${r.viaB.expected} dup ${r.viaB.duplicates}`,
  );
}
for (const child of children) child.kill();
process.exit(0);
