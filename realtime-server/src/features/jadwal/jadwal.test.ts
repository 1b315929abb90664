import type { JadwalHistoryEntry, JadwalRow } from '@ujian/shared/jadwal';
import type { Page } from '@ujian/shared/paging';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { dayAhead, type ErrorBody, useJadwalServer } from '../../test/jadwal';

const { state, call, pengajuan, draft, publish, eventsSince, lastEventId } = useJadwalServer();

const pengajuanStatus = async (uuid: string) =>
  (
    await state.server.database.db
      .select({ status: pengajuanSidang.status })
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.uuid, uuid))
  )[0]!.status;

describe('jadwal sidang: create', () => {
  it('creates a draft for a verified pengajuan; refuses other states and a second live jadwal', async () => {
    const p = await pengajuan('mahasiswa');
    const created = await call('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: p });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pengajuanUuid: p,
      status: 'draft',
      sequence: 0,
      version: 1,
      tanggal: null,
      komite: [],
      allowedEvents: ['CANCEL'],
    });
    const again = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: p });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.reason).toBe('JADWAL_EXISTS');

    const submitted = await pengajuan('mahasiswa', [], { status: 'diajukan' });
    const early = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: submitted });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CONFLICT');
    expect(early.body.error.fields?.reason).toBe('NOT_IN_STATE');
  });

  it('answers bad input with 400 and unknown pengajuan with 404', async () => {
    expect((await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: 'x' })).status).toBe(400);
    const p = await pengajuan('mahasiswa');
    const twice = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', {
      pengajuanUuid: p,
      komite: [
        { dosenUuid: state.dosen[1]!.uuid, peran: 'ketua' },
        { dosenUuid: state.dosen[2]!.uuid, peran: 'ketua' },
      ],
    });
    expect(twice.status).toBe(400);
    const missing = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', {
      pengajuanUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const badWaktu = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', {
      pengajuanUuid: p,
      tanggal: dayAhead(5),
      waktuUjianUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(badWaktu.status).toBe(400);
    // students and dosen may not create
    expect((await call<ErrorBody>('mahasiswa', 'POST', '/jadwal-sidang', { pengajuanUuid: p })).status).toBe(403);
    expect((await call<ErrorBody>('dosen1', 'POST', '/jadwal-sidang', { pengajuanUuid: p })).status).toBe(403);
  });
});

describe('jadwal sidang: lifecycle and the pengajuan link', () => {
  it('publishes only when complete (INCOMPLETE names the missing fields), then moves the pengajuan', async () => {
    const row = await draft({ tanggal: dayAhead(10) });
    const incomplete = await publish(row);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.error.fields).toMatchObject({
      reason: 'INCOMPLETE',
      waktuUjianUuid: expect.any(String),
      ruanganUuid: expect.any(String),
      'komite.ketua': expect.any(String),
      'komite.penguji1': expect.any(String),
    });
    expect(incomplete.body.error.fields?.tanggal).toBeUndefined();

    const patched = await call('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: row.version,
      waktuUjianUuid: state.waktu[0]!.uuid,
      ruanganUuid: state.ruangan[0]!.uuid,
      komite: [
        { dosenUuid: state.dosen[0]!.uuid, peran: 'ketua' },
        { dosenUuid: state.dosen[1]!.uuid, peran: 'penguji1' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.allowedEvents).toEqual(['PUBLISH', 'CANCEL']);
    expect(patched.body.mulai).toBe(`${dayAhead(10)}T08:00:00+07:00`);
    expect(patched.body.selesai).toBe(`${dayAhead(10)}T10:00:00+07:00`);
    expect(patched.body.sequence).toBe(0);

    const before = await lastEventId();
    const published = await publish(patched.body);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'terjadwal', allowedEvents: ['START', 'CANCEL'] });
    expect(await pengajuanStatus(row.pengajuanUuid)).toBe('dijadwalkan');

    // jadwal:changed reaches the student, the committee (dosen1), the koordinator and the admin
    const changed = await eventsSince(before, 'jadwal:changed');
    const to = new Set(changed.map((e) => e.userId));
    for (const who of ['mahasiswa', 'dosen1', 'koordinator', 'admin'] as const)
      expect(to.has(state.who[who].id)).toBe(true);
    expect(to.has(state.who.mahasiswa2.id)).toBe(false);
    expect(changed[0]!.data).toMatchObject({ uuid: row.uuid, pengajuanUuid: row.pengajuanUuid, change: 'published' });
    const rekap = await eventsSince(before, 'rekap:changed');
    expect(rekap.length).toBeGreaterThan(0);
    expect(rekap.some((e) => (e.data as { recap: string }).recap === 'jadwal-sidang')).toBe(true);
    expect(rekap.some((e) => e.userId === state.who.mahasiswa.id)).toBe(false);

    // the student's notification names the day in Indonesian, the time and the room
    const notes = await state.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, state.who.mahasiswa.id));
    const note = notes.find((n) => n.link === `/jadwal-sidang/${row.uuid}`);
    const weekday = new Intl.DateTimeFormat('id-ID', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${dayAhead(10)}T00:00:00Z`),
    );
    expect(note?.body).toContain(weekday);
    // Indonesian writes times with a dot, the one way every mail and notification writes them
    expect(note?.body).toContain('08.00–10.00 WIB');
    expect(note?.body).toContain(state.ruangan[0]!.nama);

    // and an email to the student and the committee (topic jadwal), none to the staff
    const mails = await state.server.database.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox);
    const about = mails.filter((m) => m.subject === 'Jadwal sidang ditetapkan' && m.text.includes(row.uuid));
    const recipients = about.map((m) => m.to);
    expect(recipients).toEqual(expect.arrayContaining(['dosen1@demo.ac.id', 'mahasiswa@demo.ac.id']));
    expect(recipients).not.toContain('admin@demo.ac.id');
    expect(recipients).not.toContain('koordinator@demo.ac.id');
  });

  it('writes the notification in the reader’s language', async () => {
    const db = state.server.database.db;
    await db.update(profiles).set({ locale: 'pt-BR' }).where(eq(profiles.userId, state.who.mahasiswa3.id));
    // the next Monday at least two days ahead
    let ahead = 2;
    while (new Date(`${dayAhead(ahead)}T00:00:00Z`).getUTCDay() !== 1) ahead += 1;
    const monday = dayAhead(ahead);
    const row = await draft({
      student: 'mahasiswa3',
      tanggal: monday,
      waktu: 1,
      ruangan: 2,
      komite: [
        [6, 'ketua'],
        [7, 'penguji1'],
      ],
    });
    expect((await publish(row)).status).toBe(200);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, state.who.mahasiswa3.id));
    const note = notes.find((n) => n.link === `/jadwal-sidang/${row.uuid}`)!;
    expect(note.title).toBe('Defesa agendada');
    const [y, m, d] = monday.split('-').map(Number);
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, m! - 1, d!)),
    );
    expect(note.body).toContain(`segunda-feira, ${d} de ${month} de ${y}, 10:00–12:00`);
  });

  it('reschedules a terjadwal row on PATCH: sequence+1, history with changes, pengajuan RESCHEDULE', async () => {
    const row = await draft({
      tanggal: dayAhead(11),
      waktu: 0,
      ruangan: 0,
      komite: [
        [2, 'ketua'],
        [3, 'penguji1'],
      ],
    });
    const published = (await publish(row)).body;
    const moved = await call('koordinator', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: published.version,
      waktuUjianUuid: state.waktu[2]!.uuid,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'terjadwal', sequence: 1, mulai: `${dayAhead(11)}T13:00:00+07:00` });
    const history = await call<JadwalHistoryEntry[]>('admin', 'GET', `/jadwal-sidang/${row.uuid}/history`);
    expect(history.body.map((h) => h.event)).toEqual(['CREATE', 'PUBLISH', 'RESCHEDULE']);
    expect(history.body[2]!.changes).toEqual({ waktuUjianUuid: [state.waktu[0]!.uuid, state.waktu[2]!.uuid] });
    expect(history.body[1]).toMatchObject({ from: 'draft', to: 'terjadwal', by: state.who.admin.id });
    const pengajuanHistory = await call<Array<{ event: string }>>(
      'admin',
      'GET',
      `/pengajuan-sidang/${row.pengajuanUuid}/history`,
    );
    expect(pengajuanHistory.body.map((h) => h.event)).toEqual(['SCHEDULE', 'RESCHEDULE']);

    // a terjadwal row may not lose its place or slot
    const noPlace = await call<ErrorBody>('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: moved.body.version,
      ruanganUuid: null,
    });
    expect(noPlace.status).toBe(409);
    expect(noPlace.body.error.clashes?.map((c) => c.code)).toEqual(['NO_PLACE']);
    const noDate = await call<ErrorBody>('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: moved.body.version,
      tanggal: null,
    });
    expect(noDate.status).toBe(409);
    expect(noDate.body.error.fields).toMatchObject({ reason: 'INCOMPLETE', tanggal: expect.any(String) });
  });

  it('starts, finishes and cancels (with a note; the pengajuan goes back to diverifikasi)', async () => {
    const a = await draft({
      tanggal: dayAhead(12),
      waktu: 0,
      ruangan: 0,
      komite: [
        [2, 'ketua'],
        [3, 'penguji1'],
      ],
    });
    const pa = (await publish(a)).body;
    const started = await call('admin', 'POST', `/jadwal-sidang/${a.uuid}/transitions`, {
      event: 'START',
      version: pa.version,
    });
    expect(started.body).toMatchObject({ status: 'berlangsung', allowedEvents: ['FINISH'] });
    const edit = await call<ErrorBody>('admin', 'PATCH', `/jadwal-sidang/${a.uuid}`, {
      version: started.body.version,
      ruanganUuid: state.ruangan[1]!.uuid,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.fields?.reason).toBe('NOT_IN_STATE');
    const finished = await call('admin', 'POST', `/jadwal-sidang/${a.uuid}/transitions`, {
      event: 'FINISH',
      version: started.body.version,
    });
    expect(finished.body).toMatchObject({ status: 'selesai', allowedEvents: [] });
    const again = await call<ErrorBody>('admin', 'POST', `/jadwal-sidang/${a.uuid}/transitions`, {
      event: 'CANCEL',
      note: 'x',
      version: finished.body.version,
    });
    expect(again.status).toBe(409);

    const b = await draft({
      tanggal: dayAhead(12),
      waktu: 1,
      ruangan: 0,
      komite: [
        [2, 'ketua'],
        [3, 'penguji1'],
      ],
    });
    const pb = (await publish(b)).body;
    const noNote = await call<ErrorBody>('admin', 'POST', `/jadwal-sidang/${b.uuid}/transitions`, {
      event: 'CANCEL',
      version: pb.version,
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields?.note).toBeDefined();
    const before = await lastEventId();
    const cancelled = await call('koordinator', 'POST', `/jadwal-sidang/${b.uuid}/transitions`, {
      event: 'CANCEL',
      note: 'Ketua sidang berhalangan',
      version: pb.version,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('dibatalkan');
    expect(await pengajuanStatus(b.pengajuanUuid)).toBe('diverifikasi');
    const changed = await eventsSince(before, 'jadwal:changed');
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.some((e) => e.userId === state.who.mahasiswa.id)).toBe(true);
    // the pengajuan may be scheduled again
    const fresh = await call('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: b.pengajuanUuid });
    expect(fresh.status).toBe(201);
  });

  it('refuses a stale version with 409 STALE_VERSION and the row as it is now', async () => {
    const row = await draft({ tanggal: dayAhead(13) });
    const first = await call('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, { version: 1, locked: true });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    for (const [method, path, body] of [
      ['PATCH', `/jadwal-sidang/${row.uuid}`, { version: 1, locked: false }],
      ['POST', `/jadwal-sidang/${row.uuid}/transitions`, { version: 1, event: 'CANCEL', note: 'x' }],
    ] as const) {
      const stale = await call<ErrorBody>('admin', method, path, body);
      expect(stale.status).toBe(409);
      expect(stale.body.error.fields?.reason).toBe('STALE_VERSION');
      expect(stale.body.error.current).toMatchObject({ uuid: row.uuid, version: 2, locked: true });
    }
  });
});

describe('jadwal sidang: who sees what', () => {
  it('lets admin and the prodi koordinator see drafts; dosen and students only from terjadwal on; others get 404', async () => {
    const row = await draft({
      tanggal: dayAhead(14),
      waktu: 0,
      ruangan: 1,
      pembimbing: [4],
      komite: [
        [0, 'ketua'],
        [5, 'penguji1'],
      ],
    });
    const get = (who: Parameters<typeof call>[0]) => call<ErrorBody>(who, 'GET', `/jadwal-sidang/${row.uuid}`);
    expect((await get('admin')).status).toBe(200);
    expect((await get('koordinator')).status).toBe(200);
    expect((await get('mahasiswa')).status).toBe(404);
    expect((await get('dosen1')).status).toBe(404);
    expect((await call<ErrorBody>('dosen1', 'GET', `/jadwal-sidang/${row.uuid}/history`)).status).toBe(404);

    await publish(row);
    expect((await get('mahasiswa')).status).toBe(200);
    const asDosen = await get('dosen1');
    expect(asDosen.status).toBe(200);
    expect((asDosen.body as unknown as JadwalRow).allowedEvents).toEqual([]);
    expect((await get('mahasiswa2')).status).toBe(404);

    // a dosen may read but not change
    const patch = await call<ErrorBody>('dosen1', 'PATCH', `/jadwal-sidang/${row.uuid}`, { version: 2, locked: true });
    expect(patch.status).toBe(403);

    // lists are filtered the same way
    const list = async (who: Parameters<typeof call>[0], query = '') =>
      (await call<Page<JadwalRow>>(who, 'GET', `/jadwal-sidang?perPage=100${query}`)).body.data.map((r) => r.uuid);
    expect(await list('mahasiswa')).toContain(row.uuid);
    expect(await list('mahasiswa2')).not.toContain(row.uuid);
    expect(await list('dosen1', '&mine=1')).toContain(row.uuid);
    expect(await list('admin', `&dosenUuid=${state.dosen[4]!.uuid}`)).toContain(row.uuid);
    expect(await list('admin', `&dosenUuid=${state.dosen[9]!.uuid}`)).not.toContain(row.uuid);
    expect(await list('admin', `&from=${dayAhead(14)}&to=${dayAhead(14)}&status=terjadwal`)).toContain(row.uuid);
    expect(await list('admin', `&from=${dayAhead(15)}`)).not.toContain(row.uuid);
    expect(await list('admin', `&ruanganUuid=${state.ruangan[1]!.uuid}`)).toContain(row.uuid);
    expect(await list('admin', `&pengajuanUuid=${row.pengajuanUuid}`)).toEqual([row.uuid]);
    expect((await call<ErrorBody>('admin', 'GET', '/jadwal-sidang?status=nope')).status).toBe(400);
  });

  it('hides another prodi’s rows from the koordinator (404) and lets them not create there', async () => {
    const other = await draft({ prodiUuid: state.otherProdiUuid });
    expect((await call<ErrorBody>('koordinator', 'GET', `/jadwal-sidang/${other.uuid}`)).status).toBe(404);
    const own = await draft({ tanggal: dayAhead(12) });
    const list = await call<Page<JadwalRow>>('koordinator', 'GET', '/jadwal-sidang?perPage=100');
    expect(list.body.data.map((r) => r.uuid)).toContain(own.uuid);
    expect(list.body.data.map((r) => r.uuid)).not.toContain(other.uuid);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((r) => r.prodiUuid === state.prodiUuid)).toBe(true);
    const p = await pengajuan('mahasiswa', [], { prodiUuid: state.otherProdiUuid });
    expect((await call<ErrorBody>('koordinator', 'POST', '/jadwal-sidang', { pengajuanUuid: p })).status).toBe(404);
  });
});
