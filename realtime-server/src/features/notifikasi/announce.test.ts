import type { ClientConfig } from '@ujian/shared/client-config';
import type { NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/auth';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { connectClient, eventually, waitForConnect } from '../../test/realtime';

describe('pengumuman (POST /notifikasi/announce) and GET /config', () => {
  let server: TestServer;
  let admin: string;
  let student: { id: number; token: string };
  let dosen: string;

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    admin = (await loginAsDemo(server.baseUrl, 'admin')).accessToken;
    const s = await loginAsDemo(server.baseUrl, 'mahasiswa');
    student = { id: s.userData.id, token: s.accessToken };
    dosen = (await loginAsDemo(server.baseUrl, 'dosen1')).accessToken;
  });
  afterAll(() => server?.close());

  const activeStudents = async () => {
    const rows = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.name, 'client'), eq(users.active, true)));
    return rows[0]?.n ?? 0;
  };
  const inbox = (token: string) => api<NotifikasiListResponse>(server.baseUrl, 'GET', '/notifikasi', { token });

  it('tells the browser the port Socket.IO really listens on and the upload limit', async () => {
    const res = await api<ClientConfig>(server.baseUrl, 'GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      realtimePort: Number(new URL(server.realtimeUrl).port),
      maxUploadMb: 10,
      publicUrl: 'http://portal.test',
    });
  });

  it('reaches the audience live and in the inbox, not the sender nor other roles', async () => {
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(socket);
    const res = await api<{ recipients: number }>(server.baseUrl, 'POST', '/notifikasi/announce', {
      token: admin,
      body: { title: 'Jadwal dibuka', body: 'Pendaftaran sidang dibuka.', link: '/jadwal-sidang', audience: 'client' },
    });
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBe(await activeStudents());
    await eventually(() => received.length === 1, 3000, 'notifikasi event');
    expect(received[0]).toMatchObject({ type: 'notifikasi', data: { title: 'Jadwal dibuka', link: '/jadwal-sidang' } });
    socket.close();

    expect((await inbox(student.token)).body).toMatchObject({ unread: 1, data: [{ title: 'Jadwal dibuka' }] });
    expect((await inbox(dosen)).body.total).toBe(0);
    expect((await inbox(admin)).body.total).toBe(0);
  });

  it('is for admins only and refuses a bad body with field messages', async () => {
    const body = { title: 'x', body: 'y' };
    const forbidden = await api(server.baseUrl, 'POST', '/notifikasi/announce', { token: student.token, body });
    expect(forbidden.status).toBe(403);
    const bad = await api<{ error: { code: string; fields: Record<string, string> } }>(
      server.baseUrl,
      'POST',
      '/notifikasi/announce',
      { token: admin, body: { title: ' ', body: 'y', link: 'https://evil.test/x', audience: 'everyone' } },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['audience', 'link', 'title']);
  });
});
