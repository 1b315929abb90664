import type { AutoRun } from '@ujian/shared/jadwal-auto';
import { describe, expect, it } from 'vitest';
import { boardOf, boundText, loadPerDosen, planDays, reasonText, verdictOf, withRepair } from './plan-view';

const names: AutoRun['names'] = {
  pengajuan: {
    p1: { mahasiswa: 'Budi', nomorInduk: '1', judul: 'A' },
    p2: { mahasiswa: 'Sari', nomorInduk: '2', judul: 'B' },
  },
  dosen: { d1: 'Dr. Ani', d2: 'Dr. Budi', d3: 'Dr. Citra' },
  ruangan: { r1: 'Ruang B', r2: 'Ruang A' },
  waktuUjian: {
    w1: { nama: 'Sesi 1', mulai: '08:00', selesai: '10:00' },
    w2: { nama: 'Sesi 2', mulai: '10:00', selesai: '12:00' },
  },
};
const planned: AutoRun['planned'] = [
  {
    pengajuanUuid: 'p1',
    tanggal: '2026-12-01',
    waktuUjianUuid: 'w2',
    ruanganUuid: 'r1',
    komite: [
      { dosenUuid: 'd1', peran: 'ketua' },
      { dosenUuid: 'd2', peran: 'penguji1' },
    ],
  },
  {
    pengajuanUuid: 'p2',
    tanggal: '2026-11-30',
    waktuUjianUuid: 'w1',
    ruanganUuid: 'r2',
    komite: [
      { dosenUuid: 'd1', peran: 'ketua' },
      { dosenUuid: 'd3', peran: 'penguji1' },
    ],
  },
];
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the proposed plan as the dialog shows it', () => {
  it('lists days in order and lays one day out as rooms by slots', () => {
    expect(planDays(planned)).toEqual(['2026-11-30', '2026-12-01']);
    const board = boardOf({ planned, names }, '2026-12-01');
    expect(board.rooms).toEqual(['r1']);
    expect(board.slots).toEqual(['w2']);
    expect(board.cells.r1?.w2?.pengajuanUuid).toBe('p1');
  });

  it('counts seats and days per lecturer, the busiest first, leaving out dropped entries', () => {
    expect(loadPerDosen({ planned, names }, () => true)[0]).toEqual({
      dosenUuid: 'd1',
      nama: 'Dr. Ani',
      seats: 2,
      days: 2,
    });
    const withoutP2 = loadPerDosen({ planned, names }, (p) => p.pengajuanUuid !== 'p2');
    expect(withoutP2.find((d) => d.dosenUuid === 'd3')).toBeUndefined();
    expect(withoutP2.find((d) => d.dosenUuid === 'd1')?.seats).toBe(1);
  });

  it('names people and competing students in reasons instead of ids', () => {
    expect(reasonText(t, { code: 'NO_COMMON_SLOT', message: '', dosenUuids: ['d1', 'd3'] }, names)).toBe(
      'reasons.NO_COMMON_SLOT{"people":"Dr. Ani, Dr. Citra"}',
    );
    const capacity = reasonText(
      t,
      { code: 'CAPACITY', message: '', resource: { kind: 'person', dosenUuid: 'd2' }, competing: ['p1'] },
      names,
    );
    expect(capacity).toContain('"person":"Dr. Budi"');
    expect(capacity).toContain('"names":"Budi"');
    expect(
      reasonText(t, { code: 'CAPACITY', message: '', resource: { kind: 'rooms', tanggal: ['2026-12-01'] } }, names),
    ).toBe('reasons.capacityRooms{"dates":"2026-12-01"}');
  });

  it('says what the status means and how many can be planned at most, in words', () => {
    const stats = (extra: Partial<AutoRun['stats']>): AutoRun['stats'] => ({
      sidang: 3,
      slots: 8,
      rooms: 2,
      dosen: 3,
      variables: 0,
      constraints: 0,
      seconds: 1,
      objective: null,
      maxLoad: 2,
      plannedBound: 3,
      loadBound: 2,
      fallback: false,
      ...extra,
    });
    expect(verdictOf({ status: 'optimal', stats: stats({}) })).toBe('proven');
    expect(verdictOf({ status: 'feasible', stats: stats({}) })).toBe('good');
    expect(verdictOf({ status: 'timeout', stats: stats({}) })).toBe('stopped');
    expect(verdictOf({ status: 'feasible', stats: stats({ fallback: true }) })).toBe('fallback');
    const unplanned = [{ pengajuanUuid: 'p3', reasons: [], repairs: [] }];
    expect(boundText(t, { planned, unplanned, stats: stats({ plannedBound: 3 }) })).toBe(
      'bound.atMost{"planned":2,"total":3,"bound":3}',
    );
    expect(boundText(t, { planned, unplanned, stats: stats({ plannedBound: 2 }) })).toBe(
      'bound.proven{"planned":2,"total":3}',
    );
    expect(boundText(t, { planned, unplanned: [], stats: stats({ plannedBound: 2 }) })).toBe('bound.all{"count":2}');
  });

  it('runs again with a repair: the day joins the range (before, after, or the listed dates), the room the rooms', () => {
    const body = { from: '2027-02-01', to: '2027-02-05', ruanganUuids: ['r1'], timeLimitSeconds: 30 };
    expect(withRepair(body, { tanggal: '2027-02-08' })).toEqual({ ...body, to: '2027-02-08' });
    expect(withRepair(body, { tanggal: '2027-01-29' })).toEqual({ ...body, from: '2027-01-29' });
    expect(withRepair({ dates: ['2027-02-03'] }, { tanggal: '2027-02-01' })).toEqual({
      dates: ['2027-02-01', '2027-02-03'],
    });
    expect(withRepair(body, { ruanganUuid: 'r2' })).toEqual({ ...body, ruanganUuids: ['r1', 'r2'] });
    // every room already: nothing to add
    expect(withRepair({ from: '2027-02-01', to: '2027-02-05' }, { ruanganUuid: 'r2' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-05',
    });
  });
});
