import { expandOccurrences, type KetersediaanRow, type Occurrence } from '@ujian/shared/ketersediaan';
import { addDays } from '../jadwal/schedule-grid';

/** The hours the grid offers (Jakarta): a working day, one cell an hour. */
export const GRID_START_HOUR = 7;
export const GRID_END_HOUR = 19;
export const GRID_DAYS = 6;

export const cellKey = (day: string, hour: number) => `${day}|${hour}`;
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`);

/** Monday..Saturday of the week starting `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(monday, i));
}

export function gridHours(): number[] {
  return Array.from({ length: GRID_END_HOUR - GRID_START_HOUR }, (_, i) => GRID_START_HOUR + i);
}

/** The occurrences of the blocks in the week (weekly repeats expanded by the shared rule). */
export function weekOccurrences(rows: readonly KetersediaanRow[], monday: string): Occurrence[] {
  const from = at(monday, 0);
  const to = at(addDays(monday, 7), 0);
  return rows.flatMap((r) =>
    expandOccurrences(
      {
        uuid: r.uuid,
        dosenUuid: r.dosenUuid,
        mulai: new Date(r.mulai),
        selesai: new Date(r.selesai),
        mingguanSampai: r.mingguanSampai,
      },
      from,
      to,
    ),
  );
}

/** The block covering a cell, if any. */
export function blockAt(occurrences: readonly Occurrence[], day: string, hour: number): Occurrence | undefined {
  const start = at(day, hour).getTime();
  const end = start + 3_600_000;
  return occurrences.find((o) => o.mulai.getTime() < end && o.selesai.getTime() > start);
}

/** The cells of the rectangle between two cells (a drag): the days between, the hours between. */
export function rectangle(a: { day: string; hour: number }, b: { day: string; hour: number }, days: readonly string[]) {
  const [d1, d2] = [days.indexOf(a.day), days.indexOf(b.day)].sort((x, y) => x - y) as [number, number];
  const [h1, h2] = [a.hour, b.hour].sort((x, y) => x - y) as [number, number];
  const keys: string[] = [];
  for (let d = d1; d <= d2; d++) for (let h = h1; h <= h2; h++) keys.push(cellKey(days[d]!, h));
  return keys;
}

/**
 * The selected cells as blocks to create: one per run of adjacent hours on a day, as ISO instants
 * in Jakarta time, in day and hour order.
 */
export function selectionToBlocks(
  selected: ReadonlySet<string>,
): Array<{ mulai: string; selesai: string; day: string }> {
  const byDay = new Map<string, number[]>();
  for (const key of selected) {
    const [day, hour] = key.split('|') as [string, string];
    byDay.set(day, [...(byDay.get(day) ?? []), Number(hour)]);
  }
  const blocks: Array<{ mulai: string; selesai: string; day: string }> = [];
  for (const day of [...byDay.keys()].sort()) {
    const hours = [...new Set(byDay.get(day))].sort((x, y) => x - y);
    let start = hours[0]!;
    for (let i = 1; i <= hours.length; i++) {
      if (i < hours.length && hours[i] === hours[i - 1]! + 1) continue;
      const end = hours[i - 1]! + 1;
      blocks.push({ day, mulai: isoAt(day, start), selesai: isoAt(day, end) });
      start = hours[i]!;
    }
  }
  return blocks;
}

const isoAt = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00+07:00`;
