import type { Peran } from './auto-types';
import type { Prepared } from './feasibility';
import { MipBuilder } from './mip';

const UNFILLED = 10_000;
const MAX_LOAD = 50;
const DAY_USED = 1;
const KEEP_EXAMINER = -2;

export type AssignmentModel = {
  builder: MipBuilder;
  /** column -> seat assignment; `dosen` -1 marks the "left empty" column of a seat */
  columns: { ci: number; seat: Peran; dosen: number }[];
  maxLoadColumn: number;
};

/**
 * Phase 2: who fills each open committee seat of the placed sidang. Hard: an examiner is eligible,
 * free in that slot (not busy, not needed elsewhere at that time), once per sidang, within the daily
 * maximum. Objective: leave no seat empty, then the most loaded lecturer as light as possible, then
 * fewer days per lecturer, then the examiners a draft already had.
 */
export function buildAssignment(
  prep: Prepared,
  placed: Map<number, number>,
  preferredExaminers: (sidang: number) => string[],
): AssignmentModel {
  const { instance, overlapping, points, personBlocked, dosenIndex } = prep;
  const builder = new MipBuilder();
  const columns: AssignmentModel['columns'] = [];
  const maxLoadColumn = builder.column(MAX_LOAD, 0, Number.POSITIVE_INFINITY, false);

  // people already needed at a slot by the placement (named committee members, attending supervisors)
  const neededAt = instance.slots.map(() => new Set<number>());
  const fixedLoad = instance.dosen.map((d) => d.load);
  const fixedPerDay = instance.dosen.map((d) => new Map(Object.entries(d.loadPerDay ?? {})));
  for (const [ci, t] of placed) {
    const c = prep.candidates[ci]!;
    for (const d of c.required) for (const u of overlapping[t]!) neededAt[u]!.add(d);
    for (const k of instance.sidang[c.sidang]!.komite) {
      const d = dosenIndex.get(k.dosenId);
      if (d === undefined) continue;
      fixedLoad[d]! += 1;
      const day = instance.slots[t]!.tanggal;
      fixedPerDay[d]!.set(day, (fixedPerDay[d]!.get(day) ?? 0) + 1);
    }
  }

  const colsOfDosen = new Map<number, number[]>();
  const colsOfDosenSlot = new Map<string, number[]>();
  const colsOfDosenDay = new Map<string, number[]>();
  const push = <K>(map: Map<K, number[]>, key: K, col: number) => map.set(key, [...(map.get(key) ?? []), col]);

  for (const [ci, t] of placed) {
    const c = prep.candidates[ci]!;
    const s = instance.sidang[c.sidang]!;
    const required = new Set(c.required);
    const keep = new Set(preferredExaminers(c.sidang));
    const pool = s.eligible.flatMap((id) => {
      const d = dosenIndex.get(id);
      return d === undefined || required.has(d) || personBlocked[d]![t] === 1 || neededAt[t]!.has(d) ? [] : [d];
    });
    const bySeatDosen = new Map<number, number[]>();
    for (const seat of s.seats) {
      const seatCols: number[] = [];
      for (const d of pool) {
        const col = builder.binary(keep.has(instance.dosen[d]!.id) ? KEEP_EXAMINER : 0);
        columns[col] = { ci, seat, dosen: d };
        seatCols.push(col);
        push(colsOfDosen, d, col);
        push(colsOfDosenSlot, `${d}|${t}`, col);
        push(colsOfDosenDay, `${d}|${instance.slots[t]!.tanggal}`, col);
        push(bySeatDosen, d, col);
      }
      const empty = builder.binary(UNFILLED);
      columns[empty] = { ci, seat, dosen: -1 };
      builder.row(
        [...seatCols, empty].map((col) => [col, 1] as const),
        1,
        1,
      );
    }
    if (s.seats.length > 1) {
      for (const cols of bySeatDosen.values())
        builder.row(
          cols.map((col) => [col, 1] as const),
          0,
          1,
        );
    }
  }

  // one place at a time: overlapping slots share a point
  for (const [d] of colsOfDosen) {
    for (const point of points) {
      const cols = point.flatMap((t) => colsOfDosenSlot.get(`${d}|${t}`) ?? []);
      const seatsOfOneSidang = new Set(cols.map((col) => columns[col]!.ci)).size;
      if (seatsOfOneSidang > 1)
        builder.row(
          cols.map((col) => [col, 1] as const),
          0,
          1,
        );
    }
  }
  // the most loaded lecturer: maxLoad >= fixed + assigned, for everyone who can be assigned
  for (const [d, cols] of colsOfDosen) {
    builder.row([...cols.map((col) => [col, 1] as const), [maxLoadColumn, -1] as const], -Infinity, -fixedLoad[d]!);
  }
  // daily maximum, and a small cost per day a lecturer has to come in
  for (const [key, cols] of colsOfDosenDay) {
    const [d, day] = key.split('|') as [string, string];
    const room = instance.maxPerDay - (fixedPerDay[Number(d)]!.get(day) ?? 0);
    const dayUsed = builder.binary(DAY_USED);
    builder.row([...cols.map((col) => [col, 1] as const), [dayUsed, -Math.max(room, 0)] as const], -Infinity, 0);
  }
  return { builder, columns, maxLoadColumn };
}

export type Assignment = {
  /** candidate -> seats filled */
  seats: Map<number, { dosen: number; peran: Peran }[]>;
  /** candidates with a seat left empty */
  short: Set<number>;
};

export function decodeAssignment(model: AssignmentModel, values: Float64Array): Assignment {
  const seats = new Map<number, { dosen: number; peran: Peran }[]>();
  const short = new Set<number>();
  model.columns.forEach((c, col) => {
    if (!c || (values[col] ?? 0) < 0.5) return;
    if (c.dosen === -1) short.add(c.ci);
    else seats.set(c.ci, [...(seats.get(c.ci) ?? []), { dosen: c.dosen, peran: c.seat }]);
  });
  return { seats, short };
}
