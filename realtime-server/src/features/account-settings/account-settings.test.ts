import type { AccountSession, Preferences } from '@ujian/shared/account-setting';
import type { LoginResponse } from '@ujian/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, startTestServer, type TestServer } from '../../test/harness';
import { loginOf, revocationsOf } from '../../test/revocations';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('account settings: password, sessions, preferences', () => {
  let server: TestServer;

  async function signIn(username: string, password: string, userAgent: string): Promise<LoginResponse> {
    const res = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/login', {
      body: { email: username, password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  const refresh = (token: string) =>
    api<{ accessToken: string; refreshToken: string }>(server.baseUrl, 'POST', '/jwt/refresh-token', {
      body: { refreshToken: token },
    });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the active logins with the current one marked, and signs one out', async () => {
    const laptop = await signIn('mahasiswa2', 'Mahasiswa#2026demo', 'Laptop Firefox');
    const phone = await signIn('mahasiswa2', 'Mahasiswa#2026demo', 'Phone Chrome');
    const list = await api<{ data: AccountSession[] }>(server.baseUrl, 'GET', '/account/sessions', {
      token: laptop.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const current = list.body.data.find((s) => s.current)!;
    const other = list.body.data.find((s) => !s.current)!;
    expect(current.userAgent).toBe('Laptop Firefox');
    expect(other).toMatchObject({ userAgent: 'Phone Chrome', ip: expect.any(String) });
    // a refresh keeps the login (one family), with a later last use
    const rotated = await refresh(phone.refreshToken);
    expect(rotated.status).toBe(200);
    const after = await api<{ data: AccountSession[] }>(server.baseUrl, 'GET', '/account/sessions', {
      token: laptop.accessToken,
    });
    expect(after.body.data).toHaveLength(2);

    const del = await api(server.baseUrl, 'DELETE', `/account/sessions/${other.id}`, { token: laptop.accessToken });
    expect(del.status).toBe(204);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect(await revocationsOf(server.db, phone.userData.id)).toEqual([
      { reason: 'logout', target: `sid:${other.id}` },
    ]);
    // not someone else's
    const admin = await loginAs(server.baseUrl, 'admin', 'Admin#2026demo');
    expect(
      (await api(server.baseUrl, 'DELETE', `/account/sessions/${current.id}`, { token: admin.accessToken })).status,
    ).toBe(404);
    expect((await api(server.baseUrl, 'DELETE', '/account/sessions/nope', { token: admin.accessToken })).status).toBe(
      404,
    );
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('changing the password ends every other login; this one goes on with a fresh token', async () => {
    const here = await signIn('dosen1', 'Dosen#2026demo', 'Here');
    const there = await signIn('dosen1', 'Dosen#2026demo', 'There');
    const wrong = await api<ErrorBody>(server.baseUrl, 'POST', '/account/password', {
      token: here.accessToken,
      body: { currentPassword: 'nope', newPassword: 'BaruSekali#2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Your current password is not correct.' });
    const short = await api<ErrorBody>(server.baseUrl, 'POST', '/account/password', {
      token: here.accessToken,
      body: { currentPassword: 'Dosen#2026demo', newPassword: 'short' },
    });
    expect(short.body.error.fields).toHaveProperty('newPassword');

    const changed = await api<{ accessToken: string; endedSessions: number }>(
      server.baseUrl,
      'POST',
      '/account/password',
      {
        token: here.accessToken,
        body: { currentPassword: 'Dosen#2026demo', newPassword: 'BaruSekali#2026' },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.endedSessions).toBe(1);
    // the other login: refresh refused, its access token refused
    expect((await refresh(there.refreshToken)).status).toBe(401);
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: there.accessToken })).status).toBe(401);
    // this login: old access token refused (session version moved), new one works, refresh still works
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: here.accessToken })).status).toBe(401);
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: changed.body.accessToken })).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    // only the other login's sockets are told, in the password change's own transaction
    expect(await revocationsOf(server.db, here.userData.id)).toEqual([
      { reason: 'password-changed', target: `sid:${loginOf(there.accessToken)}` },
    ]);
    // the new password signs in, the old one not
    await loginAs(server.baseUrl, 'dosen1', 'BaruSekali#2026');
    const old = await api(server.baseUrl, 'POST', '/jwt/login', {
      body: { email: 'dosen1', password: 'Dosen#2026demo' },
    });
    expect(old.status).toBe(401);
  });

  it('limits password attempts per user (a stolen token cannot guess the password)', async () => {
    const { accessToken: token } = await loginAs(server.baseUrl, 'mahasiswa', 'Mahasiswa#2026demo');
    const attempt = () =>
      api<ErrorBody>(server.baseUrl, 'POST', '/account/password', {
        token,
        body: { currentPassword: 'guess', newPassword: 'Tebakan#2026' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps notification preferences per topic, language and layout', async () => {
    const { accessToken: token } = await loginAs(server.baseUrl, 'koordinator', 'Koordinator#2026demo');
    const initial = await api<Preferences>(server.baseUrl, 'GET', '/account/preferences', { token });
    expect(initial.body.notifications.jadwal).toEqual({ inApp: true, email: true });
    const put = await api<Preferences>(server.baseUrl, 'PUT', '/account/preferences', {
      token,
      body: { notifications: { jadwal: { email: false } }, locale: 'en', layout: 'horizontal' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      notifications: { jadwal: { inApp: true, email: false }, hasil: { inApp: true, email: true } },
      locale: 'en',
      layout: 'horizontal',
    });
    const again = await api<Preferences>(server.baseUrl, 'GET', '/account/preferences', { token });
    expect(again.body).toEqual(put.body);
    const bad = await api<ErrorBody>(server.baseUrl, 'PUT', '/account/preferences', {
      token,
      body: { locale: 'xx', notifications: { jadwal: { email: 'no' } } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['locale', 'notifications.jadwal.email']);
  });
});
