import type { AutoSlot } from '../features/jadwal/auto/auto-types';

export const HOUR_MS = 3_600_000;
export const TEST_BASE = Date.UTC(2027, 1, 1, 1, 0);

/** Slots for solver tests: `days` days of `perDay` one-hour slots, from 2027-02-01 08:00 WIB. */
export function testSlots(days: number, perDay: number): AutoSlot[] {
  return Array.from({ length: days * perDay }, (_, i) => {
    const start = TEST_BASE + Math.floor(i / perDay) * 24 * HOUR_MS + (i % perDay) * HOUR_MS;
    return {
      id: `s${i}`,
      tanggal: new Date(TEST_BASE + Math.floor(i / perDay) * 24 * HOUR_MS).toISOString().slice(0, 10),
      waktuUjianId: `w${i % perDay}`,
      start,
      end: start + HOUR_MS,
    };
  });
}
