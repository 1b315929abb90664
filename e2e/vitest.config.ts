import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the built server (`realtime-server/dist/main.mjs`) on free ports
// with a fresh data dir, and drives Debian's chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
