import type { Prepared } from './feasibility';
import { MipBuilder } from './mip';

export type PlacementModel = {
  builder: MipBuilder;
  /** column -> [candidate index, slot] */
  columns: [number, number][];
};

/**
 * A relaxation of the whole problem that only chooses a slot per sidang: rooms of one slot are
 * interchangeable (the count of free rooms bounds the sidang in it), examiners too (the free lecturers
 * of a pool bound the seats it can fill then, and their daily maximum the seats of a day). Every real
 * plan satisfies every row, so the most sidang this model places is a proven upper bound on what can be
 * planned (`stats.plannedBound`); its slots also guide a new constructive pass. Objective: the number
 * of sidang placed, nothing else, so the bound is exact for the model. `forced`: sidang that must be in.
 */
export function buildPlacement(prep: Prepared, forced: ReadonlySet<number> = new Set()): PlacementModel {
  const { instance, points, personBlocked, roomBlocked } = prep;
  const builder = new MipBuilder();
  const columns: [number, number][] = [];
  const bySlot: number[][] = instance.slots.map(() => []);
  const days = [...new Set(instance.slots.map((s) => s.tanggal))].sort();
  const dayCap = (d: number, day: string) =>
    Math.max(0, instance.maxPerDay - (instance.dosen[d]!.loadPerDay?.[day] ?? 0));

  prep.candidates.forEach((c, ci) => {
    const cols = c.slots.map((t) => {
      const col = builder.binary(-1);
      columns.push([ci, t]);
      bySlot[t]!.push(col);
      return col;
    });
    builder.row(
      cols.map((col) => [col, 1] as const),
      forced.has(ci) ? 1 : 0,
      1,
    );
  });

  const seatsOf = (ci: number) => instance.sidang[prep.candidates[ci]!.sidang]!.seats.length;
  const colsAtPoint = (point: number[]) => point.flatMap((t) => bySlot[t] ?? []);
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
  }

  // examiners come from a pool (e.g. a prodi's lecturers): at any instant the sidang drawing on one
  // pool need their open seats, plus the pool members they already hold, from the members still free;
  // and a day holds no more than the members' daily maximum allows
  const pools = new Map<string, Set<number>>();
  const poolOf = prep.candidates.map((c) => {
    const s = instance.sidang[c.sidang]!;
    const people = [...new Set([...s.eligible, ...s.pembimbing])].sort();
    const key = people.join(',');
    if (!pools.has(key))
      pools.set(
        key,
        new Set(
          people.flatMap((id) => {
            const d = prep.dosenIndex.get(id);
            return d === undefined ? [] : [d];
          }),
        ),
      );
    return key;
  });
  for (const [key, members] of pools) {
    const demandOf = (col: number) => {
      const [ci] = columns[col]!;
      const held = prep.candidates[ci]!.required.filter((d) => members.has(d)).length;
      return (poolOf[ci] === key ? seatsOf(ci) : 0) + held;
    };
    for (const point of points) {
      const demand = colsAtPoint(point).flatMap((col) => (demandOf(col) > 0 ? [[col, demandOf(col)] as const] : []));
      const free = [...members].filter((d) => point.every((t) => personBlocked[d]![t] === 0)).length;
      if (demand.reduce((sum, [, w]) => sum + w, 0) > free) builder.row(demand, 0, free);
    }
    for (const day of days) {
      const demand = columns.flatMap(([, t], col) =>
        instance.slots[t]!.tanggal === day && demandOf(col) > 0 ? [[col, demandOf(col)] as const] : [],
      );
      const room = [...members].reduce((sum, d) => sum + dayCap(d, day), 0);
      if (demand.reduce((sum, [, w]) => sum + w, 0) > room) builder.row(demand, 0, room);
    }
  }

  // a person needed by several sidang is in one of them at a time, and within their daily maximum
  const needsOf = new Map<number, number[]>();
  columns.forEach(([ci], col) => {
    for (const d of prep.candidates[ci]!.required) needsOf.set(d, [...(needsOf.get(d) ?? []), col]);
  });
  for (const [d, cols] of needsOf) {
    const atSlot = new Map<number, number[]>();
    for (const col of cols) atSlot.set(columns[col]![1], [...(atSlot.get(columns[col]![1]) ?? []), col]);
    for (const point of points) {
      const here = point.flatMap((t) => atSlot.get(t) ?? []);
      if (here.length > 1)
        builder.row(
          here.map((col) => [col, 1] as const),
          0,
          1,
        );
    }
    for (const day of days) {
      const here = cols.filter((col) => instance.slots[columns[col]![1]]!.tanggal === day);
      if (here.length > dayCap(d, day))
        builder.row(
          here.map((col) => [col, 1] as const),
          0,
          dayCap(d, day),
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
