import type { JadwalHistoryEntry, JadwalRow } from '@ujian/shared/jadwal';
import type { Page } from '@ujian/shared/paging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { notifications } from '../db/schema/notifications';
import { pengajuanSidang } from '../db/schema/pengajuan';
import { calendarText, jadwalEvents, viewerOf } from '../features/calendar/ics';
import { sweepReminders } from '../features/reminders/sweep';
import { api, loginAs, startTestServer, type TestServer } from '../test/harness';

const password = (who: string) =>
  who === 'admin' ? 'Admin#2026demo' : who.startsWith('dosen') ? 'Dosen#2026demo' : 'Mahasiswa#2026demo';

/** The seeded demo jadwal seen through the jadwal API, and what reminders and calendars make of its changes. */
describe('demo jadwal through the API', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const call = <T>(who: string, method: string, path: string, body?: unknown) =>
    api<T>(server.baseUrl, method, path, { token: tokens[who], body });

  beforeAll(async () => {
    server = await startTestServer({ realtime: true, seedDocuments: true });
    for (const who of ['admin', 'dosen1', 'dosen2', 'dosen3', 'mahasiswa', 'mahasiswa3', 'mahasiswa4'])
      tokens[who] = (await loginAs(server.baseUrl, who, password(who))).accessToken;
  });
  afterAll(() => server?.close());

  const calendarOf = async (username: string) => {
    const [user] = await server.database.db.select().from(users).where(eq(users.username, username));
    const viewer = (await viewerOf(server.database.db, user!.id))!;
    return calendarText(
      await jadwalEvents(server.database.db, viewer),
      viewer.locale,
      'portal.test',
      'http://portal.test',
    );
  };

  const mine = async (who: string) => {
    const res = await call<Page<JadwalRow>>(who, 'GET', '/jadwal-sidang?mine=1');
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('dosen1 sees the terjadwal demo sidang in mine=1, as ketua, with its history', async () => {
    const rows = await mine('dosen1');
    const row = rows.find((r) => r.status === 'terjadwal')!;
    expect(row).toBeTruthy();
    expect(row.mahasiswa.fullName).toBe('Anisa Rahmadani');
    expect(row.komite.find((k) => k.peran === 'ketua')?.nama).toContain('Budi Santoso');
    expect(row.ruanganNama).toBe('Ruang Sidang 301');
    expect(row.mulai).toMatch(/T10:00:00(\.000)?\+07:00$/);
    expect(row.pembimbing).toHaveLength(2);
    expect((await mine('dosen2')).map((r) => r.uuid)).toContain(row.uuid);
    expect((await mine('dosen3')).map((r) => r.uuid)).toContain(row.uuid);
    expect((await mine('mahasiswa4')).map((r) => r.uuid)).toEqual([row.uuid]);
    expect(await mine('mahasiswa')).toEqual([]);
    const history = await call<JadwalHistoryEntry[]>('dosen1', 'GET', `/jadwal-sidang/${row.uuid}/history`);
    expect(history.body.map((h) => h.event)).toEqual(['CREATE', 'PUBLISH']);
    const [p] = await server.database.db
      .select()
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.uuid, row.pengajuanUuid));
    expect(p?.status).toBe('dijadwalkan');
    // mahasiswa3's passed sidang is a finished jadwal
    expect((await mine('mahasiswa3')).map((r) => r.status)).toEqual(['selesai']);
  });

  it('a reschedule through the API re-arms the reminders and bumps the calendar SEQUENCE; a cancel stops both', async () => {
    const sweep = () =>
      sweepReminders({
        db: server.database.db,
        signal: server.spine.signal,
        clock: { now: () => new Date() },
        notify: { mailer: server.spine.mailer, appUrl: 'http://portal.test' },
      });
    const reminders = async () =>
      (
        await server.database.db
          .select({ data: notifications.data })
          .from(notifications)
          .where(sql`${notifications.data}->>'kind' like 'jadwal.reminder.%'`)
      ).map((n) => `${String(n.data?.kind)}#${String(n.data?.sequence)}`);
    const row = (await mine('dosen1')).find((r) => r.status === 'terjadwal')!;
    expect(await sweep()).toBe(4);

    const later = new Date(`${row.tanggal}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 1);
    const moved = await call<JadwalRow>('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: row.version,
      tanggal: later.toISOString().slice(0, 10),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.sequence).toBe(1);
    expect(await sweep()).toBe(4);
    expect((await reminders()).sort()).toEqual([
      ...Array(4).fill('jadwal.reminder.h7#0'),
      ...Array(4).fill('jadwal.reminder.h7#1'),
    ]);

    expect(await calendarOf('dosen2')).toContain('SEQUENCE:1');

    const cancelled = await call<JadwalRow>('admin', 'POST', `/jadwal-sidang/${row.uuid}/transitions`, {
      event: 'CANCEL',
      note: 'Penguji berhalangan',
      version: moved.body.version,
    });
    expect(cancelled.status).toBe(200);
    expect(await sweep()).toBe(0);
    expect(await calendarOf('dosen2')).toContain('STATUS:CANCELLED');
  });
});
