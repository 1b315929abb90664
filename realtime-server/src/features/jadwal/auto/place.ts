import type { Prepared } from './feasibility';
import { MipBuilder } from './mip';

/** Weight of one planned sidang: larger than everything the secondary goals can add up to. */
export const PLANNED_WEIGHT = 1000;
/** Bonus for the slot a draft already has. */
const KEEP_SLOT = 5;

/**
 * Above this many sidang the tie-break is left out. Pulling every sidang into the first hours of each
 * day leaves the committee model (phase 2) no slack: on the 400-sidang bench instances it ran into the
 * time limit with far fewer committees filled (283 instead of 363 planned, seed 1) or HiGHS's WASM
 * runtime aborted (seed 3, at 1.6 GB RSS); and at that size the 1% gap keeps the solver from honouring
 * a sub-unit term much anyway. Up to 150 sidang it cost 0-20% more solve time and planned as many.
 */
export const EARLINESS_MAX_SIDANG = 200;

/**
 * The earliness tie-break of each slot: its start's position among the starts of its day (0 for the
 * first), times `1 / (candidates x starts per day)`.
 *
 * Every other term of this objective is a whole number (PLANNED_WEIGHT, one per day later, KEEP_SLOT), so
 * two plans that differ in any of them differ by at least 1. Each sidang takes at most one slot, so the
 * tie-breaks of a whole plan add up to at most candidates x (starts - 1) / (candidates x starts) < 1: they
 * can order plans that tie on every real term (earlier in the day wins, instead of whatever slot the
 * solver met first) but never make a plan with fewer sidang, a later day or a lost draft slot win.
 * Within-day positions rather than overall ones keep the unit as large as possible (the day is already
 * priced), far above HiGHS's tolerances. Like the day and draft terms it is honoured as far as the
 * solver's 1% gap lets it: exactly on small instances, as a strong hint on larger ones.
 */
export function earlinessOf(slots: readonly { tanggal: string; start: number }[], candidates: number): number[] {
  const startsOf = new Map<string, number[]>();
  for (const s of slots) startsOf.set(s.tanggal, [...(startsOf.get(s.tanggal) ?? []), s.start]);
  for (const [day, starts] of startsOf)
    startsOf.set(
      day,
      [...new Set(starts)].sort((x, y) => x - y),
    );
  const perDay = Math.max(1, ...[...startsOf.values()].map((starts) => starts.length));
  const unit = 1 / (Math.max(1, candidates) * perDay);
  return slots.map((s) => startsOf.get(s.tanggal)!.indexOf(s.start) * unit);
}

export type PlacementModel = {
  builder: MipBuilder;
  /** column -> [candidate index, slot] */
  columns: [number, number][];
};

/**
 * Phase 1: which slot each sidang takes. Rooms of one slot are interchangeable here (the count of free
 * rooms bounds the sidang in it), examiners too (the free lecturers bound the people a slot can hold);
 * who sits where is phase 2. Objective: most sidang planned, then earlier days and the slot a draft
 * already had, so a re-run keeps what it can; among plans equal in all that, earlier in the day.
 */
export function buildPlacement(
  prep: Prepared,
  preferredSlot: (sidang: number) => number | undefined,
  banned: ReadonlySet<string> = new Set(),
): PlacementModel {
  const { instance, points, personBlocked, roomBlocked } = prep;
  const builder = new MipBuilder();
  const columns: [number, number][] = [];
  const bySlot: number[][] = instance.slots.map(() => []);
  const days = [...new Set(instance.slots.map((s) => s.tanggal))].sort();
  const dayOf = instance.slots.map((s) => days.indexOf(s.tanggal));
  const earliness =
    prep.candidates.length <= EARLINESS_MAX_SIDANG ? earlinessOf(instance.slots, prep.candidates.length) : [];

  prep.candidates.forEach((c, ci) => {
    const prefer = preferredSlot(c.sidang);
    const cols = c.slots.flatMap((t) => {
      if (banned.has(`${ci}|${t}`)) return [];
      const cost = -PLANNED_WEIGHT + (dayOf[t] ?? 0) + (prefer === t ? -KEEP_SLOT : 0) + (earliness[t] ?? 0);
      const col = builder.binary(cost);
      columns.push([ci, t]);
      bySlot[t]!.push(col);
      return [col];
    });
    builder.row(
      cols.map((col) => [col, 1] as const),
      0,
      1,
    );
  });

  const colsAtPoint = (point: number[]) => point.flatMap((t) => bySlot[t] ?? []);
  const weightOf = (col: number) => {
    const [ci] = columns[col]!;
    const c = prep.candidates[ci]!;
    return instance.sidang[c.sidang]!.seats.length + c.required.length;
  };
  for (const point of points) {
    const cols = colsAtPoint(point);
    if (cols.length === 0) continue;
    const rooms = roomBlocked.filter((b) => point.every((t) => b[t] === 0)).length;
    if (cols.length > rooms)
      builder.row(
        cols.map((col) => [col, 1] as const),
        0,
        rooms,
      );
    const people = personBlocked.filter((b) => point.every((t) => b[t] === 0)).length;
    const demand = cols.map((col) => [col, weightOf(col)] as const);
    if (demand.reduce((sum, [, w]) => sum + w, 0) > people) builder.row(demand, 0, people);
  }

  // examiners come from a pool (the prodi's lecturers): at any instant the sidang drawing on one pool
  // need their open seats, plus the pool members they already hold, from the members still free
  const pools = new Map<string, Set<number>>();
  const poolOf = prep.candidates.map((c) => {
    // the eligible list leaves the sidang's own supervisors out; the pool is everyone it draws on
    const s = instance.sidang[c.sidang]!;
    const people = [...new Set([...s.eligible, ...s.pembimbing])].sort();
    const key = people.join(',');
    if (!pools.has(key)) {
      const members = people.flatMap((id) => {
        const d = prep.dosenIndex.get(id);
        return d === undefined ? [] : [d];
      });
      pools.set(key, new Set(members));
    }
    return key;
  });
  for (const [key, members] of pools) {
    for (const point of points) {
      const demand = colsAtPoint(point).flatMap((col) => {
        const [ci] = columns[col]!;
        const c = prep.candidates[ci]!;
        const held = c.required.filter((d) => members.has(d)).length;
        const seats = poolOf[ci] === key ? instance.sidang[c.sidang]!.seats.length : 0;
        return seats + held > 0 ? [[col, seats + held] as const] : [];
      });
      const free = [...members].filter((d) => point.every((t) => personBlocked[d]![t] === 0)).length;
      if (demand.reduce((sum, [, w]) => sum + w, 0) > free) builder.row(demand, 0, free);
    }
    // and a day holds no more open seats than the pool's members may still take that day
    for (const day of days) {
      const seats = columns.flatMap(([ci, t], col) =>
        poolOf[ci] === key && instance.slots[t]!.tanggal === day
          ? [[col, instance.sidang[prep.candidates[ci]!.sidang]!.seats.length] as const]
          : [],
      );
      const room = [...members].reduce(
        (sum, d) => sum + Math.max(0, instance.maxPerDay - (instance.dosen[d]!.loadPerDay?.[day] ?? 0)),
        0,
      );
      if (seats.reduce((sum, [, w]) => sum + w, 0) > room) builder.row(seats, 0, room);
    }
  }

  // a person needed by several sidang is in one of them at a time
  const needsOf = new Map<number, number[]>();
  columns.forEach(([ci], col) => {
    for (const d of prep.candidates[ci]!.required) {
      const list = needsOf.get(d) ?? [];
      list.push(col);
      needsOf.set(d, list);
    }
  });
  for (const cols of needsOf.values()) {
    const slotsOfPerson = new Map<number, number[]>();
    for (const col of cols) {
      const t = columns[col]![1];
      slotsOfPerson.set(t, [...(slotsOfPerson.get(t) ?? []), col]);
    }
    for (const point of points) {
      const atPoint = point.flatMap((t) => slotsOfPerson.get(t) ?? []);
      if (atPoint.length > 1)
        builder.row(
          atPoint.map((col) => [col, 1] as const),
          0,
          1,
        );
    }
  }
  return { builder, columns };
}

/** The slot of each placed candidate (candidate index -> slot). */
export function decodePlacement(model: PlacementModel, values: Float64Array): Map<number, number> {
  const placed = new Map<number, number>();
  model.columns.forEach(([ci, t], col) => {
    if ((values[col] ?? 0) > 0.5) placed.set(ci, t);
  });
  return placed;
}
