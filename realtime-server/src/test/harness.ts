import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@ujian/shared/auth';
import type { Express } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../app';
import type { AppDeps, RouterFactory } from '../app-deps';
import { type AppConfig, type Clock, defaultConfig } from '../config';
import { type Database, type Db, type DbDriver, openDatabase } from '../db/client';
import { migrationsFolder } from '../db/migrations-folder';
import { featureRouters } from '../features/feature-routers';
import { AutoRunPool } from '../features/jadwal/auto/run-pool';
import { createLocalStorage } from '../features/storage/local';
import type { Storage } from '../features/storage/storage';
import { installClientErrorHandler } from '../http/client-error';
import type { RealtimeDeps } from '../realtime/io';
import { createSpine, type Spine, type SpineOptions } from '../realtime/spine';
import { seedDemo } from '../seed/demo';

/** PostgreSQL of the test machine; each test server gets a fresh schema in it. */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const usePostgres = process.env.TEST_DB === 'postgres';

const APP_URL = 'http://portal.test';
const lifted = { points: 1_000_000, durationSeconds: 1 };

export type TestServerOptions = {
  /** seed the demo data of CONTRACT.md (accounts, masters); default true */
  seed?: boolean;
  /** also write the demo's documents into the server's storage, as main.ts seeds (a fresh database, no snapshot) */
  seedDocuments?: boolean;
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** deps merged over the defaults (hooks, logger, rate-limit store, client dir) */
  deps?: Partial<Omit<AppDeps, 'db' | 'driver' | 'config' | 'clock'>>;
  /** test-only routers, mounted after every feature's */
  extraRouters?: RouterFactory[];
  /** Socket.IO and its relay on a second ephemeral port, at `realtimeUrl` */
  realtime?: boolean | Pick<RealtimeDeps, 'redisStreamName' | 'relayPollMs'>;
  mail?: SpineOptions['mail'];
  /** no auth rate limits, for tests that send many requests */
  liftRateLimits?: boolean;
  /** PGlite: a directory to reopen after a restart (default in memory) */
  pgliteDir?: string;
  /** PostgreSQL: reuse this schema (a second node, a restart) instead of a fresh one */
  schema?: string;
  /** automatic-scheduling runs at once, and whether other nodes share the database (default 1, alone) */
  autoRuns?: AutoRunPool['options'];
};

export type TestServer = {
  baseUrl: string;
  port: number;
  /** Socket.IO's URL; only with `realtime` */
  readonly realtimeUrl: string;
  app: Express;
  httpServer: Server;
  /** what `createApp` got: a second app over the same database is `createApp(deps, routers)` */
  deps: AppDeps;
  routers: RouterFactory[];
  database: Database;
  db: Db;
  driver: DbDriver;
  spine: Spine;
  /** PostgreSQL schema (pg runs): pass it to a second node or a restart */
  schema?: string;
  /** the server's DATA_DIR: documents under berkas/, profile photos under photos/ */
  dataDir: string;
  close(options?: { keepData?: boolean }): Promise<void>;
};

/**
 * The server as main.ts wires it (every feature router, the events spine, the client-error handler)
 * on an ephemeral port over a real database: PGlite in memory by default, PostgreSQL in a fresh
 * schema `t_<random>` when TEST_DB=postgres (dropped on close). PGlite starts from a cached snapshot
 * of the migrated (and seeded) database in the temp dir; TEST_PGLITE_SNAPSHOT=0 turns that off.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const freshSchema = usePostgres && !options.schema;
  const schema = usePostgres ? (options.schema ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  const clock = options.clock ?? { now: () => new Date() };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ujian-test-'));
  const berkas = createLocalStorage(path.join(dataDir, 'berkas'));
  const database = await openTestDatabase(options, schema, clock, berkas).catch(async (err: unknown) => {
    // a failed start must not leave its schema behind
    if (schema && freshSchema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });

  const config = defaultConfig({
    publicUrl: APP_URL,
    clientOrigins: [APP_URL],
    dataDir,
    ...(options.liftRateLimits
      ? {
          rateLimits: {
            loginPerIp: lifted,
            loginPerAccount: lifted,
            registerPerIp: lifted,
            refreshPerIp: lifted,
            verifyPerIp: lifted,
            mailPerIp: lifted,
            calendarPerIp: lifted,
          },
        }
      : {}),
    ...options.config,
  });
  const logger = options.deps?.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const spine = createSpine({ db: database.db, config, clock, logger, mail: options.mail });
  spine.startWorkers();
  const deps: AppDeps = {
    logger,
    signal: spine.signal,
    ...options.deps,
    db: database.db,
    driver: database.driver,
    config,
    clock,
  };
  const autoRuns = new AutoRunPool(options.autoRuns);
  const routers = [
    ...featureRouters({
      signal: spine.signal,
      mailer: spine.mailer,
      appUrl: config.publicUrl,
      berkas,
      photos: createLocalStorage(path.join(dataDir, 'photos')),
      autoRuns,
      realtimePort: spine.realtimePort,
    }),
    ...(options.extraRouters ?? []),
  ];
  const app = createApp(deps, routers);
  const httpServer = createServer(app);
  installClientErrorHandler(httpServer);
  await listen(httpServer);
  const realtimeServer = options.realtime ? await listen(createServer()) : undefined;
  if (realtimeServer)
    await spine.startRealtime(realtimeServer, {
      listen: schema ? { databaseUrl: TEST_POSTGRES_URL, schema } : undefined,
      ...(typeof options.realtime === 'object' ? options.realtime : {}),
    });

  let closed = false;
  return {
    baseUrl: urlOf(httpServer),
    port: (httpServer.address() as AddressInfo).port,
    get realtimeUrl() {
      if (!realtimeServer) throw new Error('start the test server with { realtime: true } for Socket.IO');
      return urlOf(realtimeServer);
    },
    app,
    httpServer,
    deps,
    routers,
    database,
    db: database.db,
    driver: database.driver,
    spine,
    schema,
    dataDir,
    async close({ keepData = false } = {}) {
      if (closed) return;
      closed = true;
      autoRuns.stopAll();
      await spine.close();
      for (const server of realtimeServer ? [httpServer, realtimeServer] : [httpServer]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await database.close();
      if (schema && !keepData) await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(
  options: TestServerOptions,
  schema: string | undefined,
  clock: Clock,
  berkas: Storage,
): Promise<Database> {
  const seed = options.seed ?? true;
  // the cached snapshot has no document files: servers that need them seed afresh
  if (!schema && !options.pgliteDir && !options.seedDocuments) return openTestPglite(seed, clock);
  const database = schema
    ? await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema })
    : await openDatabase({ dataDir: options.pgliteDir ?? 'memory://' });
  try {
    await database.migrate();
    if (seed) await seedDemo(database.db, { clock, storage: options.seedDocuments ? berkas : undefined });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
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

const snapshotPrefix = 'ujian-test-pglite-';

/**
 * Creating, migrating and seeding a PGlite database costs seconds, mostly initdb; starting from a
 * snapshot of one costs about a third of that. Snapshots live in the temp dir, shared by the test
 * files of a run, and are keyed by everything that shapes them (migrations, seed code, the day).
 */
function snapshotFile(seed: boolean, clock: Clock): string | undefined {
  if (process.env.TEST_PGLITE_SNAPSHOT === '0') return undefined;
  const hash = createHash('sha256');
  const here = path.dirname(new URL(import.meta.url).pathname);
  const filesUnder = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  // the seed may import anything of the server, shared and machines: any change there makes a new
  // snapshot (rebuilt once, by the first test file that needs it), so a seed edit is never missed
  const sources = seed
    ? [path.join(here, '..'), path.join(here, '../../../shared/src'), path.join(here, '../../../machines/src')]
    : [];
  const inputs = [migrationsFolder, ...sources].flatMap((dir) => (existsSync(dir) ? filesUnder(dir) : []));
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  hash.update(String(seed)).update(seed ? clock.now().toISOString().slice(0, 10) : '');
  return path.join(tmpdir(), `${snapshotPrefix}${hash.digest('hex').slice(0, 24)}.tar.gz`);
}

export async function openTestPglite(seed: boolean, clock: Clock): Promise<Database> {
  const file = snapshotFile(seed, clock);
  if (file && existsSync(file)) {
    try {
      return await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // a broken snapshot (e.g. half-written by a killed run): build afresh and replace it below
    }
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  if (seed) await seedDemo(database.db, { clock });
  if (file && database.dumpDataDir) {
    const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    // written aside and renamed: parallel test files never read a half-written snapshot
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    pruneSnapshots(file);
  }
  return database;
}

/** Snapshots of other keys older than a day are left-overs of older code. */
function pruneSnapshots(keep: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(snapshotPrefix)) continue;
    const file = path.join(tmpdir(), name);
    try {
      if (file !== keep && statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      // another run pruned it
    }
  }
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** A clock tests can move: token expiry, open periods. */
export function createTestClock(start: Date = new Date()): Clock & { advance(ms: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** fetch with JSON in and out; `token` becomes the bearer header. */
export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  // the suite reads refusals in English unless a test asks for another language
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl}${path.startsWith('/api') ? path : `/api/v1${path}`}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: hand back the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Sign in through the real endpoint; throws with the answer when it is not a 200. */
export async function loginAs(baseUrl: string, emailOrUsername: string, password: string): Promise<LoginResponse> {
  const res = await api<LoginResponse>(baseUrl, 'POST', '/jwt/login', { body: { email: emailOrUsername, password } });
  if (res.status !== 200)
    throw new Error(`login as ${emailOrUsername} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Passwords of the seeded demo accounts (CONTRACT.md). */
export const demoPasswords = {
  admin: 'Admin#2026demo',
  koordinator: 'Koordinator#2026demo',
  dosen1: 'Dosen#2026demo',
  dosen2: 'Dosen#2026demo',
  dosen3: 'Dosen#2026demo',
  mahasiswa: 'Mahasiswa#2026demo',
  mahasiswa2: 'Mahasiswa#2026demo',
} as const;

/** Sign in as one of the demo accounts by username. */
export function loginAsDemo(baseUrl: string, username: keyof typeof demoPasswords): Promise<LoginResponse> {
  return loginAs(baseUrl, username, demoPasswords[username]);
}
