import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, EventEnvelope, ServerToClientEvents } from '@ujian/shared/events';
import pg from 'pg';
import { pino } from 'pino';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { type AppDeps, createApp } from '../app';
import { type AppConfig, type Clock, defaultConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { openTestPglite, TEST_POSTGRES_URL } from '../test/harness';
import { createSpine, type Spine, type SpineOptions } from './spine';

export type RealtimeTestServer = {
  baseUrl: string;
  realtimeUrl: string;
  database: Database;
  spine: Spine;
  deps: AppDeps;
  /** PostgreSQL schema (pg runs) — pass it to a second node or a restart */
  schema?: string;
  close(options?: { keepData?: boolean }): Promise<void>;
};

export type RealtimeTestOptions = {
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** PGlite: a directory to reopen after a restart (default in memory) */
  dataDir?: string;
  /** PostgreSQL: reuse this schema (a second node, a restart) instead of a fresh one */
  schema?: string;
  seed?: boolean;
  redisStreamName?: string;
  relayPollMs?: number;
  mail?: SpineOptions['mail'];
};

export const usePostgres = process.env.TEST_DB === 'postgres';

/** API and Socket.IO on two ephemeral ports over one real database, wired like main.ts does. */
export async function startRealtimeTestServer(options: RealtimeTestOptions = {}): Promise<RealtimeTestServer> {
  const schema = usePostgres ? (options.schema ?? `t_${randomBytes(6).toString('hex')}`) : undefined;
  const clock = options.clock ?? { now: () => new Date() };
  const seed = options.seed ?? true;
  let database: Database;
  if (!usePostgres && !options.dataDir) {
    // the foundation's cached, migrated and seeded snapshot: seconds faster than initdb
    database = await openTestPglite(seed, clock);
  } else {
    database = usePostgres
      ? await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema })
      : await openDatabase({ dataDir: options.dataDir! });
    await database.migrate();
    if (seed) await seedDemo(database.db, { clock });
  }
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = defaultConfig({ clientOrigins: ['http://portal.test'], ...options.config });

  const spine = createSpine({
    db: database.db,
    config,
    clock,
    logger,
    appUrl: 'http://portal.test',
    mail: options.mail,
  });
  const deps: AppDeps = {
    db: database.db,
    driver: database.driver,
    config,
    clock,
    logger,
    extraRouters: spine.extraRouters,
    signal: spine.signal,
  };
  const app = createApp(deps);
  const apiServer = await listen(createServer(app));
  const realtimeServer = await listen(createServer());
  await spine.startRealtime(realtimeServer, {
    listen: schema ? { databaseUrl: TEST_POSTGRES_URL, schema } : undefined,
    redisStreamName: options.redisStreamName,
    relayPollMs: options.relayPollMs,
  });

  let closed = false;
  return {
    baseUrl: urlOf(apiServer),
    realtimeUrl: urlOf(realtimeServer),
    database,
    spine,
    deps,
    schema,
    async close({ keepData = false } = {}) {
      if (closed) return;
      closed = true;
      await spine.close();
      for (const server of [apiServer, realtimeServer]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await database.close();
      if (schema && !keepData) await dropSchema(schema);
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

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** What a test socket records: the contract's envelope, with the type left open so tests can assert on any name. */
export type ReceivedEvent = EventEnvelope<string, unknown>;

/** A real socket.io-client that records every event it gets, in arrival order. */
export function connectClient(
  url: string,
  auth: Record<string, unknown>,
  options: { origin?: string } = {},
): { socket: TestSocket; received: ReceivedEvent[] } {
  const received: ReceivedEvent[] = [];
  const socket: TestSocket = connectSocket(url, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  socket.onAny((_name: string, payload: ReceivedEvent) => {
    received.push(payload);
  });
  socket.once('disconnect', (reason) => disconnectReasons.set(socket, reason));
  return { socket, received };
}

// why each test socket went away, for a wait that begins after it already has
const disconnectReasons = new WeakMap<TestSocket, string>();

export function waitForConnect(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export function waitForConnectError(socket: TestSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should not have')));
    socket.once('connect_error', resolve);
  });
}

export function waitForDisconnect(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.disconnected && !socket.active) return resolve(disconnectReasons.get(socket) ?? 'already');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

/** Polls until `check` holds (real I/O makes fixed sleeps flaky). */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
