import loadHighs from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSlots } from '../../../test/slots';
import type { AutoInstance, AutoSidang } from './auto-types';
import { checkPlan } from './check-plan';
import { generateInstance } from './generate-instance';
import { highsSolver } from './highs-solve';
import type { SolveMip } from './mip';
import { planSchedule } from './plan-schedule';

let solve: SolveMip;
beforeAll(async () => {
  solve = highsSolver(await loadHighs());
});

const slots = testSlots;
const dosen = (n: number, busy: Record<number, number[]> = {}) =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i}`, nama: `Dosen ${i}`, busy: busy[i] ?? [], load: 0 }));
const rooms = (n: number, busy: Record<number, number[]> = {}) =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, nama: `Ruang ${i}`, busy: busy[i] ?? [] }));
const sidang = (id: string, pembimbing: string[], eligible: string[], extra: Partial<AutoSidang> = {}): AutoSidang => ({
  id,
  label: id,
  pembimbing,
  komite: [],
  seats: ['ketua', 'penguji1'],
  eligible,
  ...extra,
});
const instance = (parts: Partial<AutoInstance>): AutoInstance => ({
  slots: slots(1, 2),
  rooms: rooms(1),
  dosen: dosen(4),
  sidang: [],
  pembimbingHadir: true,
  maxPerDay: 4,
  ...parts,
});
const plan = (inst: AutoInstance, current?: Parameters<typeof planSchedule>[2]['current']) =>
  planSchedule(inst, solve, { timeLimitSeconds: 10, current });
const reasonsOf = (result: ReturnType<typeof plan>, id: string) =>
  result.unplanned.find((u) => u.pengajuanUuid === id)?.reasons ?? [];

describe('automatic scheduling', () => {
  it('plans a feasible instance completely, within every hard rule (independent checker)', () => {
    const inst = generateInstance({ sidang: 30, dosen: 24, rooms: 4, days: 2 }, 7);
    // a generous limit: on a loaded machine the first solve (HiGHS warming up) alone can take seconds
    const result = planSchedule(inst, solve, { timeLimitSeconds: 30 });
    expect(result.status).toBe('optimal');
    expect(result.planned).toHaveLength(30);
    expect(checkPlan(inst, result)).toEqual([]);
    // every seat filled, no supervisor examines their own student
    for (const p of result.planned) expect(p.komite.map((k) => k.peran).sort()).toEqual(['ketua', 'penguji1']);
  });

  it('names a person who has no free slot at all (PERSON_UNAVAILABLE)', () => {
    const result = plan(
      instance({ dosen: dosen(4, { 0: [0, 1] }), sidang: [sidang('a', ['d0'], ['d1', 'd2', 'd3'])] }),
    );
    expect(result.status).toBe('infeasible');
    expect(reasonsOf(result, 'a')).toEqual([expect.objectContaining({ code: 'PERSON_UNAVAILABLE', dosenUuid: 'd0' })]);
  });

  it('names the people who share no free slot (NO_COMMON_SLOT)', () => {
    const result = plan(
      instance({ dosen: dosen(5, { 0: [0], 1: [1] }), sidang: [sidang('a', ['d0', 'd1'], ['d2', 'd3', 'd4'])] }),
    );
    expect(reasonsOf(result, 'a')).toEqual([
      expect.objectContaining({ code: 'NO_COMMON_SLOT', dosenUuids: ['d0', 'd1'] }),
    ]);
  });

  it('says when no room is free in the shared slots (NO_ROOM)', () => {
    const result = plan(instance({ rooms: rooms(1, { 0: [0, 1] }), sidang: [sidang('a', ['d0'], ['d1', 'd2'])] }));
    expect(reasonsOf(result, 'a')[0]?.code).toBe('NO_ROOM');
  });

  it('says when there are not enough eligible examiners (NO_EXAMINER)', () => {
    const result = plan(instance({ sidang: [sidang('a', ['d0'], ['d1'])] }));
    expect(reasonsOf(result, 'a')[0]?.code).toBe('NO_EXAMINER');
  });

  it('explains what fits alone but not together (CAPACITY) and names the resource', () => {
    // one room, two slots, three sidang: one must stay out, and it is told that rooms run out that day
    const result = plan(
      instance({
        dosen: dosen(9),
        sidang: [
          sidang('a', ['d0'], ['d3', 'd4', 'd5']),
          sidang('b', ['d1'], ['d3', 'd4', 'd5', 'd6']),
          sidang('c', ['d2'], ['d6', 'd7', 'd8']),
        ],
      }),
    );
    expect(result.planned).toHaveLength(2);
    const [left] = result.unplanned;
    expect(left?.reasons[0]).toMatchObject({ code: 'CAPACITY', resource: { kind: 'rooms' } });
    expect(left?.reasons[0]?.competing?.length).toBeGreaterThan(0);
  });

  it('names the supervisor whose slots the plan used up (CAPACITY, person)', () => {
    const result = plan(
      instance({
        rooms: rooms(3),
        dosen: dosen(9),
        sidang: [
          sidang('a', ['d0'], ['d3', 'd4', 'd5']),
          sidang('b', ['d0'], ['d5', 'd6', 'd7']),
          sidang('c', ['d0'], ['d6', 'd7', 'd8']),
        ],
      }),
    );
    expect(result.planned).toHaveLength(2);
    expect(result.unplanned[0]?.reasons[0]).toMatchObject({ code: 'CAPACITY', dosenUuid: 'd0' });
  });

  it('keeps rows it may not move: their room and people are busy, and a named seat stays', () => {
    const result = plan(
      instance({
        rooms: rooms(1, { 0: [0] }),
        dosen: dosen(5, { 3: [1] }),
        sidang: [
          sidang('a', ['d0'], ['d2', 'd3', 'd4'], {
            komite: [{ dosenId: 'd1', peran: 'ketua' }],
            seats: ['penguji1'],
          }),
        ],
      }),
    );
    expect(result.planned).toEqual([
      expect.objectContaining({
        slot: 1,
        ruanganUuid: 'r0',
        komite: expect.arrayContaining([{ dosenUuid: 'd1', peran: 'ketua' }]),
      }),
    ]);
    const examiner = result.planned[0]!.komite.find((k) => k.peran === 'penguji1')!;
    expect(['d2', 'd4']).toContain(examiner.dosenUuid); // d3 is busy in slot 1
  });

  it('a re-run keeps the slot and examiners a draft already had when nothing forces a move', () => {
    const inst = instance({
      slots: slots(1, 4),
      rooms: rooms(2),
      dosen: dosen(6),
      sidang: [sidang('a', ['d0'], ['d1', 'd2', 'd3', 'd4', 'd5'])],
    });
    const result = plan(inst, { a: { slot: 2, room: 1, examiners: ['d4', 'd5'] } });
    expect(result.planned[0]).toMatchObject({ slot: 2, ruanganUuid: 'r1' });
    expect(result.planned[0]!.komite.map((k) => k.dosenUuid).sort()).toEqual(['d4', 'd5']);
  });

  it('without other preferences a sidang takes the earliest slot it fits, not a later free one', () => {
    // eight one-hour slots in one day, the supervisor is away for the first two: slot 2 is the earliest
    const inst = instance({
      slots: slots(1, 8),
      rooms: rooms(2),
      dosen: dosen(6, { 0: [0, 1] }),
      sidang: [sidang('a', ['d0'], ['d1', 'd2', 'd3', 'd4', 'd5'])],
    });
    const result = plan(inst);
    expect(result.planned.map((p) => p.slot)).toEqual([2]);
  });

  it('packs several sidang into the earliest slots of the window', () => {
    // one room, two days of six slots: three sidang take the first three slots of the first day
    const inst = instance({
      slots: slots(2, 6),
      rooms: rooms(1),
      dosen: dosen(9),
      sidang: ['a', 'b', 'c'].map((id, i) => sidang(id, [`d${i}`], ['d3', 'd4', 'd5', 'd6', 'd7', 'd8'])),
    });
    const result = plan(inst);
    expect(result.planned.map((p) => p.slot).sort()).toEqual([0, 1, 2]);
    expect(checkPlan(inst, result)).toEqual([]);
  });

  it('the earliness tie-break never outweighs a real preference: a draft keeps its late slot', () => {
    const inst = instance({
      slots: slots(1, 8),
      rooms: rooms(1),
      dosen: dosen(6),
      sidang: [sidang('a', ['d0'], ['d1', 'd2', 'd3', 'd4', 'd5'])],
    });
    expect(plan(inst, { a: { slot: 7 } }).planned[0]).toMatchObject({ slot: 7 });
  });

  it('spreads the examiners: the most loaded lecturer is as light as possible', () => {
    const inst = instance({
      slots: slots(1, 4),
      rooms: rooms(4),
      dosen: dosen(10),
      sidang: ['a', 'b', 'c', 'd'].map((id, i) =>
        sidang(id, [`d${i}`], ['d4', 'd5', 'd6', 'd7', 'd8', 'd9'], { seats: ['penguji1'] }),
      ),
    });
    const result = plan(inst);
    expect(result.planned).toHaveLength(4);
    expect(result.stats.maxLoad).toBe(1);
  });
});
