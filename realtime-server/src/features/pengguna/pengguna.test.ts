import type { LoginResponse } from '@ujian/shared/auth';
import type { Pengguna } from '@ujian/shared/pengguna';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { api, loginAs, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { connectClient, eventually, waitForConnect, waitForConnectError, waitForDisconnect } from '../../test/realtime';
import { revocationsOf } from '../../test/revocations';

type Page = { data: Pengguna[]; total: number };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('pengguna: list, filters, approve, deactivate, role change', () => {
  let server: TestServer;
  let admin: string;
  let adminId: number;
  const call = <T>(method: string, path: string, body?: unknown, token = admin) =>
    api<T>(server.baseUrl, method, path, { token, body });

  async function register(username: string): Promise<LoginResponse> {
    const res = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/register', {
      body: { username, email: `${username}@kampus.ac.id`, password: 'Rahasia#2026', fullName: `Calon ${username}` },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const login = await loginAsDemo(server.baseUrl, 'admin');
    admin = login.accessToken;
    adminId = login.userData.id;
  });
  afterAll(() => server.close());

  it('searches and filters by role, prodi, active and pending review', async () => {
    const clients = await call<Page>('GET', '/pengguna?role=client');
    expect(clients.status).toBe(200);
    expect(clients.body.data.length).toBeGreaterThan(0);
    expect(clients.body.data.every((u) => u.role === 'client')).toBe(true);
    expect(clients.body.data.map((u) => u.username)).toEqual(expect.arrayContaining(['mahasiswa', 'mahasiswa2']));
    const byName = await call<Page>('GET', '/pengguna?q=rizky');
    expect(byName.body.data.map((u) => u.username)).toEqual(['mahasiswa']);
    const byNim = await call<Page>('GET', '/pengguna?q=2101010001');
    expect(byNim.body.data[0]).toMatchObject({ username: 'mahasiswa', prodiNama: 'Informatika' });
    const prodiUuid = byNim.body.data[0]!.prodiUuid!;
    const ofProdi = await call<Page>(`GET`, `/pengguna?prodiUuid=${prodiUuid}`);
    expect(ofProdi.body.data.map((u) => u.username)).toEqual(expect.arrayContaining(['koordinator', 'mahasiswa']));
    expect(ofProdi.body.data.length).toBeGreaterThan(0);
    expect(ofProdi.body.data.every((u) => u.prodiUuid === prodiUuid)).toBe(true);

    await register('baru1');
    const pending = await call<Page>('GET', '/pengguna?pendingReview=true');
    expect(pending.body.data.map((u) => u.username)).toEqual(['baru1']);
    expect((await call<ErrorBody>('GET', '/pengguna?active=maybe')).status).toBe(400);
  });

  it('deactivating ends the sessions at once: old access token and refresh token are refused', async () => {
    const session = await register('baru2');
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: session.accessToken })).status).toBe(200);
    const res = await call<Pengguna>('POST', `/pengguna/${session.userData.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: session.accessToken })).status).toBe(401);
    const refresh = await api(server.baseUrl, 'POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect(await revocationsOf(server.db, session.userData.id)).toEqual([{ reason: 'deactivated', target: null }]);
    // and cannot sign in again
    const login = await api(server.baseUrl, 'POST', '/jwt/login', {
      body: { email: 'baru2', password: 'Rahasia#2026' },
    });
    expect(login.status).not.toBe(200);
  });

  it('a role change ends the sessions; fullName/prodi edits do not', async () => {
    const session = await register('baru3');
    const prodi = (await call<{ data: Array<{ uuid: string }> }>('GET', '/master/prodi')).body.data[0]!;
    const edit = await call<Pengguna>('PATCH', `/pengguna/${session.userData.id}`, {
      fullName: 'Nama Baru',
      prodiUuid: prodi.uuid,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ fullName: 'Nama Baru', prodiUuid: prodi.uuid });
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: session.accessToken })).status).toBe(200);
    expect(await revocationsOf(server.db, session.userData.id)).toEqual([]);

    const promoted = await call<Pengguna>('PATCH', `/pengguna/${session.userData.id}`, { role: 'dosen' });
    expect(promoted.body.role).toBe('dosen');
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: session.accessToken })).status).toBe(401);
    expect(await revocationsOf(server.db, session.userData.id)).toEqual([{ reason: 'role-changed', target: null }]);
    const again = await loginAs(server.baseUrl, 'baru3', 'Rahasia#2026');
    expect(again.userData.role).toBe('dosen');

    const unknown = await call<ErrorBody>('PATCH', `/pengguna/${session.userData.id}`, { role: 'dekan' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ role: 'This role does not exist.' });
  });

  it('only an admin links an account to a lecturer row; the link ends old tokens and shows in the rules', async () => {
    const session = await register('baru4');
    await call('PATCH', `/pengguna/${session.userData.id}`, { role: 'dosen' });
    const dosen1 = await loginAsDemo(server.baseUrl, 'dosen1');
    const list = await call<{ data: Array<{ uuid: string; userId: number | null }> }>(
      'GET',
      '/master/dosen?perPage=100',
    );
    const linkedToDosen1 = JSON.stringify(dosen1.userData.ability);
    const free = list.body.data.find((d) => d.userId === null)!;
    const taken = list.body.data.find((d) => linkedToDosen1.includes(d.uuid))!;

    const before = await loginAs(server.baseUrl, 'baru4', 'Rahasia#2026');
    const linked = await call<Pengguna>('PATCH', `/pengguna/${session.userData.id}`, { dosenUuid: free.uuid });
    expect(linked.status).toBe(200);
    expect((await api(server.baseUrl, 'GET', '/account/check', { token: before.accessToken })).status).toBe(401);
    const after = await loginAs(server.baseUrl, 'baru4', 'Rahasia#2026');
    expect(JSON.stringify(after.userData.ability)).toContain(free.uuid);

    expect((await call<ErrorBody>('PATCH', `/pengguna/${session.userData.id}`, { dosenUuid: taken.uuid })).status).toBe(
      409,
    );
    const unknown = await call<ErrorBody>('PATCH', `/pengguna/${session.userData.id}`, {
      dosenUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ dosenUuid: 'This lecturer does not exist.' });
    // the person cannot do it themselves
    const self = await api<ErrorBody>(server.baseUrl, 'PUT', '/account/biodata', {
      token: after.accessToken,
      body: { fullName: 'Baru Empat', dosenUuid: taken.uuid },
    });
    expect(self.status).toBe(403);
    expect((await call('PATCH', `/pengguna/${session.userData.id}`, { dosenUuid: null })).status).toBe(200);
    const unlinked = await loginAs(server.baseUrl, 'baru4', 'Rahasia#2026');
    expect(JSON.stringify(unlinked.userData.ability)).not.toContain(free.uuid);
  });

  it('an admin cannot lock themselves out; others cannot manage users', async () => {
    expect((await call<ErrorBody>('POST', `/pengguna/${adminId}/deactivate`)).status).toBe(409);
    expect((await call<ErrorBody>('PATCH', `/pengguna/${adminId}`, { role: 'client' })).status).toBe(409);
    expect((await call('GET', '/pengguna/999999')).status).toBe(404);
    const koordinator = (await loginAsDemo(server.baseUrl, 'koordinator')).accessToken;
    expect((await call('GET', '/pengguna', undefined, koordinator)).status).toBe(403);
    expect((await call('POST', `/pengguna/${adminId}/deactivate`, undefined, koordinator)).status).toBe(403);
  });
});

describe('pengguna with the notification spine: reset link mail, live sockets of a deactivated user', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
  });
  afterAll(() => server.close());

  it('queues the reset mail for the user', async () => {
    const target = (await loginAsDemo(server.baseUrl, 'mahasiswa2')).userData;
    const res = await api<{ message: string }>(server.baseUrl, 'POST', `/pengguna/${target.id}/reset-password-link`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const mails = await server.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'mahasiswa2@demo.ac.id'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/pages/authentication/reset-password/');
  });

  it("a deactivated user's socket is told and disconnected", async () => {
    const session = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const { socket, received } = connectClient(server.realtimeUrl, { token: session.accessToken });
    await waitForConnect(socket);
    const disconnected = waitForDisconnect(socket);
    const res = await api(server.baseUrl, 'POST', `/pengguna/${session.userData.id}/deactivate`, { token: admin });
    expect(res.status).toBe(200);
    await eventually(() => received.some((e) => e.type === 'session:revoked'), 5000, 'session:revoked');
    expect(received.find((e) => e.type === 'session:revoked')?.data).toEqual({ reason: 'deactivated' });
    expect(await disconnected).toBe('io server disconnect');
    // reconnecting with the old token is refused
    const again = connectClient(server.realtimeUrl, { token: session.accessToken });
    expect((await waitForConnectError(again.socket)).message).toBe('unauthorized');
    again.socket.close();
  });
});
