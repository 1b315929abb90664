import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, EnvError, parseEnv, resolveJwtSecret } from './env';

describe('environment', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ujian-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has the documented defaults, and empty values count as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', REDIS_URL: '  ', PATH: '/usr/bin' });
    expect(env).toMatchObject({
      PORT: 3000,
      REALTIME_PORT: 6002,
      DATA_DIR: './data',
      MAX_UPLOAD_MB: 10,
      LOG_LEVEL: 'info',
      ROLE: 'all',
      CLIENT_ORIGINS: [],
      REMINDER_SWEEP_MS: 60_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads REFRESH_GRACE_SECONDS (default 5, 0 turns it off, at most 60)', () => {
    expect(configFromEnv(parseEnv({}), 'x'.repeat(32)).refreshGraceSeconds).toBe(5);
    expect(configFromEnv(parseEnv({ REFRESH_GRACE_SECONDS: '0' }), 'x'.repeat(32)).refreshGraceSeconds).toBe(0);
    expect(() => parseEnv({ REFRESH_GRACE_SECONDS: '61' })).toThrow(/REFRESH_GRACE_SECONDS/);
    expect(() => parseEnv({ REFRESH_GRACE_SECONDS: 'soon' })).toThrow(/REFRESH_GRACE_SECONDS/);
  });

  it('takes REMINDER_SWEEP_MS between a second and a day', () => {
    expect(parseEnv({ REMINDER_SWEEP_MS: '5000' }).REMINDER_SWEEP_MS).toBe(5000);
    expect(() => parseEnv({ REMINDER_SWEEP_MS: '10' })).toThrow(/REMINDER_SWEEP_MS/);
    expect(() => parseEnv({ REMINDER_SWEEP_MS: 'often' })).toThrow(/REMINDER_SWEEP_MS/);
  });

  it('takes AUTO_RUN_CONCURRENCY from 1 to 16 (default 1)', () => {
    expect(parseEnv({}).AUTO_RUN_CONCURRENCY).toBe(1);
    expect(parseEnv({ AUTO_RUN_CONCURRENCY: '2' }).AUTO_RUN_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ AUTO_RUN_CONCURRENCY: '0' })).toThrow(/AUTO_RUN_CONCURRENCY/);
    expect(() => parseEnv({ AUTO_RUN_CONCURRENCY: 'many' })).toThrow(/AUTO_RUN_CONCURRENCY/);
  });

  it('reads the letter signing settings: a PKCS#12 path and password, and an http(s) timestamp authority', () => {
    const env = parseEnv({
      SIGNING_P12: '/etc/ujian/fakultas.p12',
      SIGNING_P12_PASSWORD: 'rahasia',
      TSA_URL: 'http://tsa.test/',
    });
    expect(env).toMatchObject({
      SIGNING_P12: '/etc/ujian/fakultas.p12',
      SIGNING_P12_PASSWORD: 'rahasia',
      TSA_URL: 'http://tsa.test/',
    });
    expect(parseEnv({}).TSA_URL).toBeUndefined();
    expect(() => parseEnv({ TSA_URL: 'ftp://tsa.test' })).toThrow(/TSA_URL/);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        CLIENT_ORIGINS: 'not a url',
        SEED_DEMO: 'maybe',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'CLIENT_ORIGINS', 'SEED_DEMO'])
      expect(message).toContain(name);
  });

  it('requires JWT_SECRET in production on PostgreSQL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/JWT_SECRET/);
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://ujian.fakultas.ac.id',
      }),
    ).not.toThrow();
  });

  it('reads PUBLIC_URL as the origin every link starts with; production refuses to start without it', () => {
    const secret = 'x'.repeat(32);
    const set = configFromEnv(parseEnv({ PUBLIC_URL: 'https://ujian.fakultas.ac.id/' }), secret);
    expect(set.publicUrl).toBe('https://ujian.fakultas.ac.id');
    // CLIENT_ORIGINS defaults to the public origin and keeps its meaning when given
    expect(set.clientOrigins).toEqual(['https://ujian.fakultas.ac.id']);
    const both = parseEnv({ PUBLIC_URL: 'https://ujian.fakultas.ac.id', CLIENT_ORIGINS: 'http://localhost:5173' });
    expect(configFromEnv(both, secret).clientOrigins).toEqual(['http://localhost:5173']);
    // unset: this server on localhost (main.ts warns)
    const unset = configFromEnv(parseEnv({ PORT: '3456' }), secret);
    expect(unset.publicUrl).toBe('http://localhost:3456');
    expect(unset.clientOrigins).toEqual([]);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/);
    expect(() => parseEnv({ PUBLIC_URL: 'ujian.fakultas.ac.id' })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://ujian.fakultas.ac.id' })).toThrow(/PUBLIC_URL/);
  });

  it('generates the signing key once and keeps it in DATA_DIR/secret', () => {
    const first = resolveJwtSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(path.join(dir, 'secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(32) })).toBe('y'.repeat(32));
  });

  it('reads rate limits as N or N/SECONDS and origins as a list', () => {
    const env = parseEnv({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '5/300',
      RATE_LIMIT_LOGIN_PER_IP: '0',
      CLIENT_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173',
      SEED_DEMO: '1',
    });
    const config = configFromEnv(env, 'z'.repeat(32));
    expect(config.rateLimits.loginPerAccount).toEqual({ points: 5, durationSeconds: 300 });
    expect(config.rateLimits.loginPerIp.points).toBe(0);
    expect(config.clientOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(env.SEED_DEMO).toBe(true);
  });
});
