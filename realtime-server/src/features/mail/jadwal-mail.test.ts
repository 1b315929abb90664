import type { ClientConfig } from '@ujian/shared/client-config';
import type { JadwalRow } from '@ujian/shared/jadwal';
import { eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profile';
import { api } from '../../test/harness';
import { dayAhead, useJadwalServer } from '../../test/jadwal';
import { eventually } from '../../test/realtime';
import { startTestSmtp } from '../../test/smtp';
import { sidangWhen } from '../notifikasi/sidang-when';

const PUBLIC_URL = 'https://ujian.fakultas.ac.id';
const smtp = await startTestSmtp();
const { state, call, draft, publish } = useJadwalServer(() => ({
  config: { smtpUrl: smtp.url, mailFrom: 'Aplikasi Ujian <ujian@fakultas.ac.id>', publicUrl: PUBLIC_URL },
  mail: { pollMs: 50, backoffMs: 100 },
}));
afterAll(() => smtp.close());

type Received = { to: string; mail: ParsedMail };

/** Every mail that reached the SMTP sink, parsed as a mail client would. */
async function receivedMails(): Promise<Received[]> {
  return Promise.all(smtp.received.map(async (m) => ({ to: m.to[0]!, mail: await simpleParser(m.raw) })));
}

/** Waits for `count` more mails about `uuid` after the first `since` received. */
async function mailsAbout(uuid: string, since: number, count: number): Promise<Received[]> {
  await eventually(() => smtp.received.length >= since + count, 10_000, `${count} mails`);
  // a redundant mail would arrive right behind the expected ones
  await new Promise((r) => setTimeout(r, 400));
  const all = await receivedMails();
  return all.slice(since).filter((m) => m.mail.text?.includes(uuid));
}

function headerValue(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name);
  return typeof value === 'object' && value && 'value' in value ? String(value.value) : String(value);
}

/** The `text/calendar` alternative: its method parameter and the VEVENT inside, read by ical.js. */
function invitationOf(mail: ParsedMail) {
  const parts = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(parts).toHaveLength(1);
  const part = parts[0]!;
  const type = part.headers.get('content-type') as { value: string; params: Record<string, string> };
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    partMethod: type.params.method,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    organizer: vevent.getFirstPropertyValue('organizer'),
    // URI schemes are case-insensitive (ical-generator writes MAILTO:)
    attendees: vevent
      .getAllProperties('attendee')
      .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, 'mailto:')),
  };
}

/** UID and SEQUENCE of the jadwal as the single-event file (the feed's own code) shows it. */
async function publishedEvent(uuid: string) {
  const res = await api<string>(state.server.baseUrl, 'GET', `/jadwal-sidang/${uuid}/ics`, {
    token: state.who.admin.token,
  });
  const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
  return {
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe('jadwal mails', { timeout: 120_000 }, () => {
  it('links to PUBLIC_URL: GET /config says it, the calendar feed URL starts with it', async () => {
    const config = await api<ClientConfig>(state.server.baseUrl, 'GET', '/config');
    expect(config.body.publicUrl).toBe(PUBLIC_URL);
    const feed = await api<{ url: string }>(state.server.baseUrl, 'GET', '/account/calendar', {
      token: state.who.dosen1.token,
    });
    expect(feed.body.url.startsWith(`${PUBLIC_URL}/api/v1/account/calendar/`)).toBe(true);
  });

  it('sends PUBLISH, reschedule and CANCEL as multipart/alternative mails with an iTIP invitation', async () => {
    const db = state.server.database.db;
    const linked = state.dosen.flatMap((d, i) => (d.userId === null ? [] : [i]));
    expect(linked.length).toBeGreaterThanOrEqual(3);
    const [pembimbing, ketua, penguji] = linked as [number, number, number];
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.id, [
          state.who.mahasiswa.id,
          ...[pembimbing, ketua, penguji].map((i) => state.dosen[i]!.userId!),
        ]),
      );
    expect(people).toHaveLength(4);
    const ketuaUser = state.dosen[ketua]!.userId!;
    const ketuaEmail = people.find((p) => p.id === ketuaUser)!.email;
    // the ketua reads English; everyone else never chose (Indonesian)
    await db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, ketuaUser));

    const row = await draft({
      tanggal: dayAhead(15),
      waktu: 1,
      ruangan: 1,
      pembimbing: [pembimbing],
      komite: [
        [ketua, 'ketua'],
        [penguji, 'penguji1'],
      ],
    });
    let since = smtp.received.length;
    const published = await publish(row);
    expect(published.status).toBe(200);
    const first = await mailsAbout(row.uuid, since, 4);
    expect(first.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    const event = await publishedEvent(row.uuid);
    expect(event).toMatchObject({ uid: `${row.uuid}@ujian.fakultas.ac.id`, sequence: 0 });
    const mulai = new Date(published.body.mulai!);
    const selesai = new Date(published.body.selesai!);
    for (const { to, mail } of first) {
      const lang = to === ketuaEmail ? 'en' : 'id';
      expect(headerValue(mail, 'content-type')).toBe('multipart/alternative');
      expect(headerValue(mail, 'content-language')).toBe(lang);
      expect(headerValue(mail, 'auto-submitted')).toBe('auto-generated');
      // both parts from one template: the same words and the same PUBLIC_URL link
      expect(mail.text).toContain(sidangWhen(lang, mulai, selesai));
      expect(mail.html).toContain(sidangWhen(lang, mulai, selesai));
      expect(mail.text).toContain(`${PUBLIC_URL}/jadwal-sidang/${row.uuid}`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/jadwal-sidang/${row.uuid}"`);
      expect(mail.subject).toBe(lang === 'en' ? 'Thesis defence scheduled' : 'Jadwal sidang ditetapkan');
      expect(invitationOf(mail)).toEqual({
        partMethod: 'REQUEST',
        method: 'REQUEST',
        uid: event.uid,
        sequence: 0,
        status: 'CONFIRMED',
        organizer: 'mailto:ujian@fakultas.ac.id',
        attendees: [`mailto:${to}`],
      });
    }
    // one time format per language: Indonesian 10.00, English 10:00, in mails and notifications alike
    expect(sidangWhen('id', mulai, selesai)).toMatch(/10\.00–12\.00 WIB$/);
    expect(sidangWhen('en', mulai, selesai)).toMatch(/10:00–12:00 WIB$/);
    const inbox = await db.select({ body: notifications.body, link: notifications.link }).from(notifications);
    expect(
      inbox.filter((n) => n.link === `/jadwal-sidang/${row.uuid}` && n.body.includes(sidangWhen('id', mulai, selesai))),
    ).toHaveLength(3);

    // a reschedule: a new invitation (SEQUENCE 1) to each, and no status mail after it
    since = smtp.received.length;
    const moved = await call('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: published.body.version,
      waktuUjianUuid: state.waktu[2]!.uuid,
    });
    expect(moved.status).toBe(200);
    const second = await mailsAbout(row.uuid, since, 4);
    expect(second.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    expect(smtp.received.slice(since)).toHaveLength(4);
    for (const { to, mail } of second)
      expect(invitationOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid: event.uid,
        sequence: 1,
        attendees: [`mailto:${to}`],
      });
    expect((await publishedEvent(row.uuid)).sequence).toBe(1);

    // cancelled: METHOD:CANCEL with a SEQUENCE above the last one, and the feed says the same
    since = smtp.received.length;
    const cancelled = await call<JadwalRow>('admin', 'POST', `/jadwal-sidang/${row.uuid}/transitions`, {
      event: 'CANCEL',
      note: 'Penguji berhalangan',
      version: moved.body.version,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.sequence).toBe(2);
    const third = await mailsAbout(row.uuid, since, 4);
    expect(third).toHaveLength(4);
    for (const { to, mail } of third)
      expect(invitationOf(mail)).toMatchObject({
        partMethod: 'CANCEL',
        method: 'CANCEL',
        uid: event.uid,
        sequence: 2,
        status: 'CANCELLED',
        attendees: [`mailto:${to}`],
      });
    expect(await publishedEvent(row.uuid)).toEqual({ uid: event.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('sends account mails as multipart/alternative too, in the reader’s language, with PUBLIC_URL links', async () => {
    const since = smtp.received.length;
    const res = await api(state.server.baseUrl, 'POST', '/account/forgot-password', {
      body: { email: 'mahasiswa@demo.ac.id' },
    });
    expect(res.status).toBeLessThan(300);
    await eventually(() => smtp.received.length > since, 10_000, 'reset mail');
    const { mail } = (await receivedMails())[since]!;
    expect(headerValue(mail, 'content-type')).toBe('multipart/alternative');
    expect(headerValue(mail, 'content-language')).toBe('id');
    expect(headerValue(mail, 'auto-submitted')).toBe('auto-generated');
    expect(mail.subject).toBe('Reset kata sandi Anda');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/pages/authentication/reset-password/[A-Za-z0-9_-]+`));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/pages/authentication/reset-password/`);
    expect(mail.attachments).toEqual([]);
  });
});
