import loadHighs from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSlots } from '../../../test/slots';
import type { AutoInstance, AutoResult, AutoSidang } from './auto-types';
import { loadLowerBound } from './bounds';
import { checkPlan } from './check-plan';
import { buildCommittee } from './committee';
import { construct } from './construct';
import { prepare } from './feasibility';
import { generateInstance } from './generate-instance';
import { highsSolver } from './highs-solve';
import type { SolveMip } from './mip';
import { buildPlacement } from './place';
import { planSchedule } from './plan-schedule';
import { PlanState } from './plan-state';

let solve: SolveMip;
beforeAll(async () => {
  solve = highsSolver(await loadHighs());
});

const slots = testSlots;
const dosen = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i}`, nama: `Dosen ${i}`, busy: [], load: 0 }));
const rooms = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, nama: `Ruang ${i}`, busy: [] }));
const sidang = (id: string, pembimbing: string[], eligible: string[]): AutoSidang => ({
  id,
  label: id,
  pembimbing,
  komite: [],
  seats: ['ketua', 'penguji1'],
  eligible,
});
/** one supervisor for three sidang and two slots: one of them cannot be planned, whatever the plan */
const tight = (): AutoInstance => ({
  slots: slots(1, 2),
  rooms: rooms(3),
  dosen: dosen(9),
  sidang: ['a', 'b', 'c'].map((id) => sidang(id, ['d0'], ['d3', 'd4', 'd5', 'd6', 'd7', 'd8'])),
  pembimbingHadir: true,
  maxPerDay: 4,
});
const aborting: SolveMip = () => {
  // what HiGHS's WebAssembly runtime throws when a C++ exception (out of memory among them) reaches it
  throw Object.assign(new Error('Aborted(). Build with -sASSERTIONS for more info.'), { name: 'RuntimeError' });
};
const codes = (result: AutoResult) => result.unplanned.flatMap((u) => u.reasons.map((r) => r.code));

describe('automatic scheduling: honest results', () => {
  it('a solver that aborts leaves the quick plan, marked as a fallback, never a failed run', () => {
    const inst = generateInstance({ sidang: 40, dosen: 30, rooms: 5, prodi: 1 }, 2);
    // the committee model still has work after the quick plan: the solver is asked, and aborts
    const result = planSchedule(inst, aborting, { timeLimitSeconds: 10 });
    expect(result.status).not.toBe('failed');
    expect(result.stats.fallback).toBe(true);
    expect(result.planned).toHaveLength(40);
    expect(checkPlan(inst, result)).toEqual([]);
  });

  it('is never worse than the quick plan, whatever the solver answers', () => {
    const inst = generateInstance({ sidang: 60, dosen: 24, rooms: 4, days: 2 }, 5);
    const quick = planSchedule(inst, aborting, { timeLimitSeconds: 3 });
    const nonsense: SolveMip = (model) => ({
      status: 'limit',
      values: new Float64Array(model.numCols),
      objective: 0,
      bound: null,
    });
    const result = planSchedule(inst, nonsense, { timeLimitSeconds: 3 });
    expect(result.planned.length).toBeGreaterThanOrEqual(quick.planned.length);
    expect(result.stats.maxLoad).toBeLessThanOrEqual(quick.stats.maxLoad);
    expect(checkPlan(inst, result)).toEqual([]);
  });

  it('says CAPACITY only when proven: forcing each such sidang in plans no more', () => {
    // a supervisor short of slots; rooms short of the sidang (16 room-slots for 20)
    for (const inst of [tight(), generateInstance({ sidang: 20, dosen: 30, rooms: 1, days: 2, prodi: 1 }, 3)]) {
      const result = planSchedule(inst, solve, { timeLimitSeconds: 5 });
      expect(result.stats.plannedBound).toBe(result.planned.length);
      const capacity = result.unplanned.filter((u) => u.reasons.some((r) => r.code === 'CAPACITY'));
      expect(capacity.length).toBeGreaterThan(0);
      expect(capacity).toHaveLength(result.unplanned.length);
      for (const u of capacity) {
        const forced = planSchedule(inst, solve, { timeLimitSeconds: 3, force: [u.pengajuanUuid] });
        expect(forced.planned.map((p) => p.pengajuanUuid)).toContain(u.pengajuanUuid);
        expect(forced.planned.length).toBeLessThanOrEqual(result.planned.length);
        expect(checkPlan(inst, forced)).toEqual([]);
      }
    }
  });

  it('where the bound stays above the plan, the left-out sidang are not called CAPACITY', () => {
    // examiners, supervisors and their daily maximum interlock here: the relaxation proves less than 40
    const inst = generateInstance({ sidang: 40, dosen: 12, rooms: 2, days: 2, prodi: 2 }, 3);
    const result = planSchedule(inst, solve, { timeLimitSeconds: 4 });
    expect(result.unplanned.length).toBeGreaterThan(0);
    expect(result.stats.plannedBound).toBeGreaterThanOrEqual(result.planned.length);
    const proven = result.stats.plannedBound === result.planned.length;
    expect(new Set(codes(result))).toEqual(new Set([proven ? 'CAPACITY' : 'TIME_LIMIT']));
    expect(result.status === 'optimal').toBe(proven && result.stats.maxLoad === result.stats.loadBound);
  });

  it('is optimal only at the proven bounds of both levels', () => {
    const result = planSchedule(tight(), solve, { timeLimitSeconds: 10 });
    expect(result.status).toBe('optimal');
    expect(result.planned).toHaveLength(2);
    expect(result.stats).toMatchObject({ plannedBound: 2, maxLoad: result.stats.loadBound, fallback: false });
  });

  it('without a proof it says so: no optimal, no CAPACITY, the bound above the plan', () => {
    const noProof: SolveMip = () => ({ status: 'limit', values: null, objective: null, bound: null });
    const result = planSchedule(tight(), noProof, { timeLimitSeconds: 2 });
    expect(result.planned).toHaveLength(2);
    expect(result.status).toBe('timeout');
    expect(result.stats.plannedBound).toBe(3);
    expect(codes(result)).toEqual(['TIME_LIMIT']);
  });

  it("counts a supervisor's sidang in their daily load: never more than the daily maximum, spread over days", () => {
    const inst: AutoInstance = {
      slots: slots(3, 4),
      rooms: rooms(2),
      dosen: dosen(8),
      sidang: ['a', 'b', 'c'].map((id) => sidang(id, ['d0'], ['d2', 'd3', 'd4', 'd5', 'd6', 'd7'])),
      pembimbingHadir: true,
      maxPerDay: 2,
    };
    const result = planSchedule(inst, solve, { timeLimitSeconds: 10 });
    expect(result.planned).toHaveLength(3);
    const days = result.planned.map((p) => p.tanggal);
    expect(new Set(days).size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...[...new Set(days)].map((d) => days.filter((x) => x === d).length))).toBeLessThanOrEqual(2);
    expect(checkPlan(inst, result)).toEqual([]);
  });

  it('plans ten sidang over two weeks with few lecturers completely, over several days', () => {
    const inst = generateInstance({ sidang: 10, dosen: 6, rooms: 2, days: 10, prodi: 1 }, 4);
    const result = planSchedule(inst, solve, { timeLimitSeconds: 10 });
    expect(result.planned).toHaveLength(10);
    expect(new Set(result.planned.map((p) => p.tanggal)).size).toBeGreaterThan(1);
    expect(checkPlan(inst, result)).toEqual([]);
  });

  it('keeps the models small with 300 eligible lecturers (the WebAssembly heap that aborted stays far off)', () => {
    const prep = prepare(generateInstance({ sidang: 150, dosen: 300, rooms: 10, prodi: 1 }, 1));
    const state = new PlanState(prep);
    construct(state);
    expect(state.plannedCount()).toBe(150);
    // every eligible lecturer in every seat would be 150 x 2 x ~297 columns; only useful candidates enter
    const committee = buildCommittee(state)!;
    expect(committee.seat.size).toBeLessThanOrEqual(150 * 12);
    expect(buildPlacement(prep).builder.numNonzeros).toBeLessThan(400_000);
  });

  it('bounds the largest load from below by a flow: two eligible lecturers for four seats means at least two', () => {
    const inst: AutoInstance = {
      slots: slots(1, 4),
      rooms: rooms(4),
      dosen: dosen(6),
      sidang: ['a', 'b', 'c', 'd'].map((id, i) => ({
        ...sidang(id, [`d${i + 2}`], ['d0', 'd1']),
        seats: ['penguji1'],
      })),
      pembimbingHadir: true,
      maxPerDay: 4,
    };
    const state = new PlanState(prepare(inst));
    expect(loadLowerBound(state, 4)).toBe(2);
    expect(loadLowerBound(state, 2)).toBe(1);
  });
});
