import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string } };

describe('rate limits on the auth endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        rateLimits: {
          ...defaultRateLimits,
          loginPerIp: { points: 14, durationSeconds: 60 },
          loginPerAccount: { points: 3, durationSeconds: 60 },
          registerPerIp: { points: 2, durationSeconds: 60 },
          refreshPerIp: { points: 3, durationSeconds: 60 },
        },
      },
    });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    api<ErrorBody>(server.baseUrl, 'POST', '/jwt/login', { body: { email, password } });

  it('locks an account after repeated failures (even with the right password), per account only', async () => {
    for (let i = 0; i < 3; i++) expect((await login('dosen1', 'wrong-password')).status).toBe(401);
    const locked = await login('dosen1@demo.ac.id', 'Dosen#2026demo');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(locked.body.error.message).toMatch(/Too many attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account from the same IP is not locked
    expect((await login('mahasiswa', 'Mahasiswa#2026demo')).status).toBe(200);
  });

  it('a success clears the failures of an account', async () => {
    expect((await login('koordinator', 'wrong-password')).status).toBe(401);
    expect((await login('koordinator', 'wrong-password')).status).toBe(401);
    expect((await login('koordinator', 'Koordinator#2026demo')).status).toBe(200);
    expect((await login('koordinator', 'wrong-password')).status).toBe(401);
    expect((await login('koordinator', 'wrong-password')).status).toBe(401);
    expect((await login('koordinator', 'Koordinator#2026demo')).status).toBe(200);
  });

  it('limits logins per IP', async () => {
    // 14 per IP in this server and the tests above used 11: the 4th from here on is refused
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login('admin', 'Admin#2026demo')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const res = await login('admin', 'Admin#2026demo');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits registrations and refreshes per IP', async () => {
    const register = (n: number) =>
      api(server.baseUrl, 'POST', '/jwt/register', {
        body: { username: `user${n}`, email: `user${n}@example.ac.id`, password: 'rahasia123' },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    const third = await register(3);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    for (let i = 0; i < 3; i++)
      expect((await api(server.baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken: 'x' } })).status).toBe(
        401,
      );
    expect((await api(server.baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken: 'x' } })).status).toBe(429);
  });
});

describe('rate limits switched off', () => {
  it('lets every attempt through when points are 0', async () => {
    const off = { points: 0, durationSeconds: 60 };
    const server = await startTestServer({
      config: {
        rateLimits: {
          loginPerIp: off,
          loginPerAccount: off,
          registerPerIp: off,
          refreshPerIp: off,
          verifyPerIp: off,
          mailPerIp: off,
          calendarPerIp: off,
        },
      },
    });
    try {
      for (let i = 0; i < 12; i++)
        expect(
          (await api(server.baseUrl, 'POST', '/jwt/login', { body: { email: 'admin', password: 'nope-nope' } })).status,
        ).toBe(401);
      expect((await loginAsDemo(server.baseUrl, 'admin')).userData.role).toBe('admin');
    } finally {
      await server.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  it('counts failures on one node against the same account on another', async () => {
    const redis = createClient({ url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    await redis.connect();
    const prefix = `test-rl-${randomUUID()}`;
    const config = {
      rateLimits: { ...defaultRateLimits, loginPerAccount: { points: 2, durationSeconds: 60 } },
    };
    const a = await startTestServer({ config, deps: { rateLimitStore: { redis, prefix } } });
    const b = await startTestServer({ config, deps: { rateLimitStore: { redis, prefix } } });
    try {
      const login = (server: TestServer, password: string) =>
        api(server.baseUrl, 'POST', '/jwt/login', { body: { email: 'mahasiswa2', password } });
      expect((await login(a, 'wrong-password')).status).toBe(401);
      expect((await login(b, 'wrong-password')).status).toBe(401);
      // the user ids match because both databases were seeded the same way
      expect((await login(a, 'Mahasiswa#2026demo')).status).toBe(429);
      expect((await login(b, 'Mahasiswa#2026demo')).status).toBe(429);
      expect(await redis.keys(`${prefix}:*`)).not.toHaveLength(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.quit();
    }
  });

  it('counts password-reset mails from one address on every node', async () => {
    const redis = createClient({ url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    await redis.connect();
    const prefix = `test-rl-${randomUUID()}`;
    const config = { rateLimits: { ...defaultRateLimits, mailPerIp: { points: 2, durationSeconds: 60 } } };
    const a = await startTestServer({ config, deps: { rateLimitStore: { redis, prefix } } });
    const b = await startTestServer({ config, deps: { rateLimitStore: { redis, prefix } } });
    try {
      const forgot = (server: TestServer) =>
        api<ErrorBody>(server.baseUrl, 'POST', '/account/forgot-password', { body: { email: 'mahasiswa@demo.ac.id' } });
      expect((await forgot(a)).status).toBeLessThan(300);
      expect((await forgot(b)).status).toBeLessThan(300);
      const third = await forgot(a);
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('RATE_LIMITED');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await forgot(b)).status).toBe(429);
      expect(await redis.keys(`${prefix}:mail-ip:*`)).not.toHaveLength(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.quit();
    }
  });
});
