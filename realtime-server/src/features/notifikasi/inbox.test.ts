import type { EventsPage } from '@ujian/shared/events-page';
import type { NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../../events/with-events';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { connectClient, eventually, waitForConnect } from '../../test/realtime';
import { notify } from './notify';

describe('in-app inbox and /events', () => {
  let server: TestServer;
  let student: { id: number; token: string };
  let otherToken: string;

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    const login = await loginAsDemo(server.baseUrl, 'mahasiswa');
    student = { id: login.userData.id, token: login.accessToken };
    otherToken = (await loginAsDemo(server.baseUrl, 'mahasiswa2')).accessToken;
  });
  afterAll(() => server?.close());

  const notifyStudent = (title: string) =>
    withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      notify(tx, { mailer: server.spine.mailer, appUrl: 'http://portal.test' }, [student.id], {
        title,
        body: `Isi ${title}`,
        link: '/pengajuan-sidang',
      }),
    );
  const inbox = (token: string, query = '') =>
    api<NotifikasiListResponse>(server.baseUrl, 'GET', `/notifikasi${query}`, { token });

  it('pushes each new notification as a notifikasi event and lists it with the unread count', async () => {
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(socket);
    for (const title of ['Satu', 'Dua', 'Tiga']) await notifyStudent(title);
    await eventually(() => received.length === 3, 3000, 'three notifikasi events');
    socket.close();

    const res = await inbox(student.token);
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(3);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((n) => n.title)).toEqual(['Tiga', 'Dua', 'Satu']);
    // the event carries the same row
    const pushed = received.find((e) => (e.data as { title: string }).title === 'Satu')!;
    expect(pushed).toMatchObject({ type: 'notifikasi' });
    const row = res.body.data.find((n) => n.title === 'Satu')!;
    expect(pushed.data).toEqual({
      id: row.id,
      title: 'Satu',
      body: 'Isi Satu',
      link: '/pengajuan-sidang',
      createdAt: row.createdAt,
    });

    const page = await inbox(student.token, '?perPage=2&page=2');
    expect(page.body.data.map((n) => n.title)).toEqual(['Satu']);
    expect(page.body).toMatchObject({ total: 3, page: 2, perPage: 2, unread: 3 });
  });

  it('marks one read, refuses someone else’s, then marks all read', async () => {
    const { body } = await inbox(student.token);
    const first = body.data[0]!;
    const read = await api<{ readAt: string | null }>(server.baseUrl, 'POST', `/notifikasi/${first.id}/read`, {
      token: student.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect((await inbox(student.token)).body.unread).toBe(2);
    expect((await inbox(student.token, '?unread=1')).body.data).toHaveLength(2);

    const stolen = await api(server.baseUrl, 'POST', `/notifikasi/${body.data[1]!.id}/read`, { token: otherToken });
    expect(stolen.status).toBe(404);
    expect((await inbox(student.token)).body.unread).toBe(2);
    expect((await inbox(otherToken)).body).toMatchObject({ total: 0, unread: 0 });

    const bad = await api(server.baseUrl, 'POST', '/notifikasi/abc/read', { token: student.token });
    expect(bad.status).toBe(400);

    const all = await api<{ updated: number }>(server.baseUrl, 'POST', '/notifikasi/read-all', {
      token: student.token,
    });
    expect(all.body).toEqual({ updated: 2 });
    expect((await inbox(student.token)).body.unread).toBe(0);
    expect((await api(server.baseUrl, 'GET', '/notifikasi')).status).toBe(401);
  });

  it('GET /events pages through the caller’s events in the socket envelope', async () => {
    const all: EventsPage['data'] = [];
    let after = 0;
    for (;;) {
      const res = await api<EventsPage>(server.baseUrl, 'GET', `/events?after=${after}&limit=2`, {
        token: student.token,
      });
      expect(res.status).toBe(200);
      all.push(...res.body.data);
      if (!res.body.hasMore) break;
      after = res.body.data.at(-1)!.seq;
    }
    expect(all.map((e) => e.type)).toEqual(['notifikasi', 'notifikasi', 'notifikasi']);
    expect(all.map((e) => e.seq)).toEqual([all[0]!.seq, all[0]!.seq + 1, all[0]!.seq + 2]);
    expect(all[0]).toMatchObject({ data: { title: 'Satu' } });
    expect(typeof all[0]!.at).toBe('string');

    const others = await api<EventsPage>(server.baseUrl, 'GET', '/events?after=0', { token: otherToken });
    expect(others.body.data).toEqual([]);
    const invalid = await api(server.baseUrl, 'GET', '/events?after=-1', { token: student.token });
    expect(invalid.status).toBe(400);
  });
});
