import { authMessages, type LoginResponse, loginResponseSchema, type TokenPair } from '@ujian/shared/auth';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/auth';
import { api, createTestClock, loginAs, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { loginOf, revocationsOf } from '../../test/revocations';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('auth endpoints', () => {
  let server: TestServer;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const register = (body: unknown) => api<LoginResponse & ErrorBody>(server.baseUrl, 'POST', '/jwt/register', { body });
  const refresh = (refreshToken: string) =>
    api<TokenPair & ErrorBody>(server.baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken } });
  const checkToken = (token: string) => api<ErrorBody>(server.baseUrl, 'POST', '/check/token', { token });

  describe('register', () => {
    it('creates a client account, signs it in and stores an argon2id hash', async () => {
      const res = await register({
        username: 'ani.w',
        email: 'Ani@Example.ac.id',
        password: 'rahasia123',
        fullName: 'Ani W',
      });
      expect(res.status).toBe(201);
      const body = loginResponseSchema.parse(res.body);
      expect(body.userData).toMatchObject({
        username: 'ani.w',
        email: 'ani@example.ac.id',
        role: 'client',
        fullName: 'Ani W',
      });
      expect(body.userData.ability).toContainEqual({
        action: 'read',
        subject: 'pengajuan-sidang',
        conditions: { userId: String(body.userData.id) },
      });
      const [row] = await server.db.select().from(users).where(eq(users.id, body.userData.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.reviewedAt).toBeNull();
      expect((await checkToken(body.accessToken)).status).toBe(200);
    });

    it('answers the contract messages for missing fields', async () => {
      const res = await register({});
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields).toEqual({
        username: authMessages.usernameRequired,
        email: authMessages.emailRequired,
        password: authMessages.passwordRequired,
      });
      const blank = await register({ username: 'someone', email: '', password: 'longenough' });
      expect(blank.body.error).toMatchObject({
        message: 'Please enter your email.',
        fields: { email: 'Please enter your email.' },
      });
    });

    it('refuses short passwords and invalid emails per field', async () => {
      const res = await register({ username: 'budi99', email: 'not-an-email', password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({
        email: authMessages.emailInvalid,
        password: authMessages.passwordTooShort,
      });
    });

    it('refuses a taken email and a taken username (case-insensitive)', async () => {
      const email = await register({ username: 'fresh1', email: 'MAHASISWA@demo.ac.id', password: 'rahasia123' });
      expect(email.status).toBe(409);
      expect(email.body).toEqual({
        error: {
          code: 'EMAIL_TAKEN',
          message: 'This email is already in use.',
          fields: { email: 'This email is already in use.' },
        },
      });
      const username = await register({ username: 'Mahasiswa', email: 'fresh1@demo.ac.id', password: 'rahasia123' });
      expect(username.status).toBe(409);
      expect(username.body.error).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'This username is already in use.',
      });
    });
  });

  describe('login', () => {
    it('signs in by email and by username with the contract body', async () => {
      const byEmail = await loginAs(server.baseUrl, 'admin@demo.ac.id', 'Admin#2026demo');
      expect(loginResponseSchema.parse(byEmail).userData).toMatchObject({ username: 'admin', role: 'admin' });
      expect(byEmail.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
      const byUsername = await loginAs(server.baseUrl, 'koordinator', 'Koordinator#2026demo');
      expect(byUsername.userData).toMatchObject({ email: 'koordinator@demo.ac.id', role: 'koordinator' });
      // the koordinator's rules carry their prodi, filled in from the placeholder
      const prodiRule = byUsername.userData.ability.find((r) => r.subject === 'pengajuan-sidang');
      expect(prodiRule?.conditions?.prodiId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers 401 "Email or Password is Invalid" for a wrong password and an unknown account', async () => {
      for (const body of [
        { email: 'admin', password: 'wrong-password' },
        { email: 'nobody@demo.ac.id', password: 'whatever1' },
      ]) {
        const res = await api<ErrorBody>(server.baseUrl, 'POST', '/jwt/login', { body });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Email or Password is Invalid' } });
      }
    });

    it('asks for the email and password when missing', async () => {
      const res = await api<ErrorBody>(server.baseUrl, 'POST', '/jwt/login', { body: { password: '' } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ email: 'Please enter your email.', password: 'Please enter password' });
    });

    it('refuses an inactive account with 403 and ends its live sessions at once', async () => {
      const created = (await register({ username: 'will.leave', email: 'leave@demo.ac.id', password: 'rahasia123' }))
        .body;
      expect((await checkToken(created.accessToken)).status).toBe(200);
      await server.db.update(users).set({ active: false }).where(eq(users.id, created.userData.id));

      const login = await api<ErrorBody>(server.baseUrl, 'POST', '/jwt/login', {
        body: { email: 'will.leave', password: 'rahasia123' },
      });
      expect(login.status).toBe(403);
      expect(login.body.error.code).toBe('ACCOUNT_INACTIVE');
      expect(login.body.error.message).toMatch(/deactivated/);
      expect((await checkToken(created.accessToken)).status).toBe(401);
      expect((await refresh(created.refreshToken)).status).toBe(401);
    });

    it('ends sessions when the session version is bumped (role change)', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa2');
      const [row] = await server.db.select().from(users).where(eq(users.id, session.userData.id));
      await server.db
        .update(users)
        .set({ sessionVersion: row!.sessionVersion + 1 })
        .where(eq(users.id, session.userData.id));
      expect((await checkToken(session.accessToken)).status).toBe(401);
      // the refresh token still works and yields a token of the new version
      const next = await refresh(session.refreshToken);
      expect(next.status).toBe(200);
      expect((await checkToken(next.body.accessToken)).status).toBe(200);
    });
  });

  describe('refresh tokens', () => {
    it('rotates: the new pair works, the old refresh token does not', async () => {
      const session = await loginAsDemo(server.baseUrl, 'dosen1');
      const first = await refresh(session.refreshToken);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(first.body.refreshToken).not.toBe(session.refreshToken);
      expect((await checkToken(first.body.accessToken)).status).toBe(200);
      const second = await refresh(first.body.refreshToken);
      expect(second.status).toBe(200);
    });

    it('stores only a hash of the token', async () => {
      const session = await loginAsDemo(server.baseUrl, 'dosen1');
      const rows = await server.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.hash === session.refreshToken)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
    });

    it('detects reuse: a used token answers 401 and revokes every token of that login', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
      const other = await loginAsDemo(server.baseUrl, 'mahasiswa'); // another login of the same user
      const rotated = await refresh(session.refreshToken);
      expect(rotated.status).toBe(200);

      // past the grace window for two tabs refreshing at once
      clock.advance((server.deps.config.refreshGraceSeconds + 1) * 1000);
      const reuse = await refresh(session.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ error: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' } });
      // the sibling token (issued by the rotation) died with the family
      const sibling = await refresh(rotated.body.refreshToken);
      expect(sibling.status).toBe(401);
      expect(sibling.body.error.message).toBe('Invalid refresh token');
      // committed with the revocation (no relay runs here): the login's sockets are told even after a crash
      expect(await revocationsOf(server.db, session.userData.id)).toContainEqual({
        reason: 'token-reuse',
        target: `sid:${loginOf(session.accessToken)}`,
      });
      expect((await checkToken(rotated.body.accessToken)).status).toBe(401);
      expect((await checkToken(other.accessToken)).status).toBe(200);
      // another login of the same user is a different family and lives on
      expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it('without a grace window, only one of two concurrent refreshes of one token wins', async () => {
      const strict = await startTestServer({ config: { refreshGraceSeconds: 0 } });
      try {
        const session = await loginAsDemo(strict.baseUrl, 'koordinator');
        const once = (t: string) => api(strict.baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken: t } });
        const results = await Promise.all([once(session.refreshToken), once(session.refreshToken)]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      } finally {
        await strict.close();
      }
    });

    it('answers 401 for an unknown token and 400 for a missing one', async () => {
      expect((await refresh('not-a-real-token')).status).toBe(401);
      const missing = await api<ErrorBody>(server.baseUrl, 'POST', '/jwt/refresh-token', { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toEqual({ refreshToken: 'Invalid refresh token' });
    });
  });

  it('logout answers 204 and ends the login', async () => {
    const session = await loginAsDemo(server.baseUrl, 'dosen1');
    const res = await api(server.baseUrl, 'POST', '/jwt/logout', { body: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(await revocationsOf(server.db, session.userData.id)).toContainEqual({
      reason: 'logout',
      target: `sid:${loginOf(session.accessToken)}`,
    });
    // the access token of the ended login stops working at once, not when it expires
    expect((await checkToken(session.accessToken)).status).toBe(401);
    // logging out twice is fine, and tells the sockets nothing more
    const told = (await revocationsOf(server.db, session.userData.id)).length;
    expect(
      (await api(server.baseUrl, 'POST', '/jwt/logout', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(204);
    expect(await revocationsOf(server.db, session.userData.id)).toHaveLength(told);
  });

  describe('POST /check/token', () => {
    it('answers valid with the userData of the bearer', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
      const res = await api<{ valid: boolean; userData: LoginResponse['userData'] }>(
        server.baseUrl,
        'POST',
        '/check/token',
        { token: session.accessToken },
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true, userData: session.userData });
    });

    it('answers 401 without a token', async () => {
      const res = await api<ErrorBody>(server.baseUrl, 'POST', '/check/token');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
    });

    it('answers 401 TOKEN_EXPIRED after 10 minutes', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
      clock.advance(10 * 60 * 1000 + 1000);
      try {
        const res = await checkToken(session.accessToken);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('TOKEN_EXPIRED');
      } finally {
        clock.set(new Date());
      }
    });

    it('answers TOKEN_EXPIRED to a token it accepted before, from the second of its expiry on', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
      const { exp } = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
      };
      try {
        clock.set(new Date(exp * 1000 - 1));
        expect((await checkToken(session.accessToken)).status).toBe(200);
        clock.set(new Date(exp * 1000));
        const res = await checkToken(session.accessToken);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('TOKEN_EXPIRED');
      } finally {
        clock.set(new Date());
      }
    });

    it('refuses tampered tokens, other algorithms, alg none and refresh-typed tokens', async () => {
      const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
      const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const admin = (await loginAsDemo(server.baseUrl, 'admin')).userData.id;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(admin) })).toString('base64url');
      const key = new TextEncoder().encode(server.deps.config.jwtSecret);
      const sign = (alg: string, extra: Record<string, unknown> = {}) =>
        new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg }).sign(key);
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

      const bad = [
        `${header}.${forged}.${signature}`,
        // one changed character in the middle (the last one's low bits carry nothing: a change there may not count)
        `${header}.${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`,
        await sign('HS512'),
        none,
        await sign('HS256', { typ: 'refresh' }),
        await sign('HS256', { iss: 'someone-else' }),
        await sign('HS256', { aud: 'someone-else' }),
        'garbage',
      ];
      for (const token of bad) expect((await checkToken(token)).status, token).toBe(401);
      // the control: the same claims signed the right way pass
      expect((await checkToken(await sign('HS256'))).status).toBe(200);
    });
  });
});
