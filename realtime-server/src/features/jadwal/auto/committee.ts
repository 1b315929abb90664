import { MipBuilder } from './mip';
import type { PlanState } from './plan-state';

/** Candidates per sidang that enter the model: the lightest free ones and the ones it has now. */
const CANDIDATES_PER_SEAT = 5;
const MIN_CANDIDATES = 8;

export type CommitteeModel = {
  builder: MipBuilder;
  /** column -> [candidate, lecturer] for the seat columns */
  seat: Map<number, [number, number]>;
  maxLoadColumn: number;
  /** the plan as it is, as a start for the solver */
  start: Float64Array;
};

/**
 * Who examines, with every sidang's slot and room fixed (fix-and-optimise over the committees): for
 * each planned sidang with open seats, binary x[sidang, lecturer] over only the lecturers who are
 * eligible, free then apart from other examiner seats, under their daily maximum and useful (the
 * least loaded few and the current ones; hundreds of eligible lecturers never all enter). Rows: the
 * seats filled, one place at a time, the daily maximum, maxLoad >= every load. Objective, in order:
 * the largest load, then preference (cocok) seats, then the days a lecturer comes in.
 */
export function buildCommittee(state: PlanState, cap?: number): CommitteeModel | undefined {
  const { prep } = state;
  const { instance, points } = prep;
  const D = state.days.length;
  const builder = new MipBuilder();
  // presence and load that the model cannot change: required people and named seats
  const fixedLoad = Int32Array.from(instance.dosen, (d) => d.load);
  const fixedDay = new Int32Array(instance.dosen.length * D);
  const fixedAt = new Set<string>(); // `${person}|${slot}` of required presence
  instance.dosen.forEach((d, i) => {
    for (const [day, n] of Object.entries(d.loadPerDay ?? {})) {
      const di = state.days.indexOf(day);
      if (di >= 0) fixedDay[i * D + di] = n;
    }
  });
  const planned = state.placement.flatMap((p, ci) => (p ? [[ci, p] as const] : []));
  for (const [ci, p] of planned) {
    for (const d of state.namedOf[ci]!) fixedLoad[d]! += 1;
    for (const d of state.dailyOf[ci]!) fixedDay[d * D + state.dayOf[p.slot]!]! += 1;
    for (const d of prep.candidates[ci]!.required) fixedAt.add(`${d}|${p.slot}`);
  }
  const busyFixed = (d: number, t: number) =>
    prep.personBlocked[d]![t] === 1 || prep.overlapping[t]!.some((u) => fixedAt.has(`${d}|${u}`));

  const floor = Math.max(0, ...fixedLoad);
  const seat = new Map<number, [number, number]>();
  const colsOfPerson = new Map<number, number[]>();
  const startValues: number[] = [];
  const maxLoadColumn = builder.column(0, floor, cap ?? Number.POSITIVE_INFINITY, true);
  startValues.push(state.maxLoad());
  const seatRows: number[][] = [];
  for (const [ci, p] of planned) {
    const seats = state.seatsOf[ci]!.length;
    if (seats === 0) continue;
    const day = state.dayOf[p.slot]!;
    const usable = state.eligibleOf[ci]!.filter(
      (d) => !busyFixed(d, p.slot) && fixedDay[d * D + day]! + 1 <= instance.maxPerDay,
    );
    const mine = new Set(p.examiners);
    const others = usable
      .filter((d) => !mine.has(d))
      .sort((a, b) => state.load[a]! - state.load[b]! || a - b)
      .slice(0, Math.max(MIN_CANDIDATES, seats * CANDIDATES_PER_SEAT));
    const cols = [...p.examiners, ...others].map((d) => {
      const col = builder.binary(0);
      seat.set(col, [ci, d]);
      colsOfPerson.set(d, [...(colsOfPerson.get(d) ?? []), col]);
      startValues.push(mine.has(d) ? 1 : 0);
      return col;
    });
    seatRows.push(cols);
    builder.row(
      cols.map((col) => [col, 1] as const),
      seats,
      seats,
    );
  }
  if (seat.size === 0) return undefined;

  const slotOf = (col: number) => state.placement[seat.get(col)![0]]!.slot;
  let dayColumns = 0;
  const dayUsed: Array<{ col: number; members: number[] }> = [];
  for (const [d, cols] of colsOfPerson) {
    for (const point of points) {
      const here = cols.filter((col) => point.includes(slotOf(col)));
      if (new Set(here.map((col) => seat.get(col)![0])).size > 1)
        builder.row(
          here.map((col) => [col, 1] as const),
          0,
          1,
        );
    }
    for (let day = 0; day < D; day++) {
      const here = cols.filter((col) => state.dayOf[slotOf(col)] === day);
      if (here.length === 0) continue;
      const room = instance.maxPerDay - fixedDay[d * D + day]!;
      const used = builder.binary(0);
      dayColumns++;
      dayUsed.push({ col: used, members: here });
      builder.row([...here.map((col) => [col, 1] as const), [used, -Math.max(0, room)] as const], -Infinity, 0);
      startValues.push(here.some((col) => startValues[col] === 1) ? 1 : 0);
    }
    builder.row([...cols.map((col) => [col, 1] as const), [maxLoadColumn, -1] as const], -Infinity, -fixedLoad[d]!);
  }
  // lexicographic weights in whole numbers: a day never outweighs a cocok seat, a cocok seat never a load unit
  const preferenceTotal = planned.reduce(
    (sum, [ci]) => sum + state.seatsOf[ci]!.length * Math.max(0, ...state.preferenceOf[ci]!.values()),
    0,
  );
  const perPreference = dayColumns + 1;
  const perLoad = perPreference * (Math.ceil(preferenceTotal) + 1);
  const cost = builder.costs();
  cost[maxLoadColumn] = perLoad;
  for (const [col, [ci, d]] of seat) cost[col] = -perPreference * (state.preferenceOf[ci]!.get(d) ?? 0);
  for (const { col } of dayUsed) cost[col] = 1;
  return { builder, seat, maxLoadColumn, start: Float64Array.from(startValues) };
}

/** The examiners the solution picked, per candidate. */
export function decodeCommittee(model: CommitteeModel, values: Float64Array): Map<number, number[]> {
  const examiners = new Map<number, number[]>();
  for (const [col, [ci, d]] of model.seat)
    if ((values[col] ?? 0) > 0.5) examiners.set(ci, [...(examiners.get(ci) ?? []), d]);
  return examiners;
}
