import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@ujian/shared/auth';

/** A window of `points` attempts per `durationSeconds`; 0 points disables the limit. */
export type RateLimit = { points: number; durationSeconds: number };

export type RateLimits = {
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  registerPerIp: RateLimit;
  refreshPerIp: RateLimit;
  /** the public letter verification: no sign-in, so a brake on guessing codes */
  verifyPerIp: RateLimit;
  /** password-reset and verification mails: the endpoints must not become a way to flood an inbox */
  mailPerIp: RateLimit;
  /** calendar feeds: apps poll every few minutes, guessing a feed token takes far more requests */
  calendarPerIp: RateLimit;
};

/** Everything the app needs to know about its surroundings; built by main.ts from env.ts, by tests directly. */
export type AppConfig = {
  jwtSecret: string;
  /** PUBLIC_URL (origin, no trailing slash): every link the server writes starts with it */
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** REFRESH_GRACE_SECONDS: a used refresh token still yields its successor pair this long (two tabs) */
  refreshGraceSeconds: number;
  clientOrigins: string[];
  maxUploadMb: number;
  dataDir: string;
  redisUrl?: string;
  /** Express `trust proxy`: set when a load balancer forwards the client IP */
  trustProxy: boolean | number | string;
  rateLimits: RateLimits;
  smtpUrl?: string;
  mailFrom: string;
  /** default JSON source of sync-dosen (DOSEN_SYNC_URL); an admin may also give a URL per preview */
  dosenSyncUrl?: string;
  /** LIST_TOTAL_CACHE_MS: how long a list's `total` may be reused (0: count every time) */
  listTotalCacheMs: number;
};

/**
 * Per-IP limits are loose on purpose: a campus NAT puts hundreds of students behind one address.
 * The per-account limit on failed sign-ins is the real brake on password guessing.
 */
export const defaultRateLimits: RateLimits = {
  loginPerIp: { points: 100, durationSeconds: 60 },
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  registerPerIp: { points: 30, durationSeconds: 10 * 60 },
  refreshPerIp: { points: 600, durationSeconds: 60 },
  verifyPerIp: { points: 60, durationSeconds: 60 },
  mailPerIp: { points: 20, durationSeconds: 60 * 60 },
  calendarPerIp: { points: 120, durationSeconds: 60 },
};

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    publicUrl: 'http://localhost:3000',
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: 5,
    clientOrigins: [],
    maxUploadMb: 10,
    dataDir: './data',
    trustProxy: false,
    rateLimits: defaultRateLimits,
    mailFrom: 'Aplikasi Ujian <no-reply@localhost>',
    listTotalCacheMs: 3000,
    ...overrides,
  };
}

/** Time comes from here so tests can move it (token expiry, periods). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
