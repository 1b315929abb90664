// Start-up time of the portal (client and server already built) to a healthy /api/v1/health, on a
// fresh data dir (migrate + seed) and on an existing one: `npm start` itself (npm, the build check, the
// server in the same process), and the server's JavaScript spawned on its own, with its CPU time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverIsStale, serverMain, serverRunEnv } from '../scripts/build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
// `--tsx`: the sources through the TypeScript loader, as before the build, for comparison
const server = process.argv.includes('--tsx')
  ? ['--import', 'tsx', join(root, 'realtime-server/src/main.ts')]
  : [serverMain];
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** `npm start` as people run it, or (`viaNpm` false) the server's bundle spawned on its own. */
async function timeStart(dataDir, viaNpm = false) {
  const port = await freePort();
  const realtimePort = await freePort();
  const started = performance.now();
  const [command, args] = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, server];
  const child = spawn(command, args, {
    cwd: root,
    // its own process group: npm runs the server in a child of its own, and the whole group is stopped
    detached: true,
    env: {
      ...serverRunEnv,
      ...process.env,
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  const cpu = viaNpm ? Number.NaN : cpuMs(child.pid);
  await new Promise((r) => {
    child.once('exit', r);
    process.kill(-child.pid, 'SIGTERM');
  });
  return { ms, cpu };
}

/** CPU time the server used so far (Linux): a figure a busy machine disturbs far less than wall time. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const show = ({ ms, cpu }) =>
  Number.isNaN(cpu) ? `${ms.toFixed(0)} ms` : `${ms.toFixed(0)} ms (${cpu.toFixed(0)} ms CPU)`;

if (serverIsStale()) await buildServer();
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`load average before: ${load}`);
// the TypeScript loader is compared on the server alone; `npm start` always runs the bundle
for (const viaNpm of process.argv.includes('--tsx') ? [false] : [true, false]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ujian-bench-'));
  try {
    const fresh = await timeStart(dataDir, viaNpm);
    const warm = [];
    for (let i = 0; i < 3; i++) warm.push(await timeStart(dataDir, viaNpm));
    const what = viaNpm ? 'npm start' : 'server alone';
    console.log(`${what}, fresh data dir (migrate + seed): ${show(fresh)}`);
    console.log(`${what}, existing data dir: ${warm.map(show).join(' / ')} (3 runs)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
