import type { AutoSlot } from './auto-types';

export const overlaps = (a: AutoSlot, b: AutoSlot): boolean => a.start < b.end && b.start < a.end;

/**
 * The slots that overlap each slot (itself included), and the "points" of the interval graph: for each
 * slot start, the slots running at that instant. Pairwise-overlapping slots always share one such
 * point, so "at most one per point" is exactly "never two overlapping" for a person or a room count.
 */
export function slotGeometry(slots: AutoSlot[]): { overlapping: number[][]; points: number[][] } {
  const overlapping = slots.map((a) => slots.flatMap((b, j) => (overlaps(a, b) ? [j] : [])));
  const seen = new Set<string>();
  const points: number[][] = [];
  for (const a of slots) {
    const point = slots.flatMap((b, j) => (b.start <= a.start && a.start < b.end ? [j] : []));
    const key = point.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      points.push(point);
    }
  }
  return { overlapping, points };
}

/** For each slot, whether something busy in `busy` (slot indexes) overlaps it. */
export function blockedSlots(busy: readonly number[], overlapping: number[][]): Uint8Array {
  const blocked = new Uint8Array(overlapping.length);
  for (const b of busy) for (const t of overlapping[b] ?? []) blocked[t] = 1;
  return blocked;
}
