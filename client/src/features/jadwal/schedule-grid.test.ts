import type { JadwalRow } from '@ujian/shared/jadwal';
import { describe, expect, it } from 'vitest';
import { addDays, buildBoard, buildWeek, jakartaParts, todayJakarta, unplaced, weekStart } from './schedule-grid';

function row(over: Partial<JadwalRow>): JadwalRow {
  return {
    uuid: 'j',
    pengajuanUuid: 'p',
    mahasiswa: { id: 1, fullName: 'Siti', nomorInduk: '123' },
    judul: 'T',
    prodiUuid: null,
    prodiNama: null,
    status: 'terjadwal',
    tanggal: '2026-12-02',
    waktuUjianUuid: 's1',
    mulai: '2026-12-02T08:00:00+07:00',
    selesai: '2026-12-02T10:00:00+07:00',
    ruanganUuid: 'r1',
    ruanganNama: 'R1',
    onlineUrl: null,
    locked: false,
    komite: [],
    pembimbing: [],
    sequence: 0,
    allowedEvents: [],
    version: 1,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

describe('dates in Asia/Jakarta', () => {
  it('reads an instant as Jakarta wall-clock time whatever its offset', () => {
    expect(jakartaParts('2026-12-02T01:30:00Z')).toEqual({ date: '2026-12-02', minutes: 8 * 60 + 30, hhmm: '08:30' });
    // 23:00 UTC is already the next day in Jakarta
    expect(jakartaParts('2026-12-01T23:00:00Z').date).toBe('2026-12-02');
    expect(todayJakarta(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-02');
  });
  it('finds the Monday of a week and adds days across months', () => {
    expect(weekStart('2026-12-02')).toBe('2026-11-30'); // Wednesday
    expect(weekStart('2026-12-06')).toBe('2026-11-30'); // Sunday belongs to the week before
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('buildBoard', () => {
  const rooms = [
    { uuid: 'r1', nama: 'R1' },
    { uuid: 'r2', nama: 'R2' },
  ];
  const slots = [
    { uuid: 's2', nama: 'Sesi 2', mulai: '10:00', selesai: '12:00' },
    { uuid: 's1', nama: 'Sesi 1', mulai: '08:00', selesai: '10:00' },
  ];
  it('puts each live jadwal of the day in its room row and slot column, slots in time order', () => {
    const board = buildBoard(
      rooms,
      slots,
      [
        row({ uuid: 'a' }),
        row({ uuid: 'b', ruanganUuid: 'r2', waktuUjianUuid: 's2' }),
        row({ uuid: 'c', status: 'dibatalkan' }),
        row({ uuid: 'd', tanggal: '2026-12-03' }),
        row({ uuid: 'e', ruanganUuid: null, onlineUrl: 'https://meet.example/x' }),
      ],
      '2026-12-02',
    );
    expect(board.slots.map((s) => s.uuid)).toEqual(['s1', 's2']);
    expect(board.rows.map((r) => r.cells.map((c) => c.jadwal.map((j) => j.uuid)))).toEqual([
      [['a'], []],
      [[], ['b']],
    ]);
    expect(board.elsewhere.map((j) => j.uuid)).toEqual(['e']);
  });
});

describe('buildWeek', () => {
  it('places events by day and time, side by side when they overlap', () => {
    const week = buildWeek(
      [
        row({ uuid: 'a' }),
        row({ uuid: 'b', mulai: '2026-12-02T09:00:00+07:00', selesai: '2026-12-02T11:00:00+07:00' }),
        row({ uuid: 'c', mulai: '2026-12-02T13:00:00+07:00', selesai: '2026-12-02T15:00:00+07:00' }),
        row({
          uuid: 'd',
          tanggal: '2026-12-07',
          mulai: '2026-12-07T08:00:00+07:00',
          selesai: '2026-12-07T09:00:00+07:00',
        }),
        row({ uuid: 'e', mulai: null, selesai: null }),
      ],
      '2026-12-04',
    );
    expect(week.days[0]).toBe('2026-11-30');
    expect(week.days).toHaveLength(7);
    const byId = Object.fromEntries(week.events.map((e) => [e.row.uuid, e]));
    expect(Object.keys(byId).sort()).toEqual(['a', 'b', 'c']);
    expect(byId.a).toMatchObject({ dayIndex: 2, startMinutes: 480, endMinutes: 600, lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 0, lanes: 1 });
    expect([week.startHour, week.endHour]).toEqual([7, 18]);
  });
  it('widens the visible hours to an early or late sidang', () => {
    const week = buildWeek(
      [row({ mulai: '2026-12-02T06:30:00+07:00', selesai: '2026-12-02T19:10:00+07:00' })],
      '2026-12-02',
    );
    expect([week.startHour, week.endHour]).toEqual([6, 20]);
  });
});

describe('unplaced', () => {
  it('keeps the verified pengajuan without a live jadwal', () => {
    const verified = [{ uuid: 'p1' }, { uuid: 'p2' }, { uuid: 'p3' }];
    const jadwal = [
      { pengajuanUuid: 'p1', status: 'draft' as const },
      { pengajuanUuid: 'p2', status: 'dibatalkan' as const },
    ];
    expect(unplaced(verified, jadwal).map((p) => p.uuid)).toEqual(['p2', 'p3']);
  });
});
