import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema/auth';
import { api, loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { authOf, authorize, requireAuth } from './authenticate';

describe('requireAuth and authorize', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extraRouters: [
        (deps) => {
          const router = Router();
          router.get('/test/pengguna', requireAuth(deps), authorize('read', 'pengguna'), (req, res) => {
            const auth = authOf(req);
            res.json({
              userId: auth.userId,
              role: auth.role,
              prodiId: auth.user.prodiId,
              dosenId: auth.user.dosenId,
            });
          });
          return router;
        },
      ],
    });
  });
  afterAll(() => server.close());

  it('lets a role with the ability through and attaches who is calling', async () => {
    const admin = await loginAsDemo(server.baseUrl, 'admin');
    const res = await api(server.baseUrl, 'GET', '/test/pengguna', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: admin.userData.id, role: 'admin' });
  });

  it('answers 403 FORBIDDEN to a role without it', async () => {
    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const res = await api(server.baseUrl, 'GET', '/test/pengguna', { token: student.accessToken });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('applies a role edit to live sessions at once', async () => {
    const dosen = await loginAsDemo(server.baseUrl, 'dosen1');
    expect((await api(server.baseUrl, 'GET', '/test/pengguna', { token: dosen.accessToken })).status).toBe(403);
    const [role] = await server.db.select().from(roles).where(eq(roles.name, 'dosen'));
    const rules = [...(role!.rules as object[]), { action: 'read', subject: 'pengguna' }];
    await server.db.update(roles).set({ rules }).where(eq(roles.name, 'dosen'));
    try {
      const res = await api(server.baseUrl, 'GET', '/test/pengguna', { token: dosen.accessToken });
      expect(res.status).toBe(200);
      // the dosen's account is linked to a dosen row: rules with ${user.dosenId} have a value to match
      expect(res.body).toMatchObject({ dosenId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    } finally {
      await server.db.update(roles).set({ rules: role!.rules }).where(eq(roles.name, 'dosen'));
    }
  });

  it('accepts the bearer scheme case-insensitively and refuses other schemes', async () => {
    const admin = await loginAsDemo(server.baseUrl, 'admin');
    const ok = await api(server.baseUrl, 'GET', '/test/pengguna', {
      headers: { authorization: `bearer ${admin.accessToken}` },
    });
    expect(ok.status).toBe(200);
    const basic = await api(server.baseUrl, 'GET', '/test/pengguna', {
      headers: { authorization: 'Basic YWRtaW46eA==' },
    });
    expect(basic.status).toBe(401);
  });
});
