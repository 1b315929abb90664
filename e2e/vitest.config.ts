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
    // a poll waits on a page that may still be fetching its screen's code and first answer; Vitest's
    // 1 s default failed there on the CI machine with two browsers and two servers on its two cores
    expect: { poll: { timeout: 10_000 } },
    // two files at a time: each has its own server, data dir and browser, and most of a browser test
    // is waiting on the page; on the 2-core machine 27 files took 862 s this way under other load
    // (about 1,000 s one after another on a quiet one)
    maxWorkers: 2,
  },
});
