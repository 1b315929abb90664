import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { type ErrorBody, usePengajuanServer } from '../../test/pengajuan-suite';

const suite = usePengajuanServer();
const { call, retireLive } = suite;
let dosenIds: string[];
beforeAll(() => {
  ({ dosenIds } = suite.state);
});

const create = (as: 'mahasiswa' | 'mahasiswa2' | 'mahasiswa3', judul: string) =>
  call<ErrorBody & { uuid: string; version: number }>(as, 'POST', '/pengajuan-sidang', {
    judul,
    pembimbingIds: dosenIds,
  });

describe('one live pengajuan per student and kind', () => {
  it('refuses a second one while a draft is live, allows one after cancel, and after tidak_lulus', async () => {
    await retireLive('mahasiswa');
    const first = await create('mahasiswa', 'Pertama');
    expect(first.status).toBe(201);
    const second = await create('mahasiswa', 'Kedua');
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('CONFLICT');
    expect(second.body.error.fields?.reason).toBe('ACTIVE_EXISTS');

    const cancelled = await call('mahasiswa', 'POST', `/pengajuan-sidang/${first.body.uuid}/transitions`, {
      event: 'CANCEL',
    });
    expect(cancelled.status).toBe(200);
    const third = await create('mahasiswa', 'Ketiga');
    expect(third.status).toBe(201);

    // a sidang that ended tidak_lulus frees the student to try again; the other kind is independent
    await suite.state.server.database.db
      .update(pengajuanSidang)
      .set({ status: 'selesai', hasil: 'tidak_lulus' })
      .where(eq(pengajuanSidang.uuid, third.body.uuid));
    const yudisium = await call('mahasiswa', 'POST', '/pengajuan-yudisium', { judul: 'Yudisium', pembimbingIds: [] });
    expect(yudisium.status).toBe(201);
    const retry = await create('mahasiswa', 'Percobaan ulang');
    expect(retry.status).toBe(201);
    const secondYudisium = await call<ErrorBody>('mahasiswa', 'POST', '/pengajuan-yudisium', {
      judul: 'Yudisium lagi',
      pembimbingIds: [],
    });
    expect(secondYudisium.status).toBe(409);
    expect(secondYudisium.body.error.fields?.reason).toBe('ACTIVE_EXISTS');
  });

  it('refuses a new sidang to a student who passed (ALREADY_PASSED)', async () => {
    // mahasiswa3 is seeded with a sidang selesai/lulus
    const res = await create('mahasiswa3', 'Sidang kedua');
    expect(res.status).toBe(409);
    expect(res.body.error.fields?.reason).toBe('ALREADY_PASSED');
  });

  it('refuses an admin STEP_BACK out of dibatalkan while the student has another live one', async () => {
    await retireLive('mahasiswa2');
    const old = await create('mahasiswa2', 'Lama');
    expect(old.status).toBe(201);
    await call('mahasiswa2', 'POST', `/pengajuan-sidang/${old.body.uuid}/transitions`, { event: 'CANCEL' });
    const fresh = await create('mahasiswa2', 'Baru');
    expect(fresh.status).toBe(201);
    const back = await call<ErrorBody>('admin', 'POST', `/pengajuan-sidang/${old.body.uuid}/transitions`, {
      event: 'STEP_BACK',
    });
    expect(back.status).toBe(409);
    expect(back.body.error.fields?.reason).toBe('ACTIVE_EXISTS');
  });

  it('lets exactly one of many concurrent creates through', async () => {
    await retireLive('mahasiswa');
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create('mahasiswa', `Serentak ${i}`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await suite.state.server.database.db
      .select({ status: pengajuanSidang.status })
      .from(pengajuanSidang)
      .where(eq(pengajuanSidang.userId, suite.state.who.mahasiswa.id));
    expect(rows.filter((r) => r.status === 'draft')).toHaveLength(1);
  });
});
