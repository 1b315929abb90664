import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@ujian/shared/auth';
import { z } from 'zod';
import { type AppConfig, defaultRateLimits, type RateLimit, type RateLimits } from './config';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'use 1 or 0' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes')
  .optional();
/** "N" attempts per the default window, or "N/S": N attempts per S seconds; 0 turns the limit off. */
const rateLimit = z
  .string()
  .regex(/^\d+(\/\d+)?$/, { error: 'use N or N/SECONDS, e.g. 10/900' })
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port(3000),
    REALTIME_PORT: port(6002),
    HOST: z.string().optional(),
    /** api = HTTP only, realtime = Socket.IO only, all = both (default) */
    ROLE: z.enum(['api', 'realtime', 'all']).default('all'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** the address people open (links in mails, letters, calendar feeds); path and trailing slash dropped */
    PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be the http(s) address people open, e.g. https://ujian.fakultas.ac.id',
      })
      .transform((v) => new URL(v).origin)
      .optional(),
    CLIENT_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins like http://localhost:5173' }))),
    SEED_DEMO: flag,
    MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(10),
    REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    LIST_TOTAL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().default('Aplikasi Ujian <no-reply@localhost>'),
    REMINDER_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
    /** automatic-scheduling runs solving at once on this node; more wait as `queued` */
    AUTO_RUN_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    DOSEN_SYNC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().optional(),
    RATE_LIMIT_LOGIN_PER_IP: rateLimit,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: rateLimit,
    RATE_LIMIT_REGISTER_PER_IP: rateLimit,
    RATE_LIMIT_REFRESH_PER_IP: rateLimit,
    RATE_LIMIT_VERIFY_PER_IP: rateLimit,
    RATE_LIMIT_MAIL_PER_IP: rateLimit,
    RATE_LIMIT_CALENDAR_PER_IP: rateLimit,
    /** a PKCS#12 file with the institution's key and certificate chain that signs letters (PAdES) */
    SIGNING_P12: z.string().optional(),
    SIGNING_P12_PASSWORD: z.string().optional(),
    /** an RFC 3161 timestamp authority: letter signatures then carry a timestamp (PAdES B-T) */
    TSA_URL: z
      .url({ protocol: /^https?$/, error: 'must be the http(s) URL of an RFC 3161 timestamp authority' })
      .optional(),
    /** scheduled backups: the folder archives go to, every how many hours, how many are kept */
    BACKUP_DIR: z.string().optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 366)
      .optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  })
  .superRefine((env, ctx) => {
    // half a schedule would silently back up nothing
    if (Boolean(env.BACKUP_DIR) !== Boolean(env.BACKUP_EVERY_HOURS))
      ctx.addIssue({
        code: 'custom',
        path: [env.BACKUP_DIR ? 'BACKUP_EVERY_HOURS' : 'BACKUP_DIR'],
        message: 'scheduled backups need both BACKUP_DIR and BACKUP_EVERY_HOURS',
      });
    // nodes of a deployment must share the signing key; a key generated per node would log users out at random
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production with DATABASE_URL' });
    // a production portal that wrote localhost into letters and mails would hand out dead links for good
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production: the address people open, e.g. https://ujian.fakultas.ac.id',
      });
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates the environment; empty values count as unset. Throws EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
}

function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  if (!value) return fallback;
  const [points, seconds] = value.split('/');
  return { points: Number(points), durationSeconds: seconds ? Number(seconds) : fallback.durationSeconds };
}

function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The signing key: JWT_SECRET, or (single node) one generated once and kept in DATA_DIR/secret so
 * sessions survive a restart. Created with `wx`: two processes racing both end up reading one key.
 */
export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new EnvError([`JWT_SECRET: ${file} holds a key shorter than 32 characters`]);
  return secret;
}

/** PUBLIC_URL, else this server on localhost (main.ts warns at start). */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function configFromEnv(env: Env, jwtSecret: string): AppConfig {
  const rateLimits: RateLimits = {
    loginPerIp: parseRateLimit(env.RATE_LIMIT_LOGIN_PER_IP, defaultRateLimits.loginPerIp),
    loginPerAccount: parseRateLimit(env.RATE_LIMIT_LOGIN_PER_ACCOUNT, defaultRateLimits.loginPerAccount),
    registerPerIp: parseRateLimit(env.RATE_LIMIT_REGISTER_PER_IP, defaultRateLimits.registerPerIp),
    refreshPerIp: parseRateLimit(env.RATE_LIMIT_REFRESH_PER_IP, defaultRateLimits.refreshPerIp),
    verifyPerIp: parseRateLimit(env.RATE_LIMIT_VERIFY_PER_IP, defaultRateLimits.verifyPerIp),
    mailPerIp: parseRateLimit(env.RATE_LIMIT_MAIL_PER_IP, defaultRateLimits.mailPerIp),
    calendarPerIp: parseRateLimit(env.RATE_LIMIT_CALENDAR_PER_IP, defaultRateLimits.calendarPerIp),
  };
  const publicUrl = publicUrlOf(env);
  return {
    jwtSecret,
    publicUrl,
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    // the portal's own address may always call its API; more origins (a dev server) only when listed
    clientOrigins: env.CLIENT_ORIGINS.length > 0 ? env.CLIENT_ORIGINS : env.PUBLIC_URL ? [env.PUBLIC_URL] : [],
    maxUploadMb: env.MAX_UPLOAD_MB,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    dosenSyncUrl: env.DOSEN_SYNC_URL,
    listTotalCacheMs: env.LIST_TOTAL_CACHE_MS,
  };
}
