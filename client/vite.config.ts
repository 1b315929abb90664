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
    // production builds take the production build that ships beside it.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: require
                .resolve('react-router')
                .replace(/development[\\/]index\.m?js$/, 'production/index.mjs'),
            },
          ]
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
  },
}));
