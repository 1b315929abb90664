import type { JadwalRow } from '@ujian/shared/jadwal';
import { describe, expect, it } from 'vitest';
import { dayPageFrom, nextWorkDayIn } from './api';

const row = (uuid: string, tanggal: string | null, status: JadwalRow['status'] = 'terjadwal') =>
  ({ uuid, tanggal, status }) as JadwalRow;

describe("the board's next day with work", () => {
  const rows = [
    row('a', '2026-12-01', 'selesai'),
    row('b', '2026-12-02'),
    row('c', '2026-12-02', 'draft'),
    row('d', '2026-12-03'),
  ];

  it('is the first day with a sidang still to hold', () => {
    expect(nextWorkDayIn(rows)).toBe('2026-12-02');
    expect(nextWorkDayIn([row('a', '2026-12-01', 'selesai'), row('x', null, 'draft')])).toBeNull();
  });

  it("answers the board's request for that day from a whole list: that day's rows, in their order", () => {
    const page = dayPageFrom({ data: rows, total: 4, page: 1, perPage: 20 }, '2026-12-02');
    expect(page).toEqual({ data: [rows[1], rows[2]], total: 2, page: 1, perPage: 100 });
  });

  it('leaves the day to its own request when the list has more pages', () => {
    expect(dayPageFrom({ data: rows, total: 25, page: 1, perPage: 4 }, '2026-12-02')).toBeUndefined();
    expect(dayPageFrom({ data: rows, total: 4, page: 2, perPage: 4 }, '2026-12-02')).toBeUndefined();
  });
});
