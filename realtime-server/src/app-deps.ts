import type { Router } from 'express';
import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import type { AppConfig, Clock } from './config';
import type { Db, DbDriver } from './db/client';
import type { EventSignal } from './events/signal';

// A leaf: features import their deps from here, never from app.ts (which imports the features).

/**
 * Where the auth rate-limit counters live: this process (one node) or Redis, so every node of a
 * deployment counts together. `prefix` keeps deployments (and test runs) sharing one Redis apart.
 */
export type RateLimitStore = { redis?: RedisClientType; prefix?: string };

/**
 * Everything the HTTP app needs, passed in (only main.ts reads the environment). Other parts of
 * the server extend it through the optional members rather than by editing this file.
 */
export type AppDeps = {
  db: Db;
  driver: DbDriver;
  config: AppConfig;
  logger: Logger;
  clock: Clock;
  /** Wakes the events relay after a commit that published (e.g. `session:revoked` when a session ends). */
  signal: EventSignal;
  /** Realtime status for /health when Socket.IO runs elsewhere; "up" when not split. */
  realtimeStatus?: () => 'up' | 'down';
  /** Rate-limit counters in Redis (shared by all nodes) instead of this process's memory. */
  rateLimitStore?: RateLimitStore;
  /** When set, the built client is served from here with an SPA fallback for non-/api paths. */
  clientDistDir?: string;
};

/** One feature's routes under /api/v1, built from the app's deps. */
export type RouterFactory = (deps: AppDeps) => Router;
