import type { Prepared } from './feasibility';
import { MipBuilder } from './mip';

/** Weight of one planned sidang: larger than everything the secondary goals can add up to. */
export const PLANNED_WEIGHT = 1000;

export type PlacementModel = {
  builder: MipBuilder;
  /** column -> [candidate index, slot] */
  columns: [number, number][];
};

/**
 * Phase 1: which slot each sidang takes. Rooms of one slot are interchangeable here (the count of free
 * rooms bounds the sidang in it), examiners too (the free lecturers bound the people a slot can hold);
 * who sits where is phase 2. Objective: most sidang planned, then earlier days and the slot a draft
 * already had, so a re-run keeps what it can.
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

  prep.candidates.forEach((c, ci) => {
    const prefer = preferredSlot(c.sidang);
    const cols = c.slots.flatMap((t) => {
      if (banned.has(`${ci}|${t}`)) return [];
      const cost = -PLANNED_WEIGHT + (dayOf[t] ?? 0) + (prefer === t ? -5 : 0);
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
