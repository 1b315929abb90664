import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  root: './realtime-server',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Unit and integration tests of every workspace; browser tests live under e2e/ with their own config.
// The server suite runs twice: on embedded PGlite and on the PostgreSQL service (TEST_DB=postgres).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, while
    // most server tests wait on sockets, PostgreSQL and timers. One per core (at least two) keeps both
    // cores busy; measured on 6 PostgreSQL-suite files: 405 s with one worker, 243 s with three.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'machines', root: './machines', include: ['src/**/*.test.ts'] } },
      { test: { name: 'realtime-server', ...serverTests, env: { TEST_DB: 'pglite' } } },
      { test: { name: 'realtime-server-pg', ...serverTests, env: { TEST_DB: 'postgres' } } },
      { test: { name: 'client', root: './client', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // the client's session and socket code against the real server (kept out of client/: layer rule)
      {
        test: {
          name: 'integration',
          root: './integration',
          include: ['**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
