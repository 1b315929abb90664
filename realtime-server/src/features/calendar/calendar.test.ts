import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { calendarFeeds } from '../../db/schema/calendar';
import { jadwalSidang } from '../../db/schema/jadwal';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { api, loginAs, startTestServer, type TestServer } from '../../test/harness';

const passwords: Record<string, string> = {
  admin: 'Admin#2026demo',
  koordinator: 'Koordinator#2026demo',
  dosen1: 'Dosen#2026demo',
  dosen2: 'Dosen#2026demo',
  dosen3: 'Dosen#2026demo',
  mahasiswa: 'Mahasiswa#2026demo',
  mahasiswa3: 'Mahasiswa#2026demo',
  mahasiswa4: 'Mahasiswa#2026demo',
};

type VEvent = Record<string, string>;

/** RFC 5545 lines unfolded, then each VEVENT as a map of property name -> raw value. */
function parseIcs(text: string): { lines: string[]; events: VEvent[] } {
  expect(text.includes('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: VEvent[] = [];
  let current: VEvent | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('calendar feeds', { timeout: 120_000 }, () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let terjadwal: typeof jadwalSidang.$inferSelect;
  let selesai: typeof jadwalSidang.$inferSelect;

  const jadwalOf = async (username: string) => {
    const [row] = await server.db
      .select({ jadwal: jadwalSidang })
      .from(jadwalSidang)
      .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
      .innerJoin(users, eq(users.id, pengajuanSidang.userId))
      .where(eq(users.username, username));
    return row!.jadwal;
  };
  const feedUrl = async (who: string) => {
    const res = await api<{ url: string }>(server.baseUrl, 'GET', '/account/calendar', { token: tokens[who] });
    expect(res.status).toBe(200);
    return res.body.url;
  };
  /** What a reverse proxy at PUBLIC_URL does: the public address reaches this server. */
  const reach = (url: string) => url.replace(/^http:\/\/portal\.test/, server.baseUrl);
  const feed = async (url: string) => {
    const res = await fetch(reach(url));
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  const eventsOf = async (who: string) => {
    const res = await feed(await feedUrl(who));
    expect(res.status).toBe(200);
    return parseIcs(res.text).events;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [who, password] of Object.entries(passwords))
      tokens[who] = (await loginAs(server.baseUrl, who, password)).accessToken;
    terjadwal = await jadwalOf('mahasiswa4');
    selesai = await jadwalOf('mahasiswa3');
  });
  afterAll(() => server.close());

  it('gives a secret feed URL, the same on every call, and keeps only a hash of its token', async () => {
    expect((await api(server.baseUrl, 'GET', '/account/calendar')).status).toBe(401);
    const url = await feedUrl('dosen1');
    // on the public address (PUBLIC_URL), whatever host the request came through
    expect(url).toMatch(/^http:\/\/portal\.test\/api\/v1\/account\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl('dosen1')).toBe(url);
    expect(await feedUrl('dosen2')).not.toBe(url);
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const stored = JSON.stringify(await server.db.select().from(calendarFeeds));
    expect(stored).not.toContain(token);
  });

  it('serves text/calendar without auth: one VEVENT per visible jadwal, UID, SEQUENCE, UTC times, location', async () => {
    const res = await feed(await feedUrl('dosen1'));
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/calendar/);
    const { lines, events } = parseIcs(res.text);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    // dosen1: ketua of mahasiswa4's sidang, pembimbing of mahasiswa3's
    expect(events.map((e) => e.UID).sort()).toEqual(
      [`${selesai.uuid}@portal.test`, `${terjadwal.uuid}@portal.test`].sort(),
    );
    const e = events.find((x) => x.UID === `${terjadwal.uuid}@portal.test`)!;
    expect(e.SEQUENCE).toBe('0');
    expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(e.DTSTART).toBe(utc(terjadwal.mulai!));
    expect(e.DTEND).toBe(utc(terjadwal.selesai!));
    expect(res.text).not.toContain('TZID');
    expect(e.LOCATION).toContain('Ruang Sidang 301');
    expect(e.SUMMARY).toBe('Sidang: Anisa Rahmadani');
    expect(e.STATUS).toBe('CONFIRMED');
  });

  it('publishes feeds and single-event files as METHOD:PUBLISH, refreshed hourly, without ATTENDEE', async () => {
    const one = await api<string>(server.baseUrl, 'GET', `/jadwal-sidang/${terjadwal.uuid}/ics`, {
      token: tokens.admin,
    });
    for (const text of [(await feed(await feedUrl('dosen1'))).text, one.body]) {
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
      expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
      const events = calendar.getAllSubcomponents('vevent');
      expect(events.length).toBeGreaterThan(0);
      expect(events.flatMap((e) => e.getAllProperties('attendee'))).toEqual([]);
      expect(events.map((e) => e.getFirstPropertyValue('uid'))).toContain(`${terjadwal.uuid}@portal.test`);
    }
  });

  it('shows each person what they may read, in their language', async () => {
    const [m4] = await server.db.select().from(users).where(eq(users.username, 'mahasiswa4'));
    await server.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, m4!.id));
    const own = await eventsOf('mahasiswa4');
    expect(own.map((e) => e.UID)).toEqual([`${terjadwal.uuid}@portal.test`]);
    expect(own[0]!.SUMMARY).toBe('Thesis defence: Anisa Rahmadani');
    expect(await eventsOf('mahasiswa')).toEqual([]);
    expect((await eventsOf('dosen3')).length).toBe(2); // pembimbing of one, ketua of the other
    expect((await eventsOf('koordinator')).length).toBe(2);
    expect((await eventsOf('admin')).length).toBe(2);
  });

  it('a reschedule shows the new time with a higher SEQUENCE under the same UID', async () => {
    const mulai = new Date(terjadwal.mulai!.getTime() + 86_400_000);
    const selesaiAt = new Date(terjadwal.selesai!.getTime() + 86_400_000);
    await server.db
      .update(jadwalSidang)
      .set({ mulai, selesai: selesaiAt, sequence: 1 })
      .where(eq(jadwalSidang.uuid, terjadwal.uuid));
    const e = (await eventsOf('dosen2')).find((x) => x.UID === `${terjadwal.uuid}@portal.test`)!;
    expect(e.SEQUENCE).toBe('1');
    expect(e.DTSTART).toBe(utc(mulai));
  });

  it('keeps a cancelled sidang as STATUS:CANCELLED, and never shows a draft that was not published', async () => {
    await server.db.update(jadwalSidang).set({ status: 'dibatalkan' }).where(eq(jadwalSidang.uuid, terjadwal.uuid));
    const e = (await eventsOf('dosen2')).find((x) => x.UID === `${terjadwal.uuid}@portal.test`)!;
    expect(e.STATUS).toBe('CANCELLED');
    // a new draft for the same pengajuan: visible to staff only, never in a participant's feed
    const [draft] = await server.db
      .insert(jadwalSidang)
      .values({
        pengajuanUuid: terjadwal.pengajuanUuid,
        status: 'draft',
        mulai: terjadwal.mulai,
        selesai: terjadwal.selesai,
        tanggal: terjadwal.tanggal,
      })
      .returning();
    expect((await eventsOf('mahasiswa4')).map((x) => x.UID)).toEqual([`${terjadwal.uuid}@portal.test`]);
    const one = await api<string>(server.baseUrl, 'GET', `/jadwal-sidang/${draft!.uuid}/ics`, { token: tokens.admin });
    expect(one.status).toBe(200);
    expect(parseIcs(one.body).events[0]!.STATUS).toBe('TENTATIVE');
    const hidden = await api(server.baseUrl, 'GET', `/jadwal-sidang/${draft!.uuid}/ics`, { token: tokens.dosen1 });
    expect(hidden.status).toBe(404);
    await server.db.delete(jadwalSidang).where(and(eq(jadwalSidang.uuid, draft!.uuid)));
  });

  it('rotation gives a new URL; the old one answers 404 in the error shape', async () => {
    const old = await feedUrl('dosen3');
    const res = await api<{ url: string }>(server.baseUrl, 'POST', '/account/calendar/rotate', {
      token: tokens.dosen3,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).not.toBe(old);
    expect(await feedUrl('dosen3')).toBe(res.body.url);
    const gone = await fetch(reach(old));
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await feed(res.body.url)).status).toBe(200);
    expect((await api(server.baseUrl, 'POST', '/account/calendar/rotate')).status).toBe(401);
  });

  it('answers 404 to an unknown, malformed or extensionless token', async () => {
    const url = await feedUrl('admin');
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const base = `${server.baseUrl}/api/v1/account/calendar`;
    for (const path of [`${'A'.repeat(43)}.ics`, 'short.ics', `${token}`, `${token}.ics.ics`, `${token}x.ics`])
      expect((await fetch(`${base}/${path}`)).status).toBe(404);
  });

  it('a deactivated owner feed answers 404', async () => {
    const url = await feedUrl('dosen2');
    expect((await feed(url)).status).toBe(200);
    await server.db.update(users).set({ active: false }).where(eq(users.username, 'dosen2'));
    expect((await feed(url)).status).toBe(404);
    await server.db.update(users).set({ active: true }).where(eq(users.username, 'dosen2'));
  });

  it('GET /jadwal-sidang/:uuid/ics gives the one event to who may read it, 404 to others', async () => {
    const res = await api<string>(server.baseUrl, 'GET', `/jadwal-sidang/${selesai.uuid}/ics`, {
      token: tokens.dosen3,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { events } = parseIcs(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.UID).toBe(`${selesai.uuid}@portal.test`);
    expect(
      (await api(server.baseUrl, 'GET', `/jadwal-sidang/${selesai.uuid}/ics`, { token: tokens.mahasiswa })).status,
    ).toBe(404);
    expect(
      (await api(server.baseUrl, 'GET', `/jadwal-sidang/${selesai.uuid}/ics`, { token: tokens.mahasiswa3 })).status,
    ).toBe(200);
    expect((await api(server.baseUrl, 'GET', '/jadwal-sidang/not-a-uuid/ics', { token: tokens.admin })).status).toBe(
      404,
    );
    expect((await api(server.baseUrl, 'GET', `/jadwal-sidang/${selesai.uuid}/ics`)).status).toBe(401);
  });

  it('limits feed requests per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 130; i++) {
      const res = await fetch(`${server.baseUrl}/api/v1/account/calendar/${'B'.repeat(43)}.ics`);
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
