import type { Availability, CheckResult, JadwalRow } from '@ujian/shared/jadwal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dosen, jadwalExternalUmum, ruangan } from '../../db/schema/master';
import { dayAhead, type ErrorBody, useJadwalServer } from '../../test/jadwal';

const { state, call, pengajuan, draft, publish } = useJadwalServer();

type Seat = [number, string];

/** `POST /jadwal-sidang/check` for a fresh pengajuan (or `pengajuanUuid`) in a slot. */
async function check(input: {
  tanggal: string;
  waktu: number;
  ruangan?: number | null;
  onlineUrl?: string;
  komite?: Seat[];
  pembimbing?: number[];
  uuid?: string;
  pengajuanUuid?: string;
}) {
  const p =
    input.pengajuanUuid ??
    (await pengajuan(
      'mahasiswa2',
      (input.pembimbing ?? []).map((i) => state.dosen[i]!.uuid),
    ));
  const res = await call<CheckResult & ErrorBody>('admin', 'POST', '/jadwal-sidang/check', {
    ...(input.uuid ? { uuid: input.uuid } : {}),
    pengajuanUuid: p,
    tanggal: input.tanggal,
    waktuUjianUuid: state.waktu[input.waktu]!.uuid,
    ruanganUuid: input.ruangan === undefined || input.ruangan === null ? null : state.ruangan[input.ruangan]!.uuid,
    ...(input.onlineUrl ? { onlineUrl: input.onlineUrl } : {}),
    komite: (input.komite ?? []).map(([i, peran]) => ({ dosenUuid: state.dosen[i]!.uuid, peran })),
  });
  expect(res.status).toBe(200);
  return res.body;
}
const codes = (r: CheckResult) => r.clashes.map((c) => c.code);

describe('jadwal sidang: hard rules', () => {
  it('RUANGAN_BUSY names the room and the other sidang; the row itself and cancelled rows do not count', async () => {
    const day = dayAhead(20);
    const a = await draft({
      tanggal: day,
      waktu: 0,
      ruangan: 0,
      komite: [
        [10, 'ketua'],
        [11, 'penguji1'],
      ],
    });
    const busy = await check({ tanggal: day, waktu: 0, ruangan: 0 });
    expect(codes(busy)).toEqual(['RUANGAN_BUSY']);
    expect(busy.ok).toBe(false);
    expect(busy.clashes[0]).toMatchObject({ ruanganUuid: state.ruangan[0]!.uuid, jadwalUuid: a.uuid });
    expect(busy.clashes[0]!.message).toContain(state.ruangan[0]!.nama);
    expect(busy.clashes[0]!.message).toContain(a.mahasiswa.fullName);
    expect(codes(await check({ tanggal: day, waktu: 1, ruangan: 0 }))).toEqual([]);
    expect(codes(await check({ tanggal: day, waktu: 0, ruangan: 1 }))).toEqual([]);
    expect(
      codes(await check({ tanggal: day, waktu: 0, ruangan: 0, uuid: a.uuid, pengajuanUuid: a.pengajuanUuid })),
    ).toEqual([]);

    // the write itself is refused with the clashes in the body
    const p = await pengajuan('mahasiswa2');
    const refused = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang', {
      pengajuanUuid: p,
      tanggal: day,
      waktuUjianUuid: state.waktu[0]!.uuid,
      ruanganUuid: state.ruangan[0]!.uuid,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SCHEDULE_CLASH');
    expect(refused.body.error.clashes?.map((c) => c.code)).toEqual(['RUANGAN_BUSY']);

    await call('admin', 'POST', `/jadwal-sidang/${a.uuid}/transitions`, { event: 'CANCEL', note: 'x', version: 1 });
    expect(codes(await check({ tanggal: day, waktu: 0, ruangan: 0 }))).toEqual([]);
  });

  it('DOSEN_BUSY for a committee member or a pembimbing in another sidang at an overlapping time', async () => {
    const day = dayAhead(21);
    const a = await draft({
      tanggal: day,
      waktu: 0,
      ruangan: 0,
      pembimbing: [12],
      komite: [
        [10, 'ketua'],
        [11, 'penguji1'],
      ],
    });
    const seat = await check({ tanggal: day, waktu: 0, ruangan: 1, komite: [[11, 'ketua']] });
    expect(codes(seat)).toEqual(['DOSEN_BUSY']);
    expect(seat.clashes[0]).toMatchObject({ dosenUuid: state.dosen[11]!.uuid, jadwalUuid: a.uuid });
    expect(seat.clashes[0]!.message).toContain(state.dosen[11]!.nama);
    expect(seat.clashes[0]!.message).toContain(a.mahasiswa.fullName);
    // the other sidang's pembimbing attends it
    expect(codes(await check({ tanggal: day, waktu: 0, ruangan: 1, komite: [[12, 'ketua']] }))).toEqual(['DOSEN_BUSY']);
    // this sidang's pembimbing must be free too
    expect(codes(await check({ tanggal: day, waktu: 0, ruangan: 1, pembimbing: [10] }))).toEqual(['DOSEN_BUSY']);
    expect(codes(await check({ tanggal: day, waktu: 1, ruangan: 1, komite: [[11, 'ketua']] }))).toEqual([]);
  });

  it('EXTERNAL_BLOCK by cakupan semua, dosen and ruangan', async () => {
    const db = state.server.database.db;
    const day = dayAhead(22);
    const at = (h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00+07:00`);
    const [semua] = await db
      .insert(jadwalExternalUmum)
      .values({ judul: 'Dies Natalis', mulai: at(7), selesai: at(9), cakupan: 'semua' })
      .returning();
    await db.insert(jadwalExternalUmum).values([
      { judul: 'Cuti', mulai: at(10), selesai: at(12), cakupan: 'dosen', dosenUuid: state.dosen[13]!.uuid },
      { judul: 'Renovasi', mulai: at(13), selesai: at(15), cakupan: 'ruangan', ruanganUuid: state.ruangan[2]!.uuid },
    ]);
    const all = await check({ tanggal: day, waktu: 0, ruangan: 1 });
    expect(all.clashes).toEqual([expect.objectContaining({ code: 'EXTERNAL_BLOCK', externalUuid: semua!.uuid })]);
    expect(all.clashes[0]!.message).toContain('Dies Natalis');
    expect(codes(await check({ tanggal: day, waktu: 1, ruangan: 1, komite: [[13, 'ketua']] }))).toEqual([
      'EXTERNAL_BLOCK',
    ]);
    expect(codes(await check({ tanggal: day, waktu: 1, ruangan: 1, komite: [[14, 'ketua']] }))).toEqual([]);
    expect(codes(await check({ tanggal: day, waktu: 2, ruangan: 2 }))).toEqual(['EXTERNAL_BLOCK']);
    expect(codes(await check({ tanggal: day, waktu: 2, ruangan: 1 }))).toEqual([]);
  });

  it('PEMBIMBING_AS_PENGUJI (ketua included) and KOMITE_DUPLICATE', async () => {
    const day = dayAhead(23);
    const own = await check({ tanggal: day, waktu: 0, ruangan: 1, pembimbing: [15], komite: [[15, 'ketua']] });
    expect(codes(own)).toEqual(['PEMBIMBING_AS_PENGUJI']);
    expect(own.clashes[0]!.dosenUuid).toBe(state.dosen[15]!.uuid);
    const twice = await check({
      tanggal: day,
      waktu: 0,
      ruangan: 1,
      komite: [
        [16, 'ketua'],
        [16, 'penguji1'],
      ],
    });
    expect(codes(twice)).toEqual(['KOMITE_DUPLICATE']);
  });

  it('KOMITE_INCOMPLETE and NO_PLACE on a published row', async () => {
    const day = dayAhead(24);
    const row = await draft({
      tanggal: day,
      waktu: 3,
      ruangan: 3,
      komite: [
        [17, 'ketua'],
        [18, 'penguji1'],
      ],
    });
    const pub = (await publish(row)).body;
    const incomplete = await call<ErrorBody>('admin', 'PATCH', `/jadwal-sidang/${row.uuid}`, {
      version: pub.version,
      komite: [{ dosenUuid: state.dosen[17]!.uuid, peran: 'ketua' }],
    });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.error.clashes?.map((c) => c.code)).toEqual(['KOMITE_INCOMPLETE']);
    const noPlace = await check({
      uuid: row.uuid,
      pengajuanUuid: row.pengajuanUuid,
      tanggal: day,
      waktu: 3,
      ruangan: null,
      komite: [
        [17, 'ketua'],
        [18, 'penguji1'],
      ],
    });
    expect(codes(noPlace)).toEqual(['NO_PLACE']);
    const online = await check({
      uuid: row.uuid,
      pengajuanUuid: row.pengajuanUuid,
      tanggal: day,
      waktu: 3,
      onlineUrl: 'https://meet.example.ac.id/sidang',
      komite: [
        [17, 'ketua'],
        [18, 'penguji1'],
      ],
    });
    expect(codes(online)).toEqual([]);
  });

  it('OUTSIDE_PERIODE and PAST', async () => {
    expect(codes(await check({ tanggal: dayAhead(120), waktu: 0, ruangan: 1 }))).toEqual(['OUTSIDE_PERIODE']);
    expect(codes(await check({ tanggal: dayAhead(-1), waktu: 0, ruangan: 1 }))).toContain('PAST');
  });

  it('answers 404 for an unknown pengajuan before looking at the slot, 400 for an unknown slot of a known one', async () => {
    const unknownSlot = '00000000-0000-4000-8000-000000000001';
    const body = { tanggal: dayAhead(20), waktuUjianUuid: unknownSlot, komite: [] };
    const missing = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang/check', {
      ...body,
      pengajuanUuid: '00000000-0000-4000-8000-000000000002',
    });
    expect(missing.status).toBe(404);
    const known = await call<ErrorBody>('admin', 'POST', '/jadwal-sidang/check', {
      ...body,
      pengajuanUuid: await pengajuan('mahasiswa2', []),
    });
    expect(known.status).toBe(400);
    expect(known.body.error.fields).toEqual({ waktuUjianUuid: 'Unknown waktu ujian.' });
  });

  it("answers a koordinator for their prodi's pengajuan and 404 for another prodi's, as for an unknown one", async () => {
    const body = (pengajuanUuid: string) => ({
      pengajuanUuid,
      tanggal: dayAhead(21),
      waktuUjianUuid: state.waktu[0]!.uuid,
      komite: [],
    });
    const own = await call<CheckResult>(
      'koordinator',
      'POST',
      '/jadwal-sidang/check',
      body(await pengajuan('mahasiswa2')),
    );
    expect(own.status).toBe(200);
    expect(own.body.ok).toBeTypeOf('boolean');
    const other = await pengajuan('mahasiswa3', [], { prodiUuid: state.otherProdiUuid });
    const hidden = await call<ErrorBody>('koordinator', 'POST', '/jadwal-sidang/check', body(other));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('NOT_FOUND');
    expect((await call('admin', 'POST', '/jadwal-sidang/check', body(other))).status).toBe(200);
  });

  it('RUANGAN_INACTIVE and DOSEN_INACTIVE', async () => {
    const db = state.server.database.db;
    await db.update(ruangan).set({ active: false }).where(eq(ruangan.uuid, state.ruangan[5]!.uuid));
    await db.update(dosen).set({ active: false }).where(eq(dosen.uuid, state.dosen[19]!.uuid));
    const day = dayAhead(25);
    const room = await check({ tanggal: day, waktu: 0, ruangan: 5 });
    expect(codes(room)).toEqual(['RUANGAN_INACTIVE']);
    expect(room.clashes[0]!.message).toContain(state.ruangan[5]!.nama);
    const person = await check({ tanggal: day, waktu: 0, ruangan: 1, komite: [[19, 'ketua']] });
    expect(codes(person)).toEqual(['DOSEN_INACTIVE']);
    expect(person.clashes[0]!.message).toContain(state.dosen[19]!.nama);
    await db.update(ruangan).set({ active: true }).where(eq(ruangan.uuid, state.ruangan[5]!.uuid));
    await db.update(dosen).set({ active: true }).where(eq(dosen.uuid, state.dosen[19]!.uuid));
  });

  it('DOSEN_LOAD is a warning, never a refusal', async () => {
    const day = dayAhead(26);
    for (let slot = 0; slot < 4; slot++)
      await draft({ tanggal: day, waktu: slot, ruangan: slot, komite: [[8, 'ketua']] });
    const result = await check({ tanggal: day, waktu: 4, ruangan: 0, komite: [[8, 'ketua']] });
    expect(result.ok).toBe(true);
    expect(result.clashes).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(['DOSEN_LOAD']);
    expect(result.warnings[0]!.dosenUuid).toBe(state.dosen[8]!.uuid);
  });

  it('DOSEN_LOAD follows the institution setting maxSidangPerHari', async () => {
    const day = dayAhead(29);
    await draft({ tanggal: day, waktu: 0, ruangan: 0, komite: [[9, 'ketua']] });
    const second = { tanggal: day, waktu: 1, ruangan: 1, komite: [[9, 'ketua']] as Array<[number, string]> };
    expect((await check(second)).warnings).toEqual([]);
    const settings = await call<Record<string, unknown> & { version: number }>('admin', 'GET', '/pengaturan');
    const one = await call('admin', 'PUT', '/pengaturan', { ...settings.body, maxSidangPerHari: 1 });
    expect(one.status).toBe(200);
    try {
      expect((await check(second)).warnings.map((w) => w.code)).toEqual(['DOSEN_LOAD']);
    } finally {
      await call('admin', 'PUT', '/pengaturan', { ...one.body, maxSidangPerHari: 4 });
    }
  });
});

describe('jadwal sidang: availability', () => {
  it('lists the free active rooms and dosen with their load; the pembimbing are left out', async () => {
    const day = dayAhead(27);
    await draft({ tanggal: day, waktu: 0, ruangan: 0, komite: [[1, 'ketua']], pembimbing: [2] });
    await draft({ tanggal: day, waktu: 1, ruangan: 0, komite: [[3, 'ketua']] });
    const p = await pengajuan('mahasiswa2', [state.dosen[4]!.uuid]);
    const res = await call<Availability>(
      'admin',
      'GET',
      `/jadwal-sidang/availability?tanggal=${day}&waktuUjianUuid=${state.waktu[0]!.uuid}&pengajuanUuid=${p}`,
    );
    expect(res.status).toBe(200);
    const rooms = res.body.ruangan.map((r) => r.uuid);
    expect(rooms).not.toContain(state.ruangan[0]!.uuid);
    expect(rooms).toContain(state.ruangan[1]!.uuid);
    const people = new Map(res.body.dosen.map((d) => [d.uuid, d.load]));
    expect(people.has(state.dosen[1]!.uuid)).toBe(false); // busy
    expect(people.has(state.dosen[2]!.uuid)).toBe(false); // attends as pembimbing
    expect(people.has(state.dosen[4]!.uuid)).toBe(false); // this student's pembimbing
    expect(people.get(state.dosen[3]!.uuid)).toBe(1); // free at 08:00, one sidang that day
    expect(people.get(state.dosen[5]!.uuid)).toBe(0);
    expect((await call<ErrorBody>('admin', 'GET', '/jadwal-sidang/availability?tanggal=x')).status).toBe(400);
    expect(
      (
        await call<ErrorBody>(
          'mahasiswa',
          'GET',
          `/jadwal-sidang/availability?tanggal=${day}&waktuUjianUuid=${state.waktu[0]!.uuid}`,
        )
      ).status,
    ).toBe(403);
  });
});

describe('jadwal sidang: concurrent writers', () => {
  it('two creates into the same room and slot at the same moment: one 201, one 409', async () => {
    const day = dayAhead(28);
    const [p1, p2] = [await pengajuan('mahasiswa'), await pengajuan('mahasiswa2')];
    const body = (p: string) => ({
      pengajuanUuid: p,
      tanggal: day,
      waktuUjianUuid: state.waktu[0]!.uuid,
      ruanganUuid: state.ruangan[4]!.uuid,
    });
    const results = await Promise.all([
      call<ErrorBody>('admin', 'POST', '/jadwal-sidang', body(p1)),
      call<ErrorBody>('koordinator', 'POST', '/jadwal-sidang', body(p2)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('SCHEDULE_CLASH');
  });

  it('two patches putting one dosen into the same slot at the same moment: one 200, one 409', async () => {
    const day = dayAhead(29);
    const a = await draft({ tanggal: day, waktu: 1, ruangan: 1 });
    const b = await draft({ tanggal: day, waktu: 1, ruangan: 2 });
    const seat = { komite: [{ dosenUuid: state.dosen[9]!.uuid, peran: 'ketua' }] };
    const results = await Promise.all([
      call<ErrorBody>('admin', 'PATCH', `/jadwal-sidang/${a.uuid}`, { version: a.version, ...seat }),
      call<ErrorBody>('koordinator', 'PATCH', `/jadwal-sidang/${b.uuid}`, { version: b.version, ...seat }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.clashes?.[0]?.code).toBe('DOSEN_BUSY');
  });

  it('two creates for one pengajuan at the same moment: one 201, one 409 JADWAL_EXISTS', async () => {
    const p = await pengajuan('mahasiswa');
    const results = await Promise.all([
      call<ErrorBody>('admin', 'POST', '/jadwal-sidang', { pengajuanUuid: p }),
      call<ErrorBody>('koordinator', 'POST', '/jadwal-sidang', { pengajuanUuid: p }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.fields?.reason).toBe('JADWAL_EXISTS');
  });
});

export type { JadwalRow };
