// `npm start`: build the client and the server when a build is missing or older than its sources,
// then run the server's plain JavaScript (API + client on PORT, Socket.IO on REALTIME_PORT). Signals
// go to the server so it can close the embedded database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, newest, serverIsStale, serverMain, serverRunEnv } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'client/dist/index.html');
const sources = ['client/src', 'shared/src', 'machines/src', 'client/index.html', 'client/vite.config.ts'];

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

const serverStale = serverIsStale();
if (serverStale) {
  console.log(`Server build ${serverStale}: building it (scripts/build-server.mjs)...`);
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverRunEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
