// `npm start`: build the client and the server when a build is missing or older than its sources,
// then run the server's plain JavaScript (API + client on PORT, Socket.IO on REALTIME_PORT); its own
// signal handlers close the embedded database cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

// The server runs in this process: a second Node process would add its own start to every start.
// Node 22+ keeps the compiled code of the bundle and its packages between starts (Node 20 has no
// compile cache). Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to
// the TypeScript sources, at about 50 ms of every start (Node reads the whole map).
module.enableCompileCache?.(serverRunEnv.NODE_COMPILE_CACHE);
await import(pathToFileURL(serverMain).href);
