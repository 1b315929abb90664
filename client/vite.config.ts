import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootBrand } from './scripts/boot-brand-plugin';
// @ts-expect-error a plain-JavaScript script (also run on its own), no type declarations
import { firstLoad, LOGIN_SCREEN } from './scripts/first-load-size.mjs';

const require = createRequire(import.meta.url);

// The API (and its dev server) runs on 3000; the SPA calls relative /api/v1 paths.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * The budget: a first visit to /login loads at most 180 KB of gzipped JavaScript (the entry, its static
 * imports and the sign-in screen's chunk with its imports, as scripts/first-load-size.mjs counts them).
 * The production build fails above it, so a new static import cannot grow the sign-in page unnoticed.
 */
export const FIRST_LOAD_LIMIT_KB = 180;

/** The chunks a stored session loads first (machine, API client, tab lock, the user data's schema)... */
const SESSION_CHUNK = /(^|\/)(session-service|http|tab-lock|auth)-[\w-]+\.js$/;
/** ...from the session's own code (the store and the actor), not from every importer of them. */
const SESSION_HOST = /(^|\/)(session|session-actor)-[\w-]+\.js$/;
/** Common chunks smaller than this (bytes of transformed source) are copied into their importers. */
const INLINE_COMMON_CHUNKS_BELOW = 64 * 1024;
const STYLE_MODULE = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;
const SIGNED_IN_PRELOAD = /(^|\/)signed-in-preload-[\w-]+\.js$/;

function firstLoadBudget(): Plugin {
  let outDir = '';
  return {
    name: 'ujian:first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const { jsGzip, js } = firstLoad(outDir, LOGIN_SCREEN) as { jsGzip: number; js: unknown[] };
      const kb = (jsGzip / 1024).toFixed(1);
      if (jsGzip > FIRST_LOAD_LIMIT_KB * 1024) {
        this.error(
          `/login first load is ${kb} KB gzipped JS (${js.length} files), over the ${FIRST_LOAD_LIMIT_KB} KB budget: ` +
            'run `node scripts/first-load-size.mjs` to see which chunks it loads',
        );
      }
      this.info(`/login first load: ${kb} KB gzipped JS (budget ${FIRST_LOAD_LIMIT_KB} KB)`);
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), bootBrand(), firstLoadBudget()],
  resolve: {
    // react-router's package exports only its development build (dev warnings, ~10 KB gzipped more);
    // production builds take the production build that ships beside it. react-router-dom re-exports
    // both entries (`react-router` and `react-router/dom`): both must be the same build, or the router
    // and the hooks would hold two different contexts.
    alias:
      mode === 'production'
        ? (['react-router', 'react-router/dom'] as const).map((entry) => ({
            find: new RegExp(`^${entry}$`),
            replacement: require.resolve(entry).replace(/development[\\/]([\w-]+)\.m?js$/, 'production/$1.mjs'),
          }))
        : [],
    // One copy of React and Mantine even when a workspace resolves its own (contexts must be shared).
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    // A lazy chunk's style sheets must come with it (Vite loads them only through this list). index.html
    // lists the entry's own imports (React, Mantine's core, the router: needed by every visit), fetched
    // beside the entry instead of after it has been parsed. Other scripts are listed only where a
    // signed-in start waits for a whole import tree (the browser otherwise finds it one level per parse):
    // the session's chunks and the screens, shell and rules that app/signed-in-preload.ts fetches. Lists
    // elsewhere would grow the /login first load (the route table's lists of every screen's scripts were
    // about 8 KB gzipped).
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'html' ||
        (hostType === 'js' &&
          (SIGNED_IN_PRELOAD.test(hostId) || (SESSION_HOST.test(hostId) && SESSION_CHUNK.test(file))))
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // lets the inlined chunks below drop the entry's unused exports (rolldown requires it for inlining)
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Automatic splitting makes a chunk of every set of screens sharing a module: a signed-in start
          // fetched about 150 scripts, most under 2 KB, and Chromium's per-request cost over six HTTP/1.1
          // connections held the screen back more than the bytes did. Common chunks under 64 KB of source
          // are copied into the chunks that use them instead; rolldown's runtime keeps one instance of each
          // module across the copies (one state, one execution, strict execution order), so no screen
          // loads code it could not reach before. Chunks with styles stay files (Vite emits a chunk's CSS
          // from every chunk listing its modules).
          experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_BELOW, exclude: STYLE_MODULE },
          // What every screen needs (React, the router, i18next, react-hook-form, Mantine's core) in one
          // chunk instead of a dozen: fewer requests and less per-chunk glue on the first load.
          groups: [
            {
              name: 'boot',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|react-hook-form)[\\/]|@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
