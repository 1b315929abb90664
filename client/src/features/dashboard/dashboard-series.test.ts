import { describe, expect, it } from 'vitest';
import { chartColor, countRows, statusSlices, studentProgress, totalOf, waitingCount } from './dashboard-series';

describe('dashboard data -> chart series', () => {
  const byStatus = { selesai: 1, diajukan: 3, draft: 0, ditolak: 2, diverifikasi: 1, baru_kelak: 1 };

  it('orders statuses as the workflow runs, drops zeros, keeps an unknown code last', () => {
    expect(statusSlices(byStatus)).toEqual([
      { status: 'diajukan', count: 3 },
      { status: 'diverifikasi', count: 1 },
      { status: 'selesai', count: 1 },
      { status: 'ditolak', count: 2 },
      { status: 'baru_kelak', count: 1 },
    ]);
    expect(statusSlices(undefined)).toEqual([]);
  });

  it('totals honestly and counts what waits for staff', () => {
    expect(totalOf(byStatus)).toBe(8);
    expect(totalOf(undefined)).toBe(0);
    expect(waitingCount(byStatus)).toBe(4);
  });

  it('names the server\'s "-" bucket, sorts largest first, and limits the bars', () => {
    expect(countRows({ Informatika: 2, '-': 1, 'Sistem Informasi': 5, Kosong: 0 }, 'No programme')).toEqual([
      { name: 'Sistem Informasi', count: 5 },
      { name: 'Informatika', count: 2 },
      { name: 'No programme', count: 1 },
    ]);
    expect(countRows({ a: 1, b: 1, c: 1 }, '-', 2).map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('uses a status colour as the chart shade, hex as it is', () => {
    expect(chartColor('blue')).toBe('blue.6');
    expect(chartColor('#12ab34')).toBe('#12ab34');
  });
});

describe("a student's progress", () => {
  const p = (biodataComplete: boolean, sidang: string | null, yudisium: string | null = null) => ({
    biodataComplete,
    pengajuanSidang: sidang ? { uuid: 's', status: sidang } : null,
    pengajuanYudisium: yudisium ? { uuid: 'y', status: yudisium } : null,
  });

  it('counts steps in order from the statuses', () => {
    expect(studentProgress(p(false, null)).done).toBe(0);
    expect(studentProgress(p(true, null)).done).toBe(1);
    expect(studentProgress(p(true, 'draft')).done).toBe(1);
    expect(studentProgress(p(true, 'diajukan')).done).toBe(2);
    expect(studentProgress(p(true, 'diverifikasi')).done).toBe(3);
    expect(studentProgress(p(true, 'dijadwalkan')).done).toBe(4);
    expect(studentProgress(p(true, 'selesai')).done).toBe(5);
    expect(studentProgress(p(true, 'selesai', 'diajukan')).done).toBe(6);
    expect(studentProgress(p(true, 'selesai', 'selesai')).done).toBe(7);
  });

  it('never shows a later step done before an earlier one, and says what needs the student', () => {
    // biodata emptied again after submitting: nothing after it counts as done
    expect(studentProgress(p(false, 'diverifikasi')).done).toBe(0);
    expect(studentProgress(p(true, 'dikembalikan'))).toEqual({
      done: 2,
      attention: 'dikembalikan',
      yudisiumReturned: false,
    });
    expect(studentProgress(p(true, 'ditolak'))).toMatchObject({ done: 1, attention: 'ditolak' });
    expect(studentProgress(p(true, 'selesai', 'dikembalikan')).yudisiumReturned).toBe(true);
    expect(studentProgress(undefined).done).toBe(0);
  });
});
