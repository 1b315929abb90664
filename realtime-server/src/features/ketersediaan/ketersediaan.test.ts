import type { Availability, CheckResult } from '@ujian/shared/jadwal';
import type { AutoRun } from '@ujian/shared/jadwal-auto';
import type { KetersediaanRow } from '@ujian/shared/ketersediaan';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dosen, peminatan } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { dayAhead, type ErrorBody, useJadwalServer } from '../../test/jadwal';
import { addDays, at, ketersediaanLookups } from '../../test/ketersediaan';
import { expandOccurrences } from './occurrences';

const { state, call, draft, publish, pengajuan } = useJadwalServer();

type Row = KetersediaanRow & ErrorBody;
const { dosenOf, dosenIndex, otherDosen } = ketersediaanLookups(state);

describe('expandOccurrences', () => {
  const row = {
    uuid: 'k',
    dosenUuid: 'd',
    mulai: new Date('2030-01-01T08:00:00+07:00'),
    selesai: new Date('2030-01-01T10:00:00+07:00'),
    mingguanSampai: '2030-01-15',
  };
  it('repeats every 7 days up to and including mingguanSampai, cut to the range', () => {
    const all = expandOccurrences(row, new Date('2029-12-01T00:00:00Z'), new Date('2030-03-01T00:00:00Z'));
    expect(all.map((o) => o.mulai.toISOString())).toEqual([
      '2030-01-01T01:00:00.000Z',
      '2030-01-08T01:00:00.000Z',
      '2030-01-15T01:00:00.000Z',
    ]);
    const middle = expandOccurrences(row, new Date('2030-01-08T02:00:00+07:00'), new Date('2030-01-09T00:00:00+07:00'));
    expect(middle).toHaveLength(1);
    expect(middle[0]!.mulai.toISOString()).toBe('2030-01-08T01:00:00.000Z');
    expect(
      expandOccurrences(
        { ...row, mingguanSampai: null },
        new Date('2030-01-08T00:00:00Z'),
        new Date('2030-02-01T00:00:00Z'),
      ),
    ).toEqual([]);
  });
});

describe('ketersediaan API', () => {
  it('a dosen blocks their own time; it lists in the range (weekly repeats too) and deletes with 204', async () => {
    const day = dayAhead(30);
    const me = await dosenOf(state.who.dosen1.id);
    const created = await call<Row>('dosen1', 'POST', '/ketersediaan', {
      mulai: at(day, '08:00'),
      selesai: at(day, '10:00'),
      mingguanSampai: addDays(day, 14),
      catatan: 'Mengajar',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      dosenUuid: me.uuid,
      mulai: at(day, '08:00'),
      selesai: at(day, '10:00'),
      mingguanSampai: addDays(day, 14),
      catatan: 'Mengajar',
      version: 1,
    });
    const inThirdWeek = await call<{ data: KetersediaanRow[] }>(
      'dosen1',
      'GET',
      `/ketersediaan?from=${addDays(day, 14)}&to=${addDays(day, 14)}`,
    );
    expect(inThirdWeek.body.data.map((r) => r.uuid)).toContain(created.body.uuid);
    const afterRepeat = await call<{ data: KetersediaanRow[] }>(
      'dosen1',
      'GET',
      `/ketersediaan?from=${addDays(day, 15)}&to=${addDays(day, 20)}`,
    );
    expect(afterRepeat.body.data.map((r) => r.uuid)).not.toContain(created.body.uuid);
    // the koordinator of dosen1's prodi and the admin read it; the row itself is the dosen's
    const byKoor = await call<{ data: KetersediaanRow[] }>('koordinator', 'GET', `/ketersediaan?dosenUuid=${me.uuid}`);
    expect(byKoor.status).toBe(200);
    expect(byKoor.body.data.map((r) => r.uuid)).toContain(created.body.uuid);

    const gone = await call('dosen1', 'DELETE', `/ketersediaan/${created.body.uuid}`);
    expect(gone.status).toBe(204);
    const again = await call('dosen1', 'DELETE', `/ketersediaan/${created.body.uuid}`);
    expect(again.status).toBe(404);
  });

  it('who writes: a dosen only for themself, a koordinator for their prodi, an admin for anyone', async () => {
    const day = dayAhead(31);
    const { sameProdi, otherProdi } = await otherDosen();
    const block = (dosenUuid: string) => ({ dosenUuid, mulai: at(day, '13:00'), selesai: at(day, '14:00') });
    expect((await call<Row>('dosen1', 'POST', '/ketersediaan', block(sameProdi.uuid))).status).toBe(403);
    expect((await call<Row>('koordinator', 'POST', '/ketersediaan', block(otherProdi.uuid))).status).toBe(403);
    expect((await call<Row>('mahasiswa', 'POST', '/ketersediaan', block(sameProdi.uuid))).status).toBe(403);
    const koor = await call<Row>('koordinator', 'POST', '/ketersediaan', block(sameProdi.uuid));
    expect(koor.status).toBe(201);
    const admin = await call<Row>('admin', 'POST', '/ketersediaan', block(otherProdi.uuid));
    expect(admin.status).toBe(201);
    // reading: a dosen never sees another's row; a koordinator outside their prodi gets 404
    const mine = await call<{ data: KetersediaanRow[] }>('dosen1', 'GET', '/ketersediaan');
    expect(mine.body.data.map((r) => r.uuid)).not.toContain(koor.body.uuid);
    expect((await call('koordinator', 'GET', `/ketersediaan?dosenUuid=${otherProdi.uuid}`)).status).toBe(404);
    const koorList = await call<{ data: KetersediaanRow[] }>('koordinator', 'GET', '/ketersediaan');
    expect(koorList.body.data.map((r) => r.uuid)).toContain(koor.body.uuid);
    expect(koorList.body.data.map((r) => r.uuid)).not.toContain(admin.body.uuid);
    expect((await call('dosen1', 'DELETE', `/ketersediaan/${koor.body.uuid}`)).status).toBe(404);
    expect((await call('koordinator', 'DELETE', `/ketersediaan/${admin.body.uuid}`)).status).toBe(404);
    expect((await call('koordinator', 'DELETE', `/ketersediaan/${koor.body.uuid}`)).status).toBe(204);
    expect((await call('admin', 'DELETE', `/ketersediaan/${admin.body.uuid}`)).status).toBe(204);
  });

  it('400 with fields: end after start, at most 24 hours, repeat not before the first day nor past 366 days', async () => {
    const day = dayAhead(32);
    const post = (body: Record<string, unknown>) =>
      call<Row>('dosen1', 'POST', '/ketersediaan', { mulai: at(day, '08:00'), selesai: at(day, '10:00'), ...body });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ selesai: at(day, '08:00') }, 'selesai'],
      [{ selesai: at(addDays(day, 1), '08:01') }, 'selesai'],
      [{ mingguanSampai: addDays(day, -1) }, 'mingguanSampai'],
      [{ mingguanSampai: addDays(day, 367) }, 'mingguanSampai'],
      [{ mingguanSampai: '2026-02-30' }, 'mingguanSampai'],
      [{ mulai: '2026-13-01T08:00:00+07:00' }, 'mulai'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const longest = await post({ selesai: at(addDays(day, 1), '08:00'), mingguanSampai: addDays(day, 366) });
    expect(longest.status).toBe(201);
    expect((await call('dosen1', 'DELETE', `/ketersediaan/${longest.body.uuid}`)).status).toBe(204);
  });

  it('409 HAS_SIDANG when an occurrence overlaps a published sidang of that dosen (committee or pembimbing)', async () => {
    const day = dayAhead(40);
    const me = await dosenOf(state.who.dosen1.id);
    const mine = await dosenIndex(me.uuid);
    const other = mine === 10 ? 11 : 10;
    const row = await draft({
      tanggal: day,
      waktu: 0,
      ruangan: 0,
      komite: [
        [mine, 'ketua'],
        [other, 'penguji1'],
      ],
    });
    // a draft does not stop the block, and the block now clashes with the draft's placement
    const firstWeek = addDays(day, -7);
    const weekly = {
      mulai: at(firstWeek, '00:00'),
      selesai: at(firstWeek, '23:59'),
      mingguanSampai: day,
    };
    const onDraft = await call<Row>('dosen1', 'POST', '/ketersediaan', weekly);
    expect(onDraft.status).toBe(201);
    const clash = await publish(row);
    expect(clash.status).toBe(409);
    expect(clash.body.error.clashes?.map((c) => c.code)).toContain('DOSEN_UNAVAILABLE');
    expect(clash.body.error.clashes?.find((c) => c.code === 'DOSEN_UNAVAILABLE')).toMatchObject({
      dosenUuid: me.uuid,
      ketersediaanUuid: onDraft.body.uuid,
    });
    expect((await call('dosen1', 'DELETE', `/ketersediaan/${onDraft.body.uuid}`)).status).toBe(204);
    const published = await publish(row);
    expect(published.status).toBe(200);

    const refused = await call<Row>('dosen1', 'POST', '/ketersediaan', weekly);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.fields).toMatchObject({ reason: 'HAS_SIDANG', jadwalUuid: row.uuid });
    // a week that stops before the sidang is fine
    expect(
      (await call<Row>('dosen1', 'POST', '/ketersediaan', { ...weekly, mingguanSampai: addDays(day, -1) })).status,
    ).toBe(201);

    // a pembimbing is held by the sidang as well
    const supervised = await draft({
      tanggal: addDays(day, 1),
      waktu: 1,
      ruangan: 1,
      pembimbing: [other],
      komite: [
        [mine === 12 ? 13 : 12, 'ketua'],
        [14, 'penguji1'],
      ],
    });
    expect((await publish(supervised)).status).toBe(200);
    const otherUuid = state.dosen[other]!.uuid;
    const asPembimbing = await call<Row>('admin', 'POST', '/ketersediaan', {
      dosenUuid: otherUuid,
      mulai: at(addDays(day, 1), '00:00'),
      selesai: at(addDays(day, 1), '23:00'),
    });
    expect(asPembimbing.status).toBe(409);
    expect(asPembimbing.body.error.fields).toMatchObject({ reason: 'HAS_SIDANG', jadwalUuid: supervised.uuid });
  });
});

describe('DOSEN_UNAVAILABLE and the pickers', () => {
  it('the check names the dosen and block; availability leaves them out', async () => {
    const day = dayAhead(45);
    const target = state.dosen.at(-1)!;
    const block = await call<Row>('admin', 'POST', '/ketersediaan', {
      dosenUuid: target.uuid,
      mulai: at(addDays(day, -14), '07:00'),
      selesai: at(addDays(day, -14), '12:00'),
      mingguanSampai: addDays(day, 7),
    });
    expect(block.status).toBe(201);
    const p = await pengajuan('mahasiswa2');
    const body = {
      pengajuanUuid: p,
      tanggal: day,
      waktuUjianUuid: state.waktu[0]!.uuid,
      ruanganUuid: state.ruangan[2]!.uuid,
      komite: [
        { dosenUuid: target.uuid, peran: 'ketua' },
        { dosenUuid: state.dosen.at(-2)!.uuid, peran: 'penguji1' },
      ],
    };
    const check = await call<CheckResult>('admin', 'POST', '/jadwal-sidang/check', body);
    expect(check.status).toBe(200);
    expect(check.body.clashes).toEqual([
      expect.objectContaining({ code: 'DOSEN_UNAVAILABLE', dosenUuid: target.uuid, ketersediaanUuid: block.body.uuid }),
    ]);
    const created = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', body);
    expect(created.status).toBe(409);
    expect(created.body.error.clashes?.map((c) => c.code)).toEqual(['DOSEN_UNAVAILABLE']);

    const avail = await call<Availability>(
      'admin',
      'GET',
      `/jadwal-sidang/availability?tanggal=${day}&waktuUjianUuid=${state.waktu[0]!.uuid}&pengajuanUuid=${p}`,
    );
    expect(avail.status).toBe(200);
    expect(avail.body.dosen.length).toBeGreaterThan(3);
    expect(avail.body.dosen.map((d) => d.uuid)).not.toContain(target.uuid);
    expect(avail.body.dosen.map((d) => d.uuid)).toContain(state.dosen.at(-2)!.uuid);
  });
});

/** The next Tuesday at least `days` ahead (Jakarta). */
function tuesdayAhead(days: number): string {
  let day = dayAhead(days);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

describe('automatic runs treat a block as busy', () => {
  async function run(body: Record<string, unknown>): Promise<AutoRun> {
    const started = await call<{ runId: string }>('admin', 'POST', '/jadwal-sidang/auto-runs', {
      timeLimitSeconds: 10,
      ...body,
    });
    expect(started.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const res = await call<AutoRun>('admin', 'GET', `/jadwal-sidang/auto-runs/${started.body.runId}`);
      if (res.body.status !== 'running' && res.body.status !== 'queued') return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('run did not finish');
  }

  it('never places a dosen in their weekly block: needed on a blocked Tuesday, the sidang moves to Wednesday', async () => {
    const tuesday = tuesdayAhead(50);
    const wednesday = addDays(tuesday, 1);
    // examiners of the student's prodi, not used by the other tests here
    const rows = await state.server.database.db.select().from(dosen).where(eq(dosen.prodiUuid, state.prodiUuid));
    const me = await dosenOf(state.who.dosen1.id);
    const { sameProdi } = await otherDosen();
    const pool = rows.filter((d) => d.active && d.uuid !== me.uuid && d.uuid !== sameProdi.uuid).slice(-3);
    expect(pool).toHaveLength(3);
    const [q, r, s] = pool as [typeof me, typeof me, typeof me];
    // teaching every Tuesday, entered two weeks before
    const block = await call<Row>('admin', 'POST', '/ketersediaan', {
      dosenUuid: q.uuid,
      mulai: at(addDays(tuesday, -14), '00:00'),
      selesai: at(addDays(tuesday, -14), '23:59'),
      mingguanSampai: addDays(tuesday, 28),
      catatan: 'Mengajar',
    });
    expect(block.status).toBe(201);
    const p = await pengajuan('mahasiswa2');
    // three examiners from a pool of three: every one of them is needed
    const scope = { pengajuanUuids: [p], dosenUuids: [q.uuid, r.uuid, s.uuid], komite: { ketua: true, penguji: 2 } };
    const onlyTuesday = await run({ ...scope, dates: [tuesday] });
    expect(onlyTuesday.planned).toEqual([]);
    expect(onlyTuesday.unplanned.map((u) => u.pengajuanUuid)).toEqual([p]);
    // the one change that plans it: the weekly block, named as the lecturer's own declaration
    const free = onlyTuesday.unplanned[0]!.repairs.filter((x) => x.kind === 'FREE_PERSON');
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({ dosenUuid: q.uuid, ketersediaanUuid: block.body.uuid });

    const both = await run({ ...scope, dates: [tuesday, wednesday] });
    expect(both.planned).toHaveLength(1);
    expect(both.planned[0]!.tanggal).toBe(wednesday);
    expect(both.planned[0]!.komite.map((k) => k.dosenUuid)).toContain(q.uuid);
  }, 60_000);
});

describe('examiner suggestions', () => {
  it('dosen master takes existing peminatanUuids; availability puts the cocok and lighter dosen first', async () => {
    const db = state.server.database.db;
    const [pem] = await db.select().from(peminatan).where(eq(peminatan.prodiUuid, state.prodiUuid));
    expect(pem).toBeDefined();
    const target = state.dosen.at(-6)!;
    const current = await call<{ version: number }>('admin', 'GET', `/master/dosen/${target.uuid}`);
    const bad = await call<ErrorBody>('admin', 'PATCH', `/master/dosen/${target.uuid}`, {
      version: current.body.version,
      peminatanUuids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toContain('peminatanUuids');
    const ok = await call<{ peminatanUuids: string[]; version: number }>(
      'admin',
      'PATCH',
      `/master/dosen/${target.uuid}`,
      {
        version: current.body.version,
        peminatanUuids: [pem!.uuid],
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.peminatanUuids).toEqual([pem!.uuid]);

    await db.update(profiles).set({ peminatanUuid: pem!.uuid }).where(eq(profiles.userId, state.who.mahasiswa2.id));
    const p = await pengajuan('mahasiswa2');
    const day = dayAhead(55);
    const avail = await call<Availability>(
      'admin',
      'GET',
      `/jadwal-sidang/availability?tanggal=${day}&waktuUjianUuid=${state.waktu[1]!.uuid}&pengajuanUuid=${p}`,
    );
    expect(avail.status).toBe(200);
    const list = avail.body.dosen;
    expect(list.length).toBeGreaterThan(2);
    const cocok = list.filter((d) => d.cocok).map((d) => d.uuid);
    expect(cocok).toContain(target.uuid);
    // cocok first, then lower loadPeriode, then name
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!;
      const b = list[i]!;
      const inOrder =
        Number(a.cocok) > Number(b.cocok) ||
        (a.cocok === b.cocok &&
          (a.loadPeriode < b.loadPeriode ||
            (a.loadPeriode === b.loadPeriode && a.nama.localeCompare(b.nama, 'id') <= 0)));
      expect(inOrder, `${a.nama} before ${b.nama}`).toBe(true);
    }
    expect(list[0]!.cocok).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => typeof d.loadPeriode === 'number' && typeof d.load === 'number')).toBe(true);
  });
});
