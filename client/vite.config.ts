import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

// The API (and its dev server) runs on 3000; the SPA calls relative /api/v1 paths.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
    // A lazy chunk's style sheets must come with it (Vite loads them only through this list); its
    // scripts need no list: the browser fetches a chunk's static imports as soon as it parses it.
    // The lists of every screen's scripts sat in the route table, about 8 KB gzipped of every first load.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
  },
}));
