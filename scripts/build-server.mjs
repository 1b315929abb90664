// The server as plain JavaScript: realtime-server/src (with shared/ and machines/) bundled by esbuild
// into realtime-server/dist, packages from node_modules left as imports. `npm start` runs the bundle, so
// production needs no TypeScript loader. The worker threads are entries of their own, written next to
// main.mjs under the names the server's `new URL('./…', import.meta.url)` looks for.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const serverDist = join(root, 'realtime-server/dist');
export const serverMain = join(serverDist, 'main.mjs');
const sources = [
  'realtime-server/src',
  'realtime-server/migrations',
  'shared/src',
  'machines/src',
  'scripts/build-server.mjs',
];
/**
 * The environment the bundle runs with: Node 22+ keeps the compiled code of the server and its
 * packages in NODE_COMPILE_CACHE, so later starts skip compiling them (Node 20 ignores it). A rebuild
 * writes new files, whose cache entries are new too.
 */
export const serverRunEnv = { NODE_COMPILE_CACHE: join(serverDist, '.compile-cache') };
/** A migrated empty PGlite database next to main.mjs: a fresh data dir starts from it. */
export const pgliteTemplate = join(serverDist, 'pglite-template.tar.gz');

/** Newest modification time under a file or folder (node_modules, dotfiles and tests skipped). */
export function newest(path) {
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

/** Why the server needs a build, or undefined when realtime-server/dist is current. */
export function serverIsStale() {
  if (!existsSync(serverMain) || !existsSync(pgliteTemplate)) return 'missing';
  const built = statSync(serverMain).mtimeMs;
  return sources.some((s) => newest(join(root, s)) > built) ? 'older than its sources' : undefined;
}

/**
 * Packages every start loads, pure JavaScript without files of their own to find at run time: bundled
 * with their dependencies, so a start neither resolves nor compiles their hundreds of small modules one
 * by one. The rest (WebAssembly, native code, worker scripts, fonts, and what loads on first use) stay
 * imports from node_modules.
 */
const bundledPackages = new Set([
  'express',
  'zod',
  'drizzle-orm',
  'decimal.js',
  'jose',
  'xstate',
  '@casl/ability',
  'busboy',
  'rate-limiter-flexible',
  'socket.io',
]);
/** What bundled packages import that must stay a package: database drivers (WebAssembly, native). */
const keptExternal = new Set([
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  'postgres',
  'redis',
  'bufferutil',
  'utf-8-validate',
]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ujian/') || args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      const bundled =
        bundledPackages.has(name) || (args.importer.includes('/node_modules/') && !keptExternal.has(name));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  const src = join(root, 'realtime-server/src');
  await build({
    entryPoints: {
      main: join(src, 'main.ts'),
      'solver-thread': join(src, 'features/jadwal/auto/solver-worker.ts'),
      'pdf-thread': join(src, 'features/surat/pdf-thread.mjs'),
      'pglite-template': join(src, 'db/pglite-template.ts'),
    },
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // code behind a dynamic import (PostgreSQL, Redis) becomes a chunk of its own: its packages load when used
    splitting: true,
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    // stack traces name the TypeScript file and line; the sources themselves are in the repository, and
    // Node reads the whole map at every start
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages],
    // bundled CommonJS packages call require(): ESM has none of its own
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const template = spawnSync(process.execPath, [join(serverDist, 'pglite-template.mjs'), pgliteTemplate], {
    stdio: 'inherit',
  });
  if (template.status !== 0) throw new Error('could not write the PGlite template database');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`server built into ${serverDist} in ${(performance.now() - started).toFixed(0)} ms`);
}
