import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { systemClock } from './config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './data-dir-lock';
import { type OpenDatabaseOptions, openDatabase } from './db/client';
import { workspaceDir } from './db/migrations-folder';
import { configFromEnv, type Env, EnvError, parseEnv, resolveJwtSecret } from './env';
import type { RedisClient } from './features/auth/rate-limit';
import { startBackupService } from './features/backup/service';
import { featureRouters } from './features/feature-routers';
import { AutoRunPool } from './features/jadwal/auto/run-pool';
import { loadPengaturan } from './features/pengaturan/pengaturan';
import { createReminderSweeper } from './features/reminders/sweep';
import { createLocalStorage } from './features/storage/local';
import { installLetterSigner, loadLetterSigner } from './features/surat/signing/letter-signer';
import { installClientErrorHandler } from './http/client-error';
import { createLogger } from './logger';
import { createSpine } from './realtime/spine';
import { seedBase, seedDemo } from './seed/demo';
import { demoAccounts } from './seed/demo-data';

const clientDistDir = path.join(workspaceDir('@ujian/client'), 'dist');

/** `npm start`: the only place that reads the environment and picks ports. */
async function main(): Promise<void> {
  const env = readEnvOrExit();
  const logger = createLogger({
    level: env.LOG_LEVEL,
    ...(process.stdout.isTTY && env.NODE_ENV !== 'production' && installed('pino-pretty')
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  const embedded = !env.DATABASE_URL;
  // PGlite must never be opened by two processes: the lock is taken before the database is touched
  const lock = embedded ? lockOrExit(env.DATA_DIR) : undefined;
  const cleanups: Array<() => Promise<void> | void> = [() => lock?.release()];
  const shutdown = createShutdown(logger, cleanups);

  try {
    const config = configFromEnv(env, resolveJwtSecret(env));
    if (!env.PUBLIC_URL)
      logger.warn(
        `PUBLIC_URL is not set: links in mails, letters and calendar feeds point to ${config.publicUrl}, ` +
          'which only this machine can open. Set PUBLIC_URL to the address people use.',
      );
    const database = await openDatabase(
      embedded ? embeddedDatabase(path.join(env.DATA_DIR, 'pglite')) : { databaseUrl: env.DATABASE_URL },
    );
    cleanups.unshift(() => database.close());
    try {
      await database.migrate();
    } catch (err) {
      // pre-release, the single initial migration is regenerated; a data dir from an older build cannot follow
      if (embedded)
        logger.fatal(
          `Could not migrate the embedded database in ${path.resolve(env.DATA_DIR, 'pglite')}. If an older ` +
            'pre-release build created it, move that folder away (or delete it) to start with fresh demo data.',
        );
      throw err;
    }
    await seedBase(database.db);
    // letters are signed with SIGNING_P12, else a certificate generated into DATA_DIR once (also with PostgreSQL)
    const { institusi } = await loadPengaturan(database.db);
    const signer = loadLetterSigner(env, institusi, systemClock.now());
    signer.catch((err: unknown) => logger.error({ err }, 'could not make the signing certificate'));
    installLetterSigner(signer);
    const berkasStorage = createLocalStorage(path.join(env.DATA_DIR, 'berkas'));
    const seedDemoData = env.SEED_DEMO ?? embedded;
    // the demo letters are queued and issued once the server serves (rendering them is most of the seed)
    const demoSeeded = seedDemoData
      ? (
          await seedDemo(database.db, {
            clock: systemClock,
            storage: berkasStorage,
            appUrl: config.publicUrl,
            letters: 'queue',
          })
        ).seeded
      : false;
    if (demoSeeded) logger.info('demo data seeded');

    // the events spine: outbox signal, mail worker, Socket.IO
    const spine = createSpine({
      db: database.db,
      config,
      clock: systemClock,
      logger,
      realtimePort: env.REALTIME_PORT,
    });
    cleanups.unshift(() => spine.close());
    // H-7/H-1 of every terjadwal sidang, once however many nodes sweep
    const reminders = createReminderSweeper({
      db: database.db,
      signal: spine.signal,
      notify: { mailer: spine.mailer, appUrl: config.publicUrl },
      clock: systemClock,
      logger,
      intervalMs: env.REMINDER_SWEEP_MS,
    });
    cleanups.unshift(() => reminders.close());
    const rateLimitRedis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined;
    if (rateLimitRedis) cleanups.unshift(() => rateLimitRedis.quit().then(() => undefined));
    // the backup channel (embedded database) and the scheduled archives, started once the server serves
    // (writing the channel's file may wait on the disk) or at the first question about them
    let backups: ReturnType<typeof startBackupService> | undefined;
    const startBackups = () =>
      (backups ??= startBackupService({
        db: database.db,
        driver: database.driver,
        dataDir: env.DATA_DIR,
        tokenSecret: env.JWT_SECRET ? 'env' : 'file',
        databaseUrl: env.DATABASE_URL,
        schedule:
          env.BACKUP_DIR && env.BACKUP_EVERY_HOURS
            ? { dir: env.BACKUP_DIR, everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP }
            : undefined,
        signal: spine.signal,
        notify: { mailer: spine.mailer, appUrl: config.publicUrl },
        clock: systemClock,
        logger,
      }));
    cleanups.unshift(async () => (await backups?.catch(() => undefined))?.close());
    const autoRuns = new AutoRunPool({ concurrency: env.AUTO_RUN_CONCURRENCY, shared: Boolean(env.REDIS_URL) });
    cleanups.unshift(async () => autoRuns.stopAll());
    const deps: AppDeps = {
      db: database.db,
      driver: database.driver,
      config,
      logger,
      clock: systemClock,
      clientDistDir: existsSync(clientDistDir) ? clientDistDir : undefined,
      // with several nodes the brute-force counters must be shared, or each node allows the full count
      rateLimitStore: rateLimitRedis ? { redis: rateLimitRedis, prefix: 'ujian:rl' } : undefined,
      signal: spine.signal,
    };
    // every feature's routes; documents under DATA_DIR/berkas, profile photos under DATA_DIR/photos
    const routers = featureRouters({
      signal: spine.signal,
      mailer: spine.mailer,
      appUrl: config.publicUrl,
      berkas: berkasStorage,
      photos: createLocalStorage(path.join(env.DATA_DIR, 'photos')),
      autoRuns,
      realtimePort: spine.realtimePort,
      backupStatus: () => startBackups().then((b) => b.status()),
    });
    if (!deps.clientDistDir) logger.warn(`no client build at ${clientDistDir}: serving the API only`);

    if (env.ROLE !== 'api') {
      // Socket.IO on its own port; events reach it through the database
      const realtimeHttp = createServer();
      await spine.startRealtime(realtimeHttp, {
        listen: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : undefined,
      });
      await listen(realtimeHttp, env.REALTIME_PORT, env.HOST, 'REALTIME_PORT');
      cleanups.unshift(() => closeServer(realtimeHttp));
    }
    if (env.ROLE !== 'realtime') {
      const server = createServer(createApp(deps, routers));
      installClientErrorHandler(server);
      await listen(server, env.PORT, env.HOST, 'PORT');
      cleanups.unshift(() => closeServer(server));
    }
    printBanner(env, seedDemoData, Boolean(deps.clientDistDir));
    // background work starts a moment after the server serves: on a just-opened embedded database, the
    // first statements of the outbox, the letter queue and the reminders (each on its own interval anyway)
    // would hold back the first requests of a restart: the health probe, people reloading their pages
    const background = setTimeout(() => {
      spine.startWorkers();
      reminders.start();
    }, BACKGROUND_START_DELAY_MS);
    cleanups.unshift(() => clearTimeout(background));
    startBackups().catch(async (err: unknown) => {
      logger.fatal({ err }, 'the backup service could not start');
      await shutdown(1);
    });
    if (demoSeeded) void spine.issueWaitingLetters().then(() => logger.info('demo letters issued'));
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await shutdown(1);
  }

  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
}

async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const { createClient } = await import('redis');
  const client: RedisClient = createClient({ url });
  client.on('error', (err: unknown) => logger.warn({ err }, 'redis (rate limits) error'));
  await client.connect();
  return client;
}

/**
 * The embedded database's folder; a new one starts from the build's migrated template (written next
 * to the bundle by scripts/build-server.mjs) rather than from initdb, when the template is there.
 */
function embeddedDatabase(dataDir: string): OpenDatabaseOptions {
  const template = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(template)) return { dataDir };
  return { dataDir, loadDataDir: new Blob([readFileSync(template)]) };
}

/** Development tools (devDependencies) are used when present: a production install omits them. */
function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

function readEnvOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function lockOrExit(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

function listen(server: Server, port: number, host: string | undefined, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} (${name}) is already in use; set ${name}.`) : err);
    });
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeIdleConnections();
  // keep-alive sockets of browsers would hold close() open; give requests in flight a moment
  const force = setTimeout(() => server.closeAllConnections(), 3000);
  force.unref();
  return new Promise((resolve) => server.close(() => resolve()));
}

const SHUTDOWN_TIMEOUT_MS = 15_000;
const BACKGROUND_START_DELAY_MS = 2_000;

/**
 * Closes what was opened, newest first, once. Repeated signals are ignored (Ctrl-C reaches npm and
 * this process, and npm passes it on again); a stuck close ends after a timeout.
 */
function createShutdown(logger: Logger, cleanups: Array<() => Promise<void> | void>) {
  let stopping = false;
  return async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch (err) {
        logger.error({ err }, 'error during shutdown');
      }
    }
    process.exit(code);
  };
}

function printBanner(env: Env, demo: boolean, client: boolean): void {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const lines = [
    '',
    `  Aplikasi Ujian is running${client ? '' : ' (API only: build the client with npm run build)'}`,
    `  Portal:   http://${host}:${env.PORT}${env.PUBLIC_URL ? ` (public address ${env.PUBLIC_URL})` : ''}`,
    `  Realtime: http://${host}:${env.REALTIME_PORT}`,
    `  Database: ${env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${path.resolve(env.DATA_DIR)}`}`,
  ];
  if (demo) {
    lines.push('', '  Demo accounts (sign in with the email or the username):');
    for (const a of demoAccounts)
      lines.push(`    ${a.role.padEnd(12)} ${a.username.padEnd(12)} ${a.email.padEnd(24)} ${a.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection', reason);
});

await main();
