import type { CheckTokenResponse, TokenPair } from '@ujian/shared/auth';
import type { HakAksesMeta, Role } from '@ujian/shared/hak-akses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { connectClient, eventually, waitForConnect, waitForDisconnect } from '../../test/realtime';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('hak-akses: roles as data, a save applies at once', () => {
  let server: TestServer;
  let admin: string;
  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    api<T>(server.baseUrl, method, path, { token, body });

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server.close());

  it('lists the roles with their rules and offers the matrix metadata', async () => {
    const roles = await call<{ data: Role[] }>('GET', '/hak-akses');
    expect(roles.status).toBe(200);
    expect(roles.body.data.map((r) => r.name)).toEqual(['admin', 'koordinator', 'dosen', 'client']);
    const clients = await call<{ total: number }>('GET', '/pengguna?role=client&perPage=1');
    expect(roles.body.data.find((r) => r.name === 'client')).toMatchObject({ userCount: clients.body.total });
    expect(clients.body.total).toBeGreaterThanOrEqual(2);
    const meta = await call<HakAksesMeta>('GET', '/hak-akses/meta');
    expect(meta.body.subjects).toContain('ruangan');
    expect(meta.body.actions).toContain('manage');
    expect(meta.body.conditionPlaceholders).toEqual(['${user.id}', '${user.prodiId}', '${user.dosenId}']);
    const koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    expect((await call('GET', '/hak-akses', undefined, koordinator)).status).toBe(403);
    expect((await call('PATCH', '/hak-akses/1', { rules: [] }, koordinator)).status).toBe(403);
  });

  it('refuses unknown actions, subjects and conditions outside the allow-list', async () => {
    const role = (await call<{ data: Role[] }>('GET', '/hak-akses')).body.data.find((r) => r.name === 'dosen')!;
    const bad = async (rule: unknown) => {
      const res = await call<ErrorBody>('PATCH', `/hak-akses/${role.id}`, { rules: [rule] });
      expect(res.status).toBe(400);
      return Object.keys(res.body.error.fields ?? {});
    };
    expect(await bad({ action: 'fly', subject: 'dosen' })).toEqual(['rules.0.action']);
    expect(await bad({ action: 'read', subject: 'kantin' })).toEqual(['rules.0.subject']);
    expect(await bad({ action: 'read', subject: 'dosen', conditions: { userId: '${user.password}' } })).toEqual([
      'rules.0.conditions.userId',
    ]);
    expect(await bad({ action: 'read', subject: 'dosen', conditions: { userId: { $ne: 1 } } })).toEqual([
      'rules.0.conditions.userId',
    ]);
    // nothing was saved
    expect((await call<Role>('GET', `/hak-akses/${role.id}`)).body.rules).toEqual(role.rules);
  });

  it('an admin cannot save rules that take hak-akses away from their own role', async () => {
    const role = (await call<{ data: Role[] }>('GET', '/hak-akses')).body.data.find((r) => r.name === 'admin')!;
    const res = await call<ErrorBody>('PATCH', `/hak-akses/${role.id}`, {
      rules: [{ action: 'read', subject: 'all' }],
    });
    expect(res.status).toBe(409);
  });

  it('a signed-in koordinator loses a screen on save: socket told, old token refused, refreshed token under new rules', async () => {
    const session = await loginAsDemo(server.baseUrl, 'koordinator');
    expect((await call('GET', '/master/ruangan', undefined, session.accessToken)).status).toBe(200);
    const { socket, received } = connectClient(server.realtimeUrl, { token: session.accessToken });
    await waitForConnect(socket);

    const role = (await call<{ data: Role[] }>('GET', '/hak-akses')).body.data.find((r) => r.name === 'koordinator')!;
    const rules = role.rules.filter((r) => !(r.subject === 'ruangan' && r.action === 'read'));
    expect(rules.length).toBe(role.rules.length - 1);
    const saved = await call<Role>('PATCH', `/hak-akses/${role.id}`, { rules });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(role.version + 1);

    await eventually(() => received.some((e) => e.type === 'session:revoked'), 5000, 'session:revoked');
    expect(received.find((e) => e.type === 'session:revoked')?.data).toEqual({ reason: 'role-changed' });
    expect(await waitForDisconnect(socket)).toBe('io server disconnect');

    // the token issued before the save is refused outright
    expect((await call('GET', '/master/ruangan', undefined, session.accessToken)).status).toBe(401);
    // the login itself survives: refresh, and the new token carries and obeys the new rules
    const refreshed = await api<TokenPair>(server.baseUrl, 'POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.accessToken;
    expect((await call<ErrorBody>('GET', '/master/ruangan', undefined, token)).status).toBe(403);
    const check = await api<CheckTokenResponse>(server.baseUrl, 'POST', '/check/token', { token });
    expect(check.body.userData.ability).not.toContainEqual({ action: 'read', subject: 'ruangan' });

    // and an audit row with before/after
    const trail = await call<{ data: Array<{ action: string; before: Role; after: Role }> }>(
      'GET',
      `/audit?entity=hak-akses&entityId=${role.id}`,
    );
    expect(trail.body.data[0]!.before.rules).toContainEqual({ action: 'read', subject: 'ruangan' });
    expect(trail.body.data[0]!.after.rules).not.toContainEqual({ action: 'read', subject: 'ruangan' });

    // giving it back works the same way
    await call('PATCH', `/hak-akses/${role.id}`, { rules: role.rules });
    const again = await loginAsDemo(server.baseUrl, 'koordinator');
    expect((await call('GET', '/master/ruangan', undefined, again.accessToken)).status).toBe(200);
  });
});
