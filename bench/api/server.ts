// Bench server process: the real API (every feature's routes over PostgreSQL in schema `bench_api`) and a
// bare Express handler answering a canned list page, on two loopback ports. Driven by run.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../../realtime-server/src/app';
import { defaultConfig } from '../../realtime-server/src/config';
import { openDatabase } from '../../realtime-server/src/db/client';
import { featureRouters } from '../../realtime-server/src/features/feature-routers';
import { createLocalStorage } from '../../realtime-server/src/features/storage/local';
import { createSpine } from '../../realtime-server/src/realtime/spine';
import { seedDemo } from '../../realtime-server/src/seed/demo';
import { seedBench } from './seed';

const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as {
  databaseUrl: string;
  rows: number;
  reseed: boolean;
  listTotalCacheMs: number;
};
const schema = 'bench_api';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main() {
  if (options.reseed) {
    const drop = await openDatabase({ databaseUrl: options.databaseUrl });
    await drop.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    await drop.close();
  }
  const database = await openDatabase({ databaseUrl: options.databaseUrl, schema });
  await database.migrate();
  const clock = { now: () => new Date() };
  const [count] = (await database.db.execute(sql`select count(*)::int as n from pengajuan_sidang`)).rows as Array<{
    n: number;
  }>;
  let seedMs = 0;
  if (!count?.n) {
    const started = performance.now();
    await seedDemo(database.db, { clock });
    await seedBench(database.db, options.rows);
    seedMs = performance.now() - started;
  }
  // earlier runs' transitions left pages not all-visible; autovacuum would fix that soon after in
  // production, and index-only counts depend on it
  await database.db.execute(sql`VACUUM ANALYZE pengajuan_sidang`);
  const logger = pino({ level: 'silent' });
  const config = defaultConfig({
    accessTokenTtlSeconds: 3600,
    listTotalCacheMs: options.listTotalCacheMs,
    rateLimits: {
      loginPerIp: { points: 0, durationSeconds: 1 },
      loginPerAccount: { points: 0, durationSeconds: 1 },
      registerPerIp: { points: 0, durationSeconds: 1 },
      refreshPerIp: { points: 0, durationSeconds: 1 },
    },
  });
  const spine = createSpine({ db: database.db, config, clock, logger });
  const app = createApp(
    { db: database.db, driver: database.driver, config, clock, logger, signal: spine.signal },
    featureRouters({
      signal: spine.signal,
      mailer: spine.mailer,
      appUrl: 'http://bench.test',
      berkas: createLocalStorage('/tmp/ujian-bench-berkas'),
      photos: createLocalStorage('/tmp/ujian-bench-photos'),
      autoRuns: new Map(),
      realtimePort: spine.realtimePort,
    }),
  );
  // the baseline: the same framework answering a page of the same size, no database
  const bare = express();
  const page = {
    data: Array.from({ length: 10 }, (_, i) => ({ uuid: String(i), judul: 'x'.repeat(60), status: 'diajukan' })),
    total: 25000,
    page: 1,
    perPage: 10,
  };
  bare.get('/api/v1/pengajuan-sidang', (_req, res) => {
    res.json(page);
  });
  const apiUrl = await listen(createServer(app));
  const bareUrl = await listen(createServer(bare));
  const [rows] = (await database.db.execute(sql`select count(*)::int as n from pengajuan_sidang`)).rows as Array<{
    n: number;
  }>;
  process.send?.({ ready: true, apiUrl, bareUrl, rows: rows?.n, seedMs });
  process.on('message', async (message: { cmd: string }) => {
    if (message.cmd === 'events') {
      const [e] = (await database.db.execute(sql`select count(*)::int as n from events`)).rows as Array<{ n: number }>;
      process.send?.({ events: e?.n });
    }
    if (message.cmd === 'stop') {
      await spine.close();
      await database.close();
      process.exit(0);
    }
  });
}

await main();
