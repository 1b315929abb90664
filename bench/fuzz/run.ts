// Long fuzz run over every API route (the CI test in realtime-server/src/http/fuzz.test.ts is its short form):
// fixed seed, generated params/queries/bodies as admin, student and anonymous; prints answers per status.
//   npx tsx bench/fuzz/run.ts [--runs 60] [--seconds 600] [--seed 20261125] [--only pengguna]
// TEST_DB=postgres runs it against the PostgreSQL service instead of PGlite.
import { parseArgs } from 'node:util';
import { fuzzApi, type KnownValues, listRoutes, type Who } from '../../realtime-server/src/http/fuzz-core';
import { api, demoPasswords, loginAs, startTestServer } from '../../realtime-server/src/test/harness';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '600' },
    seed: { type: 'string', default: '20261125' },
    only: { type: 'string' },
  },
});

const server = await startTestServer({ liftRateLimits: true });
const signIn = async (): Promise<Record<Who, string>> => ({
  admin: (await loginAs(server.baseUrl, 'admin', demoPasswords.admin)).accessToken,
  student: (await loginAs(server.baseUrl, 'mahasiswa', demoPasswords.mahasiswa)).accessToken,
  none: '',
});
const tokens = await signIn();
const known: KnownValues = { uuids: [], ids: ['1', '2', '3'] };
for (const list of ['/master/dosen', '/master/ruangan', '/master/jenis-berkas', '/master/prodi', '/pengajuan-sidang']) {
  const res = await api<{ data?: Array<{ uuid: string }> }>(server.baseUrl, 'GET', `${list}?perPage=3`, {
    token: tokens.admin,
  });
  known.uuids.push(...(res.body.data ?? []).map((row) => row.uuid));
}

const routes = listRoutes(server.app).filter((r) => !args.only || r.path.includes(args.only));
const byStatus = new Map<number, number>();
const byRoute = new Map<string, Map<number, number>>();
const started = Date.now();
const { findings, routesDone } = await fuzzApi({
  baseUrl: server.baseUrl,
  routes,
  known,
  signIn,
  seed: Number(args.seed),
  minRunsPerRoute: Math.min(5, Number(args.runs)),
  runsPerRoute: Number(args.runs),
  timeLimitMs: Number(args.seconds) * 1000,
  onAnswer(route, res) {
    byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
    const key = `${route.method} ${route.path}`;
    const counts = byRoute.get(key) ?? new Map<number, number>();
    counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
    byRoute.set(key, counts);
  },
});
const seconds = (Date.now() - started) / 1000;
const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
console.log(`routes ${routesDone}/${routes.length}, requests ${total} in ${seconds.toFixed(1)} s`);
console.log('answers per status:');
for (const [status, count] of [...byStatus].sort((a, b) => a[0] - b[0])) console.log(`  ${status}  ${count}`);
console.log('routes never answered 2xx:');
for (const [route, counts] of byRoute)
  if (![...counts.keys()].some((s) => s < 300))
    console.log(`  ${route}  ${[...counts].map(([s, n]) => `${s}x${n}`).join(' ')}`);
console.log(`findings: ${findings.length}`);
for (const f of findings) console.log(JSON.stringify(f));
await server.close();
process.exit(findings.length > 0 ? 1 : 0);
