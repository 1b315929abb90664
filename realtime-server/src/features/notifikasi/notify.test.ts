import type { NotifikasiListResponse } from '@ujian/shared/notifikasi';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { withEvents } from '../../events/with-events';
import { api, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { connectClient, eventually, waitForConnect } from '../../test/realtime';
import { pengajuanStatusMessage } from './messages';
import { type LocalizedNotifikasi, type NotifikasiMessage, notify } from './notify';

describe('notify() honours per-topic preferences and the recipient language', () => {
  let server: TestServer;
  let student: { id: number; token: string; email: string };
  let other: { id: number; token: string; email: string };

  beforeAll(async () => {
    server = await startTestServer({ realtime: true });
    const a = await loginAsDemo(server.baseUrl, 'mahasiswa');
    const b = await loginAsDemo(server.baseUrl, 'mahasiswa2');
    student = { id: a.userData.id, token: a.accessToken, email: a.userData.email };
    other = { id: b.userData.id, token: b.accessToken, email: b.userData.email };
  });
  afterAll(() => server?.close());

  const send = (ids: number[], message: NotifikasiMessage | LocalizedNotifikasi) =>
    withEvents({ db: server.database.db, signal: server.spine.signal }, (tx) =>
      notify(tx, { mailer: server.spine.mailer, appUrl: 'http://portal.test' }, ids, message),
    );
  const inboxTitles = async (token: string) =>
    (await api<NotifikasiListResponse>(server.baseUrl, 'GET', '/notifikasi?perPage=100', { token })).body.data.map(
      (n) => n.title,
    );
  const mailSubjects = async (to: string) =>
    (
      await server.database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to))
    ).map((m) => m.subject);
  const setPreferences = async (token: string, body: unknown) =>
    expect((await api(server.baseUrl, 'PUT', '/account/preferences', { token, body })).status).toBe(200);

  it('email off for a topic: in-app notification and event, no outbox row', async () => {
    await setPreferences(student.token, { notifications: { jadwal: { email: false } } });
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(socket);
    await send([student.id, other.id], { topic: 'jadwal', title: 'Jadwal A', body: 'isi', link: '/jadwal-sidang' });
    await eventually(() => received.some((e) => e.type === 'notifikasi'), 3000, 'notifikasi event');
    socket.close();

    expect(await inboxTitles(student.token)).toContain('Jadwal A');
    expect(await mailSubjects(student.email)).not.toContain('Jadwal A');
    // the other user kept the defaults: both
    expect(await inboxTitles(other.token)).toContain('Jadwal A');
    expect(await mailSubjects(other.email)).toContain('Jadwal A');
    // another topic of the same user still mails
    await send([student.id], { topic: 'hasil', title: 'Hasil A', body: 'isi' });
    expect(await mailSubjects(student.email)).toContain('Hasil A');
  });

  it('in-app off for a topic: an outbox row, no in-app row and no event', async () => {
    await setPreferences(student.token, { notifications: { yudisium: { inApp: false, email: true } } });
    const { socket, received } = connectClient(server.realtimeUrl, { token: student.token });
    await waitForConnect(socket);
    await send([student.id], { topic: 'yudisium', title: 'Yudisium A', body: 'isi' });
    await send([student.id], { topic: 'hasil', title: 'Penanda', body: 'isi' });
    // events arrive in order: once the later one is here, the first would have been too
    await eventually(() => received.some((e) => e.type === 'notifikasi'), 3000, 'notifikasi event');
    socket.close();
    expect(received.filter((e) => e.type === 'notifikasi').map((e) => (e.data as { title: string }).title)).toEqual([
      'Penanda',
    ]);
    expect(await inboxTitles(student.token)).not.toContain('Yudisium A');
    expect(await mailSubjects(student.email)).toContain('Yudisium A');
  });

  it('writes server texts in each recipient’s language: id by default, en when chosen', async () => {
    await setPreferences(other.token, { locale: 'en' });
    await send([student.id, other.id], {
      topic: 'pengajuan',
      localized: (locale) =>
        pengajuanStatusMessage(locale, {
          kind: 'sidang',
          judul: 'Sistem Ujian',
          to: 'dikembalikan',
          note: 'Perbaiki bab 2',
        }),
      link: '/pengajuan-sidang/readonly/x',
    });
    const idTitle = 'Pengajuan sidang: Dikembalikan untuk perbaikan';
    const enTitle = 'Thesis defence application: Returned for corrections';
    expect(await inboxTitles(student.token)).toContain(idTitle);
    expect(await mailSubjects(student.email)).toContain(idTitle);
    expect(await inboxTitles(other.token)).toContain(enTitle);
    expect(await mailSubjects(other.email)).toContain(enTitle);
    const [idMail] = await server.database.db
      .select({ text: emailOutbox.text, html: emailOutbox.html, language: emailOutbox.language })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, idTitle));
    expect(idMail!.text).toContain('“Sistem Ujian” kini berstatus Dikembalikan untuk perbaikan.');
    expect(idMail!.text).toContain('Catatan: Perbaiki bab 2');
    expect(idMail!.text).toContain('Buka di Aplikasi Ujian http://portal.test/pengajuan-sidang/readonly/x');
    // the HTML part is the same template: the text, and the button into the portal
    expect(idMail!.html).toMatch(/<html[^>]* lang="id"/);
    expect(idMail!.html).toContain('href="http://portal.test/pengajuan-sidang/readonly/x"');
    expect(idMail!.language).toBe('id');
    expect(idMail!.text).not.toContain('is now');
  });
});
