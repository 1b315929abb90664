import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginResponse, TokenPair } from '@ujian/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { api, loginAs, loginAsDemo, startTestServer, type TestServer } from '../test/harness';
import { connectClient, sleep, waitForConnect, waitForDisconnect } from '../test/realtime';
import { loginOf, revocationsOf } from '../test/revocations';

/** The database of an API process that dies right after each COMMIT: nothing after it ever runs. */
function crashingAfterCommit(db: Db): Db {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction')
        return async (...args: Parameters<Db['transaction']>) => {
          await target.transaction(...args);
          throw new Error('the process died right after COMMIT');
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a session ended over HTTP disconnects its live sockets (real clients)', () => {
  let server: TestServer;
  let admin: string;
  // an API-only node over the same database that dies after every commit
  let crashing: Server;
  let crashingUrl: string;

  beforeAll(async () => {
    // no grace window: a second use of a refresh token is reuse at once
    server = await startTestServer({ realtime: { relayPollMs: 100 }, config: { refreshGraceSeconds: 0 } });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    crashing = createApp({ ...server.deps, db: crashingAfterCommit(server.deps.db) }, server.routers).listen(
      0,
      '127.0.0.1',
    );
    await new Promise<void>((resolve) => crashing.once('listening', resolve));
    crashingUrl = `http://127.0.0.1:${(crashing.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    crashing?.closeAllConnections();
    await new Promise<void>((resolve) => (crashing ? crashing.close(() => resolve()) : resolve()));
    await server?.close();
  });

  async function live(login: LoginResponse) {
    const client = connectClient(server.realtimeUrl, { token: login.accessToken });
    await waitForConnect(client.socket);
    return client;
  }

  /** The socket is told why (`session:revoked` last) and then disconnected by the server. */
  async function expectRevoked(client: Awaited<ReturnType<typeof live>>, reason: string) {
    expect(await waitForDisconnect(client.socket)).toBe('io server disconnect');
    expect(client.received.at(-1)).toMatchObject({ type: 'session:revoked', data: { reason } });
  }

  async function expectStillLive(client: Awaited<ReturnType<typeof live>>) {
    await sleep(300);
    expect(client.socket.connected).toBe(true);
    expect(client.received.map((e) => e.type)).not.toContain('session:revoked');
    client.socket.close();
  }

  it('a password change disconnects the other login’s socket; the changing login’s socket stays', async () => {
    const here = await loginAs(server.baseUrl, 'dosen2', 'Dosen#2026demo');
    const there = await loginAs(server.baseUrl, 'dosen2', 'Dosen#2026demo');
    const [hereSocket, thereSocket] = await Promise.all([live(here), live(there)]);
    const res = await api(server.baseUrl, 'POST', '/account/password', {
      token: here.accessToken,
      body: { currentPassword: 'Dosen#2026demo', newPassword: 'BaruSekali#2026' },
    });
    expect(res.status).toBe(200);
    await expectRevoked(thereSocket, 'password-changed');
    await expectStillLive(hereSocket);
  });

  it('a role change disconnects every socket of the user, on every login; others keep theirs', async () => {
    const registered = await api<LoginResponse>(server.baseUrl, 'POST', '/jwt/register', {
      body: { username: 'calon.peran', email: 'calon.peran@kampus.ac.id', password: 'Rahasia#2026', fullName: 'Calon' },
    });
    expect(registered.status).toBe(201);
    const second = await loginAs(server.baseUrl, 'calon.peran', 'Rahasia#2026');
    const bystander = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const sockets = await Promise.all([live(registered.body), live(second), live(bystander)]);
    const res = await api(server.baseUrl, 'PATCH', `/pengguna/${registered.body.userData.id}`, {
      token: admin,
      body: { role: 'dosen' },
    });
    expect(res.status).toBe(200);
    await Promise.all([expectRevoked(sockets[0], 'role-changed'), expectRevoked(sockets[1], 'role-changed')]);
    await expectStillLive(sockets[2]);
  });

  it('signing one login out from the sessions list disconnects that login’s socket only', async () => {
    const laptop = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    const phone = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    const [laptopSocket, phoneSocket] = await Promise.all([live(laptop), live(phone)]);
    const res = await api(server.baseUrl, 'DELETE', `/account/sessions/${loginOf(phone.accessToken)}`, {
      token: laptop.accessToken,
    });
    expect(res.status).toBe(204);
    await expectRevoked(phoneSocket, 'logout');
    await expectStillLive(laptopSocket);
  });

  it('a reused refresh token disconnects the socket of that login', async () => {
    const login = await loginAs(server.baseUrl, 'dosen3', 'Dosen#2026demo');
    const socket = await live(login);
    const refresh = (refreshToken: string) =>
      api<TokenPair>(server.baseUrl, 'POST', '/jwt/refresh-token', { body: { refreshToken } });
    expect((await refresh(login.refreshToken)).status).toBe(200);
    expect((await refresh(login.refreshToken)).status).toBe(401);
    await expectRevoked(socket, 'token-reuse');
  });

  it('an API node that dies right after committing a logout or a role change still disconnects the sockets', async () => {
    const login = await loginAsDemo(server.baseUrl, 'koordinator');
    const socket = await live(login);
    const res = await api(crashingUrl, 'POST', '/jwt/logout', { body: { refreshToken: login.refreshToken } });
    expect(res.status).toBe(500);
    // committed with the logout: the realtime node's relay finds it in the outbox by itself
    expect(await revocationsOf(server.database.db, login.userData.id)).toEqual([
      { reason: 'logout', target: `sid:${loginOf(login.accessToken)}` },
    ]);
    await expectRevoked(socket, 'logout');

    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const studentSocket = await live(student);
    const patched = await api(crashingUrl, 'PATCH', `/pengguna/${student.userData.id}`, {
      token: admin,
      body: { role: 'dosen' },
    });
    expect(patched.status).toBe(500);
    await expectRevoked(studentSocket, 'role-changed');
  });
});
