import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { type AppDeps, createApp } from '../app';
import { type AppConfig, defaultConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createAccountPhotoRouter } from '../features/account/photo-routes';
import { createPayrollRouter } from '../features/payroll/routes';
import { createPengajuanRouters } from '../features/pengajuan/routes';
import { createLocalStorage } from '../features/storage/local';
import { createLogger } from '../logger';
import { createSpine, type Spine } from '../realtime/spine';
import { dropSchema } from '../realtime/test-realtime';
import { seedDemo } from '../seed/demo';
import { openTestPglite, TEST_POSTGRES_URL } from '../test/harness';
import { installClientErrorHandler } from './client-error';

export type FullTestServer = {
  baseUrl: string;
  port: number;
  app: Express;
  spine: Spine;
  storageDir: string;
  close(): Promise<void>;
};

/**
 * Every route main.ts mounts (built-in, realtime spine, pengajuan with storage, profile photos) on an
 * ephemeral port over a real database: PGlite from the seeded snapshot, or a fresh PostgreSQL schema
 * when TEST_DB=postgres. Rate limits are lifted so tests that send many requests are not throttled.
 */
export async function startFullTestServer(
  options: { config?: Partial<AppConfig>; logger?: Logger } = {},
): Promise<FullTestServer> {
  const clock = { now: () => new Date() };
  const schema = process.env.TEST_DB === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  let database: Database;
  if (schema) {
    database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
    await database.migrate();
    await seedDemo(database.db, { clock });
  } else {
    database = await openTestPglite(true, clock);
  }
  const storageDir = mkdtempSync(path.join(tmpdir(), 'ujian-full-'));
  const berkasStorage = createLocalStorage(path.join(storageDir, 'berkas'));
  const logger = options.logger ?? createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const lifted = { points: 1_000_000, durationSeconds: 1 };
  const config = defaultConfig({
    dataDir: storageDir,
    rateLimits: {
      loginPerIp: lifted,
      loginPerAccount: lifted,
      registerPerIp: lifted,
      refreshPerIp: lifted,
      verifyPerIp: lifted,
    },
    ...options.config,
  });
  const spine = createSpine({ db: database.db, config, clock, logger, appUrl: 'http://portal.test' });
  const deps: AppDeps = {
    db: database.db,
    driver: database.driver,
    config,
    clock,
    logger,
    extraRouters: [
      ...spine.extraRouters,
      ...createPengajuanRouters({
        signal: spine.signal,
        notify: { mailer: spine.mailer, appUrl: 'http://portal.test' },
        storage: berkasStorage,
      }),
      createAccountPhotoRouter({ storage: createLocalStorage(path.join(storageDir, 'photos')) }),
      createPayrollRouter,
    ],
    signal: spine.signal,
  };
  const app = createApp(deps);
  const server: Server = createServer(app);
  installClientErrorHandler(server);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    app,
    spine,
    storageDir,
    async close() {
      await spine.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      if (schema) await dropSchema(schema);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
