import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { type AppDeps, createApp } from '../../app';
import { type AppConfig, defaultConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { createSpine, type Spine } from '../../realtime/spine';
import { dropSchema } from '../../realtime/test-realtime';
import { seedDemo } from '../../seed/demo';
import { TEST_POSTGRES_URL } from '../../test/harness';
import { createHasilRouter } from '../hasil/routes';
import { createAutoRunRouter } from '../jadwal/auto/routes';
import type { SolverRun } from '../jadwal/auto/run-solver';
import { createJadwalRouters } from '../jadwal/routes';
import { createPayrollRouter } from '../payroll/routes';
import { createLocalStorage } from '../storage/local';
import { createSuratRouter } from '../surat/routes';
import { createPengajuanRouters } from './routes';

export type PengajuanTestServer = {
  baseUrl: string;
  realtimeUrl: string;
  database: Database;
  spine: Spine;
  storageDir: string;
  close(): Promise<void>;
};

/**
 * The API with the pengajuan routes and Socket.IO on ephemeral ports over a real database (PGlite in
 * memory, or a fresh PostgreSQL schema when TEST_DB=postgres), wired as main.ts wires them.
 */
export async function startPengajuanTestServer(config: Partial<AppConfig> = {}): Promise<PengajuanTestServer> {
  const schema = process.env.TEST_DB === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = schema
    ? await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema })
    : await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const clock = { now: () => new Date() };
  const storageDir = mkdtempSync(path.join(tmpdir(), 'ujian-berkas-'));
  const storage = createLocalStorage(storageDir);
  // as main.ts seeds: with the finished demo sidang's documents
  await seedDemo(database.db, { clock, storage });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const appConfig = defaultConfig({ dataDir: storageDir, ...config });
  const spine = createSpine({ db: database.db, config: appConfig, clock, logger, appUrl: 'http://portal.test' });
  const autoRuns = new Map<string, SolverRun>();
  const feature = { signal: spine.signal, notify: { mailer: spine.mailer, appUrl: 'http://portal.test' }, storage };
  const deps: AppDeps = {
    db: database.db,
    driver: database.driver,
    config: appConfig,
    clock,
    logger,
    extraRouters: [
      ...spine.extraRouters,
      ...createPengajuanRouters({
        signal: spine.signal,
        notify: { mailer: spine.mailer, appUrl: 'http://portal.test' },
        storage,
      }),
      createAutoRunRouter({
        signal: spine.signal,
        notify: { mailer: spine.mailer, appUrl: 'http://portal.test' },
        storage,
        running: autoRuns,
      }),
      createSuratRouter({ appUrl: 'http://portal.test' }),
      ...createJadwalRouters({
        signal: spine.signal,
        notify: { mailer: spine.mailer, appUrl: 'http://portal.test' },
        storage,
      }),
      ...createPengajuanRouters(feature),
      ...createJadwalRouters(feature),
      createHasilRouter(feature),
      // honorarium payroll: the recap, its lines and the workbook
      createPayrollRouter,
    ],
    signal: spine.signal,
  };
  const apiServer = await listen(createServer(createApp(deps)));
  const realtimeServer = await listen(createServer());
  await spine.startRealtime(realtimeServer, {
    listen: schema ? { databaseUrl: TEST_POSTGRES_URL, schema } : undefined,
  });
  return {
    baseUrl: urlOf(apiServer),
    realtimeUrl: urlOf(realtimeServer),
    database,
    spine,
    storageDir,
    async close() {
      for (const run of autoRuns.values()) run.cancel();
      await spine.close();
      for (const server of [apiServer, realtimeServer]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await database.close();
      if (schema) await dropSchema(schema);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

async function listen(server: Server): Promise<Server> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
