import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenPair } from '@ujian/shared/auth';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { refreshTokens } from '../../db/schema/auth';
import { api, createTestClock, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string } };

describe('session binding and the refresh grace window', () => {
  let server: TestServer;
  // a second node: its own app and listener over the same database (on PostgreSQL, other pool connections)
  let second: Server;
  let secondUrl: string;
  const clock = createTestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    second = createApp(server.deps, server.routers).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => second.once('listening', resolve));
    secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    second.closeAllConnections();
    await new Promise<void>((resolve) => second.close(() => resolve()));
    await server.close();
  });

  const refreshOn = (baseUrl: string, refreshToken: string) =>
    api<TokenPair & ErrorBody>(baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken } });
  const check = (token: string) => api<ErrorBody>(server.baseUrl, 'GET', '/account/check', { token });

  it("refuses an access token whose session is another user's live login", async () => {
    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const admin = await loginAsDemo(server.baseUrl, 'admin');
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const studentClaims = claimsOf(student.accessToken);
    const adminClaims = claimsOf(admin.accessToken);
    const key = new TextEncoder().encode(server.deps.config.jwtSecret);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    // the admin's login id under the student's subject and session version
    const forged = await sign({ ...studentClaims, sid: adminClaims.sid });
    const res = await check(forged);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    // the control: the student's own session id signed the same way passes
    expect((await check(await sign(studentClaims))).status).toBe(200);
  });

  it('two tabs refreshing one token at once both get 200 and the same new pair, on two nodes', async () => {
    const session = await loginAsDemo(server.baseUrl, 'koordinator');
    const results = await Promise.all([
      refreshOn(server.baseUrl, session.refreshToken),
      refreshOn(secondUrl, session.refreshToken),
      refreshOn(server.baseUrl, session.refreshToken),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const [first, ...rest] = results.map((r) => r.body);
    for (const other of rest) expect(other).toEqual(first);
    // nothing was revoked: the pair works and rotates on
    expect((await check(first!.accessToken)).status).toBe(200);
    const next = await refreshOn(secondUrl, first!.refreshToken);
    expect(next.status).toBe(200);
    // the successor is kept sealed, never in clear
    const rows = await server.db
      .select({ sealed: refreshTokens.successorSealed })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.userData.id));
    const sealed = rows.map((r) => r.sealed).filter((s): s is string => !!s);
    expect(sealed.length).toBeGreaterThan(0);
    for (const s of sealed) {
      expect(s).not.toContain(first!.refreshToken);
      expect(s).not.toContain(first!.accessToken.split('.')[1]!);
    }
  });

  it('after the grace window a used token is reuse: 401 and every token of that login revoked', async () => {
    const session = await loginAsDemo(server.baseUrl, 'dosen1');
    const other = await loginAsDemo(server.baseUrl, 'dosen1');
    const rotated = await refreshOn(server.baseUrl, session.refreshToken);
    expect(rotated.status).toBe(200);
    // still inside the window: the same pair
    clock.advance(4_000);
    expect((await refreshOn(secondUrl, session.refreshToken)).body).toEqual(rotated.body);
    clock.advance(2_000);
    try {
      const reuse = await refreshOn(secondUrl, session.refreshToken);
      expect(reuse.status).toBe(401);
      expect(reuse.body.error.message).toBe('Invalid refresh token');
      expect((await refreshOn(server.baseUrl, rotated.body.refreshToken)).status).toBe(401);
      expect((await check(rotated.body.accessToken)).status).toBe(401);
      const live = await server.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          eq(
            refreshTokens.familyId,
            JSON.parse(Buffer.from(rotated.body.accessToken.split('.')[1]!, 'base64url').toString()).sid,
          ),
        );
      expect(live.length).toBeGreaterThan(0);
      const stillLive = (await server.db.select().from(refreshTokens)).filter(
        (r) => live.some((l) => l.id === r.id) && r.revokedAt === null,
      );
      expect(stillLive).toEqual([]);
      // another login of the same user lives on
      expect((await check(other.accessToken)).status).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('a wrong token cannot open a sealed pair: the grace answer needs the very token', async () => {
    const session = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    const rotated = await refreshOn(server.baseUrl, session.refreshToken);
    expect(rotated.status).toBe(200);
    const [row] = await server.db
      .select({ sealed: refreshTokens.successorSealed })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.userData.id));
    const { openSuccessor } = await import('./refresh-grace');
    expect(openSuccessor(row!.sealed!, 'another-token', server.deps.config.jwtSecret)).toBeUndefined();
    expect(openSuccessor(row!.sealed!, session.refreshToken, server.deps.config.jwtSecret)).toEqual(rotated.body);
  });
});
