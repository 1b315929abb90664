import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { emailOutbox } from '../../db/schema/mail';
import { dosen } from '../../db/schema/master';
import { notifications } from '../../db/schema/notifications';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { userPreferences } from '../../db/schema/preferences';
import { profiles } from '../../db/schema/profile';
import { jadwalReminders } from '../../db/schema/reminders';
import { createEventSignal } from '../../events/signal';
import { seedDemo } from '../../seed/demo';
import { createTestClock, dropSchema, openTestPglite, TEST_POSTGRES_URL, usePostgres } from '../../test/harness';
import { createMailer } from '../mail/mailer';
import { sidangWhen } from '../notifikasi/sidang-when';
import { dueReminder } from './due';
import { reminderText } from './messages';
import { sweepReminders } from './sweep';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const logger = pino({ level: 'silent' });

describe('dueReminder', () => {
  const mulai = new Date('2026-12-03T03:00:00Z');
  const at = (msBefore: number) => new Date(mulai.getTime() - msBefore);
  it('is nothing more than 7 days ahead, H-7 from 7 days, H-1 from 24 hours, nothing once started', () => {
    expect(dueReminder(mulai, at(7 * DAY + 1))).toBeNull();
    expect(dueReminder(mulai, at(7 * DAY))).toBe('h7');
    expect(dueReminder(mulai, at(2 * DAY))).toBe('h7');
    expect(dueReminder(mulai, at(DAY + 1))).toBe('h7');
    expect(dueReminder(mulai, at(DAY))).toBe('h1');
    expect(dueReminder(mulai, at(1))).toBe('h1');
    expect(dueReminder(mulai, at(0))).toBeNull();
    expect(dueReminder(mulai, at(-HOUR))).toBeNull();
  });
  it('never gives H-7 inside the last day (a sidang published late gets H-1 only)', () => {
    for (let h = 0; h < 24; h++) expect(dueReminder(mulai, at(h * HOUR + 1))).toBe('h1');
  });
});

describe('reminderText', () => {
  const facts = {
    mahasiswa: 'Anisa',
    judul: 'J',
    mulai: new Date('2026-12-03T03:00:00Z'), // Kamis 10.00 WIB
    selesai: null,
    ruangan: 'R 301',
    onlineUrl: null,
  };
  const titleAt = (locale: Parameters<typeof reminderText>[0], iso: string) =>
    reminderText(locale, facts, new Date(iso)).title;
  it('states the real time left on Jakarta’s calendar, never a fixed 7 days', () => {
    // Senin 30 November, 09.00 WIB: three days before
    expect(titleAt('id', '2026-11-30T02:00:00Z')).toBe('Pengingat: sidang 3 hari lagi');
    expect(titleAt('en', '2026-11-30T02:00:00Z')).toBe('Reminder: thesis defence in 3 days');
    expect(titleAt('de', '2026-11-30T02:00:00Z')).toBe('Erinnerung: Verteidigung in 3 Tagen');
    expect(titleAt('fr', '2026-11-30T02:00:00Z')).toBe('Rappel : soutenance dans 3 jours');
    expect(titleAt('pt', '2026-11-30T02:00:00Z')).toBe('Lembrete: defesa em 3 dias');
    // 7 days before: it says 7
    expect(titleAt('id', '2026-11-26T03:00:00Z')).toBe('Pengingat: sidang 7 hari lagi');
    // Rabu 2 Desember 11.00 WIB (under 24 hours): tomorrow; 23.30 WIB the evening before, too
    expect(titleAt('id', '2026-12-02T04:00:00Z')).toBe('Pengingat: sidang besok');
    expect(titleAt('id', '2026-12-02T16:30:00Z')).toBe('Pengingat: sidang besok');
    expect(titleAt('en', '2026-12-02T04:00:00Z')).toBe('Reminder: thesis defence tomorrow');
    // the same day (00.30 WIB, a UTC date earlier): today
    expect(titleAt('id', '2026-12-02T17:30:00Z')).toBe('Pengingat: sidang hari ini');
    expect(titleAt('pt', '2026-12-02T17:30:00Z')).toBe('Lembrete: defesa hoje');
  });
});

describe('sidangWhen', () => {
  it('writes the Jakarta date out in the reader language', () => {
    const mulai = new Date('2026-12-03T03:00:00Z');
    const selesai = new Date('2026-12-03T05:00:00Z');
    // one way per language: Indonesian writes 10.00, the others 10:00
    expect(sidangWhen('id', mulai, selesai)).toBe('Kamis, 3 Desember 2026, 10.00–12.00 WIB');
    expect(sidangWhen('en', mulai, selesai)).toMatch(/Thursday,? 3 December 2026, 10:00–12:00 WIB/);
    expect(sidangWhen('de', mulai, selesai)).toContain('Donnerstag');
    expect(sidangWhen('fr', mulai, selesai)).toContain('jeudi');
    expect(sidangWhen('pt', mulai, selesai)).toContain('quinta-feira');
  });
});

/**
 * A database migrated and seeded as on first start. PostgreSQL: a fresh schema any number of
 * connections ("nodes") open. PGlite is single-process: every node shares the one instance, and a
 * restart is a reopen from a dump of its data dir.
 */
type Store = {
  first: Database;
  /** another node's connection */
  another(): Promise<Database>;
  /** closes `current` and opens the database again as a restarted process would */
  restart(current: Database): Promise<Database>;
  dispose(): Promise<void>;
};

async function createStore(clock: Clock): Promise<Store> {
  if (usePostgres) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const first = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
    await first.migrate();
    await seedDemo(first.db, { clock });
    return {
      first,
      another: () => openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema }),
      async restart(current) {
        await current.close();
        return openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema });
      },
      dispose: () => dropSchema(schema),
    };
  }
  const first = await openTestPglite(true, clock);
  return {
    first,
    another: async () => first,
    async restart(current) {
      const dump = await current.dumpDataDir!();
      await current.close();
      return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    },
    dispose: async () => undefined,
  };
}

/** One node: its own connection, signal and mail outbox, sweeping with the given clock. */
function node(database: Database, clock: Clock) {
  const signal = createEventSignal();
  const mailer = createMailer({ db: database.db, logger, signal, mailFrom: 'test@localhost' });
  const deps = { db: database.db, signal, clock, notify: { mailer, appUrl: 'http://portal.test' } };
  return { sweep: () => sweepReminders(deps), close: () => mailer.close() };
}

async function reminderNotifications(database: Database) {
  const rows = await database.db
    .select({
      userId: notifications.userId,
      username: users.username,
      data: notifications.data,
      body: notifications.body,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(sql`${notifications.data}->>'kind' like 'jadwal.reminder.%'`);
  return rows.map((r) => ({
    username: r.username,
    kind: String(r.data?.kind),
    jadwalUuid: String(r.data?.jadwalUuid),
    sequence: Number(r.data?.sequence),
    body: r.body,
  }));
}

async function demoJadwal(database: Database) {
  const [row] = await database.db
    .select({ jadwal: jadwalSidang })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .where(and(eq(users.username, 'mahasiswa4'), eq(jadwalSidang.status, 'terjadwal')));
  return row!.jadwal;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const clock = createTestClock();
  const store = await createStore(clock);
  cleanups.push(() => store.dispose());
  const database = store.first;
  let open = true;
  cleanups.push(async () => {
    if (open) await database.close();
    open = false;
  });
  const a = node(database, clock);
  cleanups.push(() => a.close());
  return { clock, store, database, a, jadwal: await demoJadwal(database) };
}

const recipients = ['dosen1', 'dosen2', 'dosen3', 'mahasiswa4'];

// the first test may build the seeded PGlite snapshot (tens of seconds on a busy machine)
describe('jadwal reminders', { timeout: 120_000 }, () => {
  it('sends H-7 then H-1 once to student, committee and pembimbing, in their language, by email too', async () => {
    const { clock, database, a, jadwal } = await setUp();
    // dosen2 reads English; dosen3 turned jadwal emails off
    const [dosen2] = await database.db.select().from(users).where(eq(users.username, 'dosen2'));
    await database.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.userId, dosen2!.id));
    const [dosen3] = await database.db.select().from(users).where(eq(users.username, 'dosen3'));
    await database.db
      .insert(userPreferences)
      .values({ userId: dosen3!.id, notifications: { jadwal: { inApp: true, email: false } } });

    // the demo sidang is 3 to 5 days ahead: H-7 is due at once
    expect(await a.sweep()).toBe(4);
    let sent = await reminderNotifications(database);
    expect(sent.map((s) => `${s.username}:${s.kind}`).sort()).toEqual(recipients.map((u) => `${u}:jadwal.reminder.h7`));
    expect(sent).toHaveLength(recipients.length);
    expect(sent.every((s) => s.jadwalUuid === jadwal.uuid && s.sequence === 0)).toBe(true);
    expect(sent.find((s) => s.username === 'dosen2')?.body).toMatch(/thesis defence of Anisa Rahmadani.*WIB/);
    expect(sent.find((s) => s.username === 'dosen1')?.body).toMatch(/Sidang Anisa Rahmadani.*WIB di Ruang Sidang 301/);
    const mails = await database.db.select({ to: emailOutbox.to, subject: emailOutbox.subject }).from(emailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(['dosen1@demo.ac.id', 'dosen2@demo.ac.id', 'mahasiswa4@demo.ac.id']);
    // the subject says the time really left (the demo sidang is 3 to 5 days ahead), not "7 days"
    const left = Math.round(
      (Date.parse(jadwal.tanggal!) -
        Date.parse(new Date(clock.now().getTime() + 7 * HOUR).toISOString().slice(0, 10))) /
        DAY,
    );
    expect(left).toBeGreaterThanOrEqual(3);
    expect(left).toBeLessThan(7);
    expect(mails.find((m) => m.to === 'dosen2@demo.ac.id')?.subject).toBe(`Reminder: thesis defence in ${left} days`);

    // later sweeps the same day send nothing more
    clock.advance(HOUR);
    expect(await a.sweep()).toBe(0);

    // 23 hours before the start: H-1, once
    clock.set(new Date(jadwal.mulai!.getTime() - 23 * HOUR));
    expect(await a.sweep()).toBe(4);
    expect(await a.sweep()).toBe(0);
    sent = await reminderNotifications(database);
    expect(
      sent
        .filter((s) => s.kind === 'jadwal.reminder.h1')
        .map((s) => s.username)
        .sort(),
    ).toEqual(recipients);

    // once it has started: nothing
    clock.set(new Date(jadwal.mulai!.getTime() + HOUR));
    expect(await a.sweep()).toBe(0);
    expect(await reminderNotifications(database)).toHaveLength(8);
  });

  it('a deactivated account gets no reminder', async () => {
    const { database, a } = await setUp();
    await database.db.update(users).set({ active: false }).where(eq(users.username, 'dosen3'));
    expect(await a.sweep()).toBe(3);
    expect((await reminderNotifications(database)).map((s) => s.username)).not.toContain('dosen3');
  });

  it('a sidang published inside its last day gets H-1 only', async () => {
    const { clock, database, a, jadwal } = await setUp();
    const mulai = new Date(clock.now().getTime() + 10 * HOUR);
    await database.db
      .update(jadwalSidang)
      .set({ mulai, selesai: new Date(mulai.getTime() + 2 * HOUR) })
      .where(eq(jadwalSidang.uuid, jadwal.uuid));
    expect(await a.sweep()).toBe(4);
    const sent = await reminderNotifications(database);
    expect(new Set(sent.map((s) => s.kind))).toEqual(new Set(['jadwal.reminder.h1']));
  });

  it('a reschedule arms them again (new sequence); the old one left pending is not sent', async () => {
    const { clock, database, a, jadwal } = await setUp();
    expect(await a.sweep()).toBe(4);
    // rescheduled two days later: sequence 1, H-7 again for the new time
    const mulai = new Date(jadwal.mulai!.getTime() + 2 * DAY);
    await database.db
      .update(jadwalSidang)
      .set({ mulai, selesai: new Date(mulai.getTime() + 2 * HOUR), sequence: 1 })
      .where(eq(jadwalSidang.uuid, jadwal.uuid));
    // a reminder of the old sequence that some node armed but never sent
    const [someone] = await database.db.select().from(users).where(eq(users.username, 'dosen1'));
    await database.db
      .insert(jadwalReminders)
      .values({ jadwalUuid: jadwal.uuid, userId: someone!.id, kind: 'h1', sequence: 0 });
    expect(await a.sweep()).toBe(4);
    const sent = await reminderNotifications(database);
    expect(
      sent
        .filter((s) => s.sequence === 1)
        .map((s) => `${s.username}:${s.kind}`)
        .sort(),
    ).toEqual(recipients.map((u) => `${u}:jadwal.reminder.h7`));
    expect(sent.filter((s) => s.kind === 'jadwal.reminder.h1')).toHaveLength(0);
    clock.set(new Date(mulai.getTime() - 2 * HOUR));
    expect(await a.sweep()).toBe(4);
    const [stale] = await database.db
      .select({ status: jadwalReminders.status })
      .from(jadwalReminders)
      .where(and(eq(jadwalReminders.sequence, 0), eq(jadwalReminders.kind, 'h1')));
    expect(stale?.status).toBe('skipped');
  });

  it('a cancelled or finished sidang gets none, even a reminder armed before', async () => {
    const { database, a, jadwal } = await setUp();
    const [someone] = await database.db.select().from(users).where(eq(users.username, 'dosen1'));
    await database.db
      .insert(jadwalReminders)
      .values({ jadwalUuid: jadwal.uuid, userId: someone!.id, kind: 'h7', sequence: 0 });
    await database.db.update(jadwalSidang).set({ status: 'dibatalkan' }).where(eq(jadwalSidang.uuid, jadwal.uuid));
    expect(await a.sweep()).toBe(0);
    expect(await reminderNotifications(database)).toHaveLength(0);
    const rows = await database.db.select({ status: jadwalReminders.status }).from(jadwalReminders);
    expect(rows).toEqual([{ status: 'skipped' }]);
  });

  it('survives a restart: what was sent is not sent again, what was armed but not sent goes out once', async () => {
    const { clock, store, database, a, jadwal } = await setUp();
    expect(await a.sweep()).toBe(4);
    // a node died after arming H-1 for one person (time moved into the last day)
    clock.set(new Date(jadwal.mulai!.getTime() - 20 * HOUR));
    const [someone] = await database.db.select().from(users).where(eq(users.username, 'mahasiswa4'));
    await database.db
      .insert(jadwalReminders)
      .values({ jadwalUuid: jadwal.uuid, userId: someone!.id, kind: 'h1', sequence: 0 });
    await a.close();
    const reopened = await store.restart(database);
    cleanups.splice(1); // the store's dispose only: the first connection is closed
    cleanups.push(() => reopened.close());
    const b = node(reopened, clock);
    cleanups.push(() => b.close());
    expect(await b.sweep()).toBe(4);
    expect(await b.sweep()).toBe(0);
    const sent = await reminderNotifications(reopened);
    expect(sent.filter((s) => s.kind === 'jadwal.reminder.h7')).toHaveLength(4);
    expect(
      sent
        .filter((s) => s.kind === 'jadwal.reminder.h1')
        .map((s) => s.username)
        .sort(),
    ).toEqual(recipients);
  });

  it('two nodes sweeping one database at the same time send every reminder exactly once', async () => {
    const { clock, store, database, a } = await setUp();
    // 30 more sidang in the coming days, each with the student and two committee members
    const [student] = await database.db.select().from(users).where(eq(users.username, 'mahasiswa4'));
    const committee = await database.db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId))
      .where(sql`${users.username} in ('dosen1', 'dosen2')`)
      .orderBy(users.username);
    const now = clock.now().getTime();
    for (let i = 0; i < 30; i++) {
      const [p] = await database.db
        .insert(pengajuanSidang)
        .values({ userId: student!.id, judul: `Sidang ${i}`, status: 'dijadwalkan' })
        .returning();
      const mulai = new Date(now + 2 * DAY + i * 3 * HOUR);
      const [j] = await database.db
        .insert(jadwalSidang)
        .values({
          pengajuanUuid: p!.uuid,
          status: 'terjadwal',
          mulai,
          selesai: new Date(mulai.getTime() + 2 * HOUR),
          tanggal: mulai.toISOString().slice(0, 10),
        })
        .returning();
      await database.db.insert(jadwalKomite).values([
        { jadwalUuid: j!.uuid, peran: 'ketua', dosenUuid: committee[0]!.uuid },
        { jadwalUuid: j!.uuid, peran: 'penguji1', dosenUuid: committee[1]!.uuid },
      ]);
    }
    const other = await store.another();
    if (other !== database) cleanups.push(() => other.close());
    const b = node(other, clock);
    cleanups.push(() => b.close());

    let total = 0;
    for (let round = 0; round < 3; round++) {
      const counts = await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
      total += counts.reduce((x, y) => x + y, 0);
    }
    const expected = 4 + 30 * 3;
    expect(total).toBe(expected);
    const sent = await reminderNotifications(database);
    expect(sent).toHaveLength(expected);
    expect(new Set(sent.map((s) => `${s.username}:${s.jadwalUuid}:${s.kind}:${s.sequence}`)).size).toBe(expected);
    const [mails] = await database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(mails!.n).toBe(expected);
  });
});
