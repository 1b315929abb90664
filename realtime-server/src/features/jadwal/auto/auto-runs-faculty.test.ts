import type { AutoRun } from '@ujian/shared/jadwal-auto';
import { dailyLoad } from '@ujian/shared/jadwal-load';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dosen } from '../../../db/schema/master';
import { useJadwalServer } from '../../../test/jadwal';

/** Two working weeks starting on a Monday at least a week ahead (inside the demo periode). */
function twoWeeks(): { from: string; to: string } {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const to = new Date(day.getTime() + 11 * 86_400_000);
  return { from: day.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

describe('automatic scheduling of a prodi over two weeks, through the API', () => {
  const { state, call, pengajuan } = useJadwalServer();

  const supervisors = new Map<string, string[]>();

  async function verified(n: number): Promise<string[]> {
    const lecturers = await state.server.database.db
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(eq(dosen.prodiUuid, state.prodiUuid))
      .orderBy(asc(dosen.nidn));
    const students = ['mahasiswa', 'mahasiswa2', 'mahasiswa3'] as const;
    const uuids: string[] = [];
    for (let i = 0; i < n; i++) {
      // one or two supervisors of the prodi, round the lecturers
      const first = lecturers[i % lecturers.length]!.uuid;
      const second = lecturers[(i + 1) % lecturers.length]!.uuid;
      const pembimbing = i % 3 === 0 ? [first, second] : [first];
      const uuid = await pengajuan(students[i % students.length], pembimbing);
      supervisors.set(uuid, pembimbing);
      uuids.push(uuid);
    }
    return uuids;
  }

  async function run(pengajuanUuids: string[]): Promise<AutoRun> {
    const started = await call<{ runId: string }>('koordinator', 'POST', '/jadwal-sidang/auto-runs', {
      ...twoWeeks(),
      pengajuanUuids,
      timeLimitSeconds: 20,
    });
    expect(started.status).toBe(202);
    for (let i = 0; i < 600; i++) {
      const res = await call<AutoRun>('koordinator', 'GET', `/jadwal-sidang/auto-runs/${started.body.runId}`);
      if (res.body.status !== 'running' && res.body.status !== 'queued') return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('run did not finish');
  }

  /** every lecturer's sidang per day, supervised ones included (the manual check's rule) */
  function busiestDay(result: AutoRun): number {
    const load = dailyLoad(
      result.planned.map((p) => ({
        key: p.pengajuanUuid,
        tanggal: p.tanggal,
        komite: p.komite.map((k) => k.dosenUuid),
        pembimbing: supervisors.get(p.pengajuanUuid) ?? [],
      })),
      true,
    );
    return Math.max(...[...load.values()].flatMap((days) => [...days.values()]));
  }

  it('plans 10 verified pengajuan completely, spread over the days within the daily maximum', async () => {
    const uuids = await verified(10);
    const result = await run(uuids);
    expect(result.status).toBe('optimal');
    expect(result.planned.map((p) => p.pengajuanUuid).sort()).toEqual([...uuids].sort());
    expect(result.stats.plannedBound).toBe(10);
    expect(new Set(result.planned.map((p) => p.tanggal)).size).toBeGreaterThan(1);
    expect(busiestDay(result)).toBeLessThanOrEqual(4);
  }, 120_000);

  it('plans 40 completely, and apply writes them as drafts with the soft rules told', async () => {
    const uuids = await verified(40);
    const result = await run(uuids);
    expect(['optimal', 'feasible']).toContain(result.status);
    expect(result.stats.fallback).toBe(false);
    expect(result.planned).toHaveLength(40);
    expect(result.stats.plannedBound).toBe(40);
    expect(new Set(result.planned.map((p) => p.tanggal)).size).toBeGreaterThan(4);
    expect(busiestDay(result)).toBeLessThanOrEqual(4);

    // the daily maximum lowered after the run: apply still writes, and says who is over it now
    const settings = await call<Record<string, unknown> & { version: number }>('admin', 'GET', '/pengaturan');
    const lowered = await call('admin', 'PUT', '/pengaturan', { ...settings.body, maxSidangPerHari: 1 });
    expect(lowered.status).toBe(200);
    const applied = await call<{
      created: unknown[];
      updated: unknown[];
      warnings: Array<{ code: string; pengajuanUuid: string }>;
    }>('koordinator', 'POST', `/jadwal-sidang/auto-runs/${result.runId}/apply`, {});
    expect(applied.status).toBe(200);
    expect(applied.body.created).toHaveLength(40);
    expect(applied.body.warnings.length).toBeGreaterThan(0);
    expect(applied.body.warnings.every((w) => w.code === 'DOSEN_LOAD' && uuids.includes(w.pengajuanUuid))).toBe(true);
  }, 180_000);
});
