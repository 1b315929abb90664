import loadHighs from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, TEST_BASE, testSlots } from '../../../test/slots';
import type { AutoBlock, AutoDosen, AutoInstance, AutoResult, AutoSidang } from './auto-types';
import { checkPlan } from './check-plan';
import { highsSolver } from './highs-solve';
import type { SolveMip } from './mip';
import { planSchedule } from './plan-schedule';
import { candidatesFor } from './repairs';

let solve: SolveMip;
beforeAll(async () => {
  solve = highsSolver(await loadHighs());
});

const slots = testSlots;
const dosen = (n: number): AutoDosen[] =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i}`, nama: `Dosen ${i}`, busy: [] as number[], load: 0 }));
const rooms = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, nama: `Ruang ${i}`, busy: [] as number[] }));
const sidang = (id: string, pembimbing: string[], eligible: string[], extra: Partial<AutoSidang> = {}): AutoSidang => ({
  id,
  label: id,
  pembimbing,
  komite: [],
  seats: ['ketua'],
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
const block = (uuid: string, slotIndexes: number[], kind: 'external' | 'ketersediaan' = 'external'): AutoBlock => ({
  source: { kind, uuid },
  slots: slotIndexes,
  start: TEST_BASE + Math.min(...slotIndexes) * HOUR_MS,
  end: TEST_BASE + (Math.max(...slotIndexes) + 1) * HOUR_MS,
});
const plan = (inst: AutoInstance, seconds = 10) => planSchedule(inst, solve, { timeLimitSeconds: seconds });
const entry = (result: AutoResult, id: string) => result.unplanned.find((u) => u.pengajuanUuid === id);

describe('repairs of left-out sidang', () => {
  it('proposes dropping the one block in the way (FREE_PERSON); without the block the next run plans it', () => {
    const people = dosen(3);
    people[0] = { ...people[0]!, blocks: [block('ext-1', [0, 1])] };
    const inst = instance({ dosen: people, sidang: [sidang('a', ['d0'], ['d1', 'd2'])] });
    const result = plan(inst);
    expect(result.planned).toHaveLength(0);
    expect(entry(result, 'a')?.reasons).toEqual([
      expect.objectContaining({ code: 'PERSON_UNAVAILABLE', dosenUuid: 'd0' }),
    ]);
    expect(entry(result, 'a')?.repairs).toEqual([
      {
        kind: 'FREE_PERSON',
        dosenUuid: 'd0',
        externalUuid: 'ext-1',
        tanggal: '2027-02-01',
        message: expect.stringContaining('Dosen 0'),
      },
    ]);

    people[0] = { ...people[0]!, blocks: [] };
    const again = plan({ ...inst, dosen: people });
    expect(again.planned.map((p) => p.pengajuanUuid)).toEqual(['a']);
    expect(checkPlan(inst, again)).toEqual([]);
  });

  it('names a lecturer’s declared unavailability by its own id (ketersediaanUuid)', () => {
    const people = dosen(3);
    people[0] = { ...people[0]!, blocks: [block('k-1', [0], 'ketersediaan'), block('k-2', [1], 'ketersediaan')] };
    const result = plan(instance({ dosen: people, sidang: [sidang('a', ['d0'], ['d1', 'd2'])] }));
    const repairs = entry(result, 'a')?.repairs ?? [];
    expect(repairs).toHaveLength(2);
    expect(repairs.map((r) => r.ketersediaanUuid).sort()).toEqual(['k-1', 'k-2']);
    expect(repairs.every((r) => r.kind === 'FREE_PERSON' && r.externalUuid === undefined)).toBe(true);
  });

  it('a weekly repeat is one block: dropping the row frees every occurrence, proposed once', () => {
    const people = dosen(3);
    people[0] = { ...people[0]!, blocks: [block('week', [0], 'ketersediaan'), block('week', [1], 'ketersediaan')] };
    const result = plan(instance({ dosen: people, sidang: [sidang('a', ['d0'], ['d1', 'd2'])] }));
    expect(entry(result, 'a')?.repairs).toEqual([
      expect.objectContaining({ kind: 'FREE_PERSON', ketersediaanUuid: 'week', dosenUuid: 'd0' }),
    ]);
  });

  it('proposes a room the run was not given (ADD_ROOM) when the rooms run out', () => {
    const inst = instance({
      slots: slots(1, 1),
      rooms: rooms(2),
      dosen: dosen(6),
      sidang: [sidang('a', ['d0'], ['d2', 'd3']), sidang('b', ['d1'], ['d4', 'd5'])],
      spare: { rooms: ['r1'] },
    });
    const result = plan(inst);
    expect(result.planned).toHaveLength(1);
    // the run never uses the spare room
    expect(result.planned[0]!.ruanganUuid).toBe('r0');
    const left = result.unplanned[0]!;
    expect(left.repairs).toEqual([
      { kind: 'ADD_ROOM', ruanganUuid: 'r1', message: expect.stringContaining('Ruang 1') },
    ]);
  });

  it('proposes a day next to the range (ADD_DAY) when a supervisor has no slot left', () => {
    const inst = instance({
      slots: slots(2, 1),
      rooms: rooms(1),
      dosen: dosen(4),
      sidang: [sidang('a', ['d0'], ['d2', 'd3']), sidang('b', ['d0'], ['d2', 'd3'])],
      spare: { days: ['2027-02-02'] },
    });
    const result = plan(inst);
    expect(result.planned).toHaveLength(1);
    expect(result.planned[0]!.tanggal).toBe('2027-02-01');
    expect(checkPlan(inst, result)).toEqual([]);
    expect(result.unplanned[0]!.repairs).toEqual([
      { kind: 'ADD_DAY', tanggal: '2027-02-02', message: expect.stringContaining('2027') },
    ]);
  });

  it('proposes one more sidang a day for a supervisor at the daily maximum (RAISE_LOAD)', () => {
    const inst = instance({
      maxPerDay: 1,
      dosen: dosen(5),
      sidang: [sidang('a', ['d0'], ['d2', 'd3']), sidang('b', ['d0'], ['d3', 'd4'])],
    });
    const result = plan(inst);
    expect(result.planned).toHaveLength(1);
    expect(result.unplanned[0]!.repairs).toEqual([
      { kind: 'RAISE_LOAD', dosenUuid: 'd0', message: expect.stringContaining('Dosen 0') },
    ]);
  });

  it('proposes a lecturer outside the pool (OTHER_EXAMINER) when the eligible ones are taken', () => {
    const inst = instance({
      slots: slots(1, 1),
      rooms: rooms(2),
      dosen: dosen(4),
      sidang: [sidang('a', ['d0'], ['d2']), sidang('b', ['d1'], ['d2'])],
      spare: { examiners: { a: ['d3'], b: ['d3'] } },
    });
    // two pools overlap, so the bound is not proven: a short limit keeps the test fast
    const result = plan(inst, 3);
    expect(result.planned).toHaveLength(1);
    // the run keeps to its pool
    expect(result.planned[0]!.komite.map((k) => k.dosenUuid)).toEqual(['d2']);
    expect(result.unplanned[0]!.repairs).toEqual([
      { kind: 'OTHER_EXAMINER', dosenUuid: 'd3', message: expect.stringContaining('Dosen 3') },
    ]);
  });

  it('never proposes a change that does not plan the sidang (every repair is verified)', () => {
    // d0's block frees slot 0, but the co-supervisor d1 has a sidang then; a spare room does not help either
    const people = dosen(4);
    people[0] = { ...people[0]!, busy: [1], blocks: [block('ext-1', [0])] };
    people[1] = { ...people[1]!, busy: [0] };
    const inst = instance({
      dosen: people,
      rooms: rooms(2),
      sidang: [sidang('a', ['d0', 'd1'], ['d2', 'd3'])],
      spare: { rooms: ['r1'] },
    });
    const result = plan(inst);
    expect(result.planned).toHaveLength(0);
    // there were candidates to try, and none is proposed
    expect(candidatesFor(inst, result, 'a').map((c) => c.repair.kind)).toEqual(['FREE_PERSON', 'ADD_ROOM']);
    expect(entry(result, 'a')?.repairs).toEqual([]);
  });

  it('never proposes a change that loses a planned sidang', () => {
    // one slot, one room: b fits only if a leaves; dropping b's supervisor's block would need a's room
    const people = dosen(4);
    people[1] = { ...people[1]!, blocks: [block('ext-b', [0])] };
    const inst = instance({
      slots: slots(1, 1),
      dosen: people,
      sidang: [sidang('a', ['d0'], ['d2']), sidang('b', ['d1'], ['d3'])],
    });
    const result = plan(inst);
    expect(result.planned.map((p) => p.pengajuanUuid)).toEqual(['a']);
    expect(candidatesFor(inst, result, 'b')).toHaveLength(1);
    expect(entry(result, 'b')?.repairs).toEqual([]);
  });

  it('at most three repairs, the smallest change first', () => {
    const people = dosen(3);
    people[0] = {
      ...people[0]!,
      blocks: [block('two-slots', [0, 1]), block('one-a', [2]), block('one-b', [3]), block('one-c', [4])],
    };
    const inst = instance({ slots: slots(1, 5), dosen: people, sidang: [sidang('a', ['d0'], ['d1', 'd2'])] });
    const result = plan(inst);
    // each of the four alone plans it; the three one-slot blocks come first
    expect(candidatesFor(inst, result, 'a')).toHaveLength(4);
    const repairs = entry(result, 'a')?.repairs ?? [];
    expect(repairs.map((r) => r.externalUuid)).toEqual(['one-a', 'one-b', 'one-c']);
  });

  it('repairs stay within the run’s time limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => sidang(`s${i}`, [`d${i % 3}`], ['d3', 'd4', 'd5']));
    const inst = instance({
      slots: slots(1, 2),
      rooms: rooms(4),
      dosen: dosen(6),
      sidang: many,
      spare: { rooms: ['r2', 'r3'], days: [] },
    });
    const started = performance.now();
    const result = plan(inst, 2);
    const seconds = (performance.now() - started) / 1000;
    expect(result.unplanned.length).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(2.5);
  });
});

describe('cocok seats: the third level of the objective', () => {
  it('fills a seat with a lecturer of the student’s peminatan when the load is equal', () => {
    const inst = instance({
      dosen: dosen(4),
      sidang: [sidang('a', ['d0'], ['d1', 'd2', 'd3'], { preference: { d2: 1 } })],
    });
    const result = plan(inst);
    expect(result.status).toBe('optimal');
    expect(result.planned[0]!.komite).toEqual([{ dosenUuid: 'd2', peran: 'ketua' }]);
  });

  it('never at the cost of a higher largest load: optimal still means the first two levels', () => {
    const inst = instance({
      slots: slots(1, 2),
      dosen: dosen(4),
      sidang: [
        sidang('a', ['d0'], ['d1', 'd2'], { preference: { d2: 1 } }),
        sidang('b', ['d3'], ['d1', 'd2'], { preference: { d2: 1 } }),
      ],
    });
    const result = plan(inst);
    expect(result.status).toBe('optimal');
    expect(result.planned).toHaveLength(2);
    expect(result.stats.maxLoad).toBe(1);
    const seats = result.planned.flatMap((p) => p.komite.map((k) => k.dosenUuid)).sort();
    expect(seats).toEqual(['d1', 'd2']);
  });
});
