// `npm start`: build the client when its build is missing or older than its sources, then run the
// server (API + client on PORT, Socket.IO on REALTIME_PORT). Signals go to the server so it can close
// the embedded database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'client/dist/index.html');
const sources = ['client/src', 'shared/src', 'machines/src', 'client/index.html', 'client/vite.config.ts'];

/** Newest modification time under a file or folder (node_modules, dotfiles and tests skipped). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function clientIsStale() {
  if (!existsSync(dist)) return 'missing';
  const built = statSync(dist).mtimeMs;
  return sources.some((s) => newest(join(root, s)) > built) ? 'older than its sources' : undefined;
}

const stale = clientIsStale();
if (stale) {
  console.log(`Client build ${stale}: building it (npm run build -w client)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The client build failed; fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'realtime-server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
