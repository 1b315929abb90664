import type { AutoRun } from '@ujian/shared/jadwal-auto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../db/schema/events';
import { jadwalAutoRun } from '../../../db/schema/jadwal-auto';
import { dosen, jadwalExternalUmum } from '../../../db/schema/master';
import { pengajuanPembimbing } from '../../../db/schema/pengajuan';
import { api } from '../../../test/harness';
import { sidangDocs, usePengajuanServer } from '../../../test/pengajuan-suite';
import { failOrphanedRuns } from './auto-runs';
import { AutoRunPool } from './run-pool';

/** A working day at least a week ahead, and the Friday of the week after (inside the demo periode). */
function range(): { from: string; to: string } {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const to = new Date(day.getTime() + 11 * 86_400_000);
  return { from: day.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

describe('automatic scheduling runs', () => {
  const { state, call, createSidang, uploadAll } = usePengajuanServer();

  async function verifiedPengajuan(): Promise<string> {
    const created = await createSidang('mahasiswa');
    await uploadAll('mahasiswa', 'pengajuan-sidang', created.uuid, sidangDocs);
    const submitted = await call('mahasiswa', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'SUBMIT',
    });
    expect(submitted.status).toBe(200);
    const verified = await call('koordinator', 'POST', `/pengajuan-sidang/${created.uuid}/transitions`, {
      event: 'VERIFY',
    });
    expect(verified.status).toBe(200);
    return created.uuid;
  }

  async function waitForRun(as: 'admin' | 'koordinator', runId: string): Promise<AutoRun> {
    for (let i = 0; i < 200; i++) {
      const res = await call<AutoRun>(as, 'GET', `/jadwal-sidang/auto-runs/${runId}`);
      expect(res.status).toBe(200);
      if (res.body.status !== 'running' && res.body.status !== 'queued') return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('run did not finish');
  }

  it('plans a verified pengajuan with a ketua and a penguji who are not its supervisors, and reports progress', async () => {
    const uuid = await verifiedPengajuan();
    const started = await call<{ runId: string }>('koordinator', 'POST', '/jadwal-sidang/auto-runs', {
      ...range(),
      timeLimitSeconds: 10,
    });
    expect(started.status).toBe(202);
    // the API answers while the worker solves
    const t0 = performance.now();
    const health = await api(state.server.baseUrl, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(1000);

    const run = await waitForRun('koordinator', started.body.runId);
    expect(run.status).toBe('optimal');
    const planned = run.planned.find((p) => p.pengajuanUuid === uuid);
    expect(planned).toBeDefined();
    expect(planned?.komite.map((k) => k.peran).sort()).toEqual(['ketua', 'penguji1']);
    const supervisors = await state.server.database.db
      .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
      .from(pengajuanPembimbing)
      .where(eq(pengajuanPembimbing.pengajuanUuid, uuid));
    for (const seat of planned?.komite ?? []) expect(supervisors.map((s) => s.dosenUuid)).not.toContain(seat.dosenUuid);
    expect(run.names.pengajuan[uuid]?.mahasiswa).toBeTruthy();
    expect(run.stats.sidang).toBeGreaterThanOrEqual(1);
    expect(run.stats.slots).toBeGreaterThan(0);

    // the caller was told, through the outbox, that the run ended
    const told = await state.server.database.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.userId, state.who.koordinator.id), eq(events.type, 'jadwal:auto')));
    expect(told.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ runId: started.body.runId, phase: 'done', progress: 1, status: 'optimal' }),
    );
  });

  it('applies the chosen plan once as drafts, and refuses a plan the world has overtaken', async () => {
    const uuid = await verifiedPengajuan();
    const start = async () => {
      const started = await call<{ runId: string }>('admin', 'POST', '/jadwal-sidang/auto-runs', {
        ...range(),
        timeLimitSeconds: 10,
      });
      expect(started.status).toBe(202);
      return waitForRun('admin', started.body.runId);
    };
    const run = await start();
    expect(run.planned.map((p) => p.pengajuanUuid)).toContain(uuid);
    const notInPlan = await call('admin', 'POST', `/jadwal-sidang/auto-runs/${run.runId}/apply`, {
      pengajuanUuids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(notInPlan.status).toBe(400);
    const applied = await call<{
      created: Array<{ uuid: string; status: string; komite: unknown[]; pengajuanUuid: string }>;
    }>('admin', 'POST', `/jadwal-sidang/auto-runs/${run.runId}/apply`, { pengajuanUuids: [uuid] });
    expect(applied.status).toBe(200);
    expect(applied.body.created).toHaveLength(1);
    expect(applied.body.created[0]).toMatchObject({ pengajuanUuid: uuid, status: 'draft' });
    expect(applied.body.created[0]?.komite).toHaveLength(2);
    const again = await call('admin', 'POST', `/jadwal-sidang/auto-runs/${run.runId}/apply`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { fields: { reason: 'ALREADY_APPLIED' } } });

    // a second run plans the same draft (unlocked drafts are re-planned); someone edits the draft meanwhile
    const rerun = await start();
    const jadwalUuid = applied.body.created[0]!.uuid;
    const current = await call<{ version: number }>('admin', 'GET', `/jadwal-sidang/${jadwalUuid}`);
    expect(
      (await call('admin', 'PATCH', `/jadwal-sidang/${jadwalUuid}`, { version: current.body.version, locked: true }))
        .status,
    ).toBe(200);
    const overtaken = await call<{ error: { code: string; clashes: Array<{ pengajuanUuid: string }> } }>(
      'admin',
      'POST',
      `/jadwal-sidang/auto-runs/${rerun.runId}/apply`,
      {},
    );
    expect(overtaken.status).toBe(409);
    expect(overtaken.body.error.code).toBe('SCHEDULE_CLASH');
    expect(overtaken.body.error.clashes.map((c) => c.pengajuanUuid)).toContain(uuid);
    // nothing was written: the run can still be applied once the world fits again, and the draft is as it was
    const after = await call<{ version: number; locked: boolean }>('admin', 'GET', `/jadwal-sidang/${jadwalUuid}`);
    expect(after.body).toMatchObject({ version: current.body.version + 1, locked: true });

    // a locked draft is kept as it is: the next run neither plans nor reports it
    const third = await start();
    expect(third.planned.map((p) => p.pengajuanUuid)).not.toContain(uuid);
    expect(third.unplanned.map((p) => p.pengajuanUuid)).not.toContain(uuid);
  });

  it('refuses a request without a range, a student, and hides a run from other callers', async () => {
    const bad = await call('admin', 'POST', '/jadwal-sidang/auto-runs', { timeLimitSeconds: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const backwards = await call('admin', 'POST', '/jadwal-sidang/auto-runs', { from: '2030-02-01', to: '2030-01-01' });
    expect(backwards.status).toBe(400);
    const tooLong = await call('admin', 'POST', '/jadwal-sidang/auto-runs', { ...range(), timeLimitSeconds: 100000 });
    expect(tooLong.status).toBe(400);

    const student = await call('mahasiswa', 'POST', '/jadwal-sidang/auto-runs', range());
    expect(student.status).toBe(403);

    const started = await call<{ runId: string }>('admin', 'POST', '/jadwal-sidang/auto-runs', {
      ...range(),
      timeLimitSeconds: 5,
    });
    expect(started.status).toBe(202);
    await waitForRun('admin', started.body.runId);
    // an admin's run is not the koordinator's (no prodi of theirs), and a malformed id names nothing
    expect((await call('koordinator', 'GET', `/jadwal-sidang/auto-runs/${started.body.runId}`)).status).toBe(404);
    expect((await call('admin', 'GET', '/jadwal-sidang/auto-runs/not-a-uuid')).status).toBe(404);
    expect((await call('mahasiswa', 'GET', `/jadwal-sidang/auto-runs/${started.body.runId}`)).status).toBe(403);
  });

  it('runs beyond AUTO_RUN_CONCURRENCY (1 per node) wait as queued, are told so, then run', async () => {
    const start = () =>
      call<{ runId: string }>('admin', 'POST', '/jadwal-sidang/auto-runs', { ...range(), timeLimitSeconds: 5 });
    const first = await start();
    const second = await start();
    expect([first.status, second.status]).toEqual([202, 202]);
    const waiting = await call<AutoRun>('admin', 'GET', `/jadwal-sidang/auto-runs/${second.body.runId}`);
    expect(waiting.body.status).toBe('queued');
    const told = await state.server.database.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.userId, state.who.admin.id), eq(events.type, 'jadwal:auto')));
    expect(told.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ runId: second.body.runId, phase: 'queued' }),
    );
    for (const run of [first, second]) {
      const done = await waitForRun('admin', run.body.runId);
      expect(['optimal', 'feasible', 'infeasible', 'timeout']).toContain(done.status);
    }
  });

  it('a run left by a stopped process reads failed at once, cannot be cancelled (409), and start-up writes it down', async () => {
    const db = state.server.database.db;
    const [left] = await db
      .insert(jadwalAutoRun)
      .values({
        createdBy: state.who.admin.id,
        request: { ...range(), timeLimitSeconds: 30 },
        drafts: {},
        status: 'running',
      })
      .returning({ uuid: jadwalAutoRun.uuid });
    const runId = left!.uuid;
    const read = await call<AutoRun>('admin', 'GET', `/jadwal-sidang/auto-runs/${runId}`);
    expect(read.body.status).toBe('failed');
    const cancel = await call('admin', 'POST', `/jadwal-sidang/auto-runs/${runId}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ error: { code: 'CONFLICT', fields: { reason: 'NOT_RUNNING' } } });
    // what a server does as it starts: nothing of its own is running yet
    await failOrphanedRuns({ db, clock: { now: () => new Date() }, pool: new AutoRunPool() });
    const [stored] = await db.select().from(jadwalAutoRun).where(eq(jadwalAutoRun.uuid, runId));
    expect(stored?.status).toBe('failed');
  });

  it('proposes dropping the one block in the way (FREE_PERSON), in the reader’s language; once it is deleted the next run plans the sidang', async () => {
    const db = state.server.database.db;
    const uuid = await verifiedPengajuan();
    const [supervisor] = await db
      .select({ dosenUuid: pengajuanPembimbing.dosenUuid, nama: dosen.nama })
      .from(pengajuanPembimbing)
      .innerJoin(dosen, eq(dosen.uuid, pengajuanPembimbing.dosenUuid))
      .where(eq(pengajuanPembimbing.pengajuanUuid, uuid));
    const day = range().from;
    const [block] = await db
      .insert(jadwalExternalUmum)
      .values({
        judul: 'Konferensi',
        mulai: new Date(`${day}T00:00:00+07:00`),
        selesai: new Date(`${day}T23:59:00+07:00`),
        cakupan: 'dosen',
        dosenUuid: supervisor!.dosenUuid,
      })
      .returning();
    const start = async () => {
      const started = await call<{ runId: string }>('admin', 'POST', '/jadwal-sidang/auto-runs', {
        dates: [day],
        pengajuanUuids: [uuid],
        // both runs end in well under a second when the machine is idle; the limit is for a loaded one
        timeLimitSeconds: 30,
      });
      expect(started.status).toBe(202);
      return waitForRun('admin', started.body.runId);
    };
    const run = await start();
    expect(run.planned).toEqual([]);
    const left = run.unplanned.find((u) => u.pengajuanUuid === uuid);
    expect(left?.reasons.map((r) => r.code)).toEqual(['PERSON_UNAVAILABLE']);
    expect(left?.repairs.length).toBeGreaterThan(0);
    expect(left?.repairs[0]).toMatchObject({
      kind: 'FREE_PERSON',
      externalUuid: block!.uuid,
      dosenUuid: supervisor!.dosenUuid,
      tanggal: day,
    });
    expect(left?.repairs[0]?.message).toContain(supervisor!.nama);
    // the days right after the range would do too (verified the same way)
    expect(left?.repairs.length).toBeGreaterThan(1);
    expect(left?.repairs.slice(1).every((r) => r.kind === 'ADD_DAY')).toBe(true);
    // another reader reads it in their language
    const inGerman = await api<AutoRun>(state.server.baseUrl, 'GET', `/jadwal-sidang/auto-runs/${run.runId}`, {
      token: state.who.admin.token,
      headers: { 'accept-language': 'de' },
    });
    const german = inGerman.body.unplanned.find((u) => u.pengajuanUuid === uuid)?.repairs[0]?.message;
    expect(german).toContain('verhindert');
    expect(german).toContain(supervisor!.nama);

    const deleted = await call('admin', 'DELETE', `/master/jadwal-external-umum/${block!.uuid}`);
    expect(deleted.status).toBeLessThan(300);
    const again = await start();
    expect(again.planned.map((p) => p.pengajuanUuid)).toEqual([uuid]);
  });
});
