import { describe, expect, it } from 'vitest';
import type { RekapJadwal } from '../jadwal/api';
import { rekapJadwalBars, rekapJadwalFigures, rekapJadwalParams } from './rekapJadwal-chart';

const rekap: RekapJadwal = {
  rows: [],
  perHari: [
    { tanggal: '2026-12-03', n: 1 },
    { tanggal: '2026-12-02', n: 2 },
  ],
  perRuangan: [
    { ruanganUuid: 'r1', nama: 'R1', n: 1 },
    { ruanganUuid: null, nama: null, n: 2 },
  ],
  perDosen: [
    { dosenUuid: 'a', nama: 'Ani', ketua: 1, sekretaris: 0, penguji: 0, pembimbing: 0, total: 1 },
    { dosenUuid: 'b', nama: 'Budi', ketua: 0, sekretaris: 0, penguji: 2, pembimbing: 1, total: 3 },
  ],
  total: 3,
};
const labels = { day: (d: string) => `day ${d}`, online: 'Online' };

describe('rekap jadwal chart data', () => {
  it('counts days, rooms (not online) and lecturers', () => {
    expect(rekapJadwalFigures(rekap)).toEqual({ total: 3, days: 2, rooms: 1, dosen: 2 });
  });
  it('orders days by date, rooms and lecturers by load', () => {
    expect(rekapJadwalBars(rekap, 'hari', labels)).toEqual([
      { label: 'day 2026-12-02', n: 2 },
      { label: 'day 2026-12-03', n: 1 },
    ]);
    expect(rekapJadwalBars(rekap, 'ruangan', labels).map((r) => r.label)).toEqual(['Online', 'R1']);
    expect(rekapJadwalBars(rekap, 'dosen', labels)[0]).toEqual({
      label: 'Budi',
      ketua: 0,
      sekretaris: 0,
      penguji: 2,
      pembimbing: 1,
    });
  });
  it('leaves empty filters out of the query', () => {
    expect(rekapJadwalParams({ from: '2026-12-01', to: '', prodiUuid: null })).toEqual({ from: '2026-12-01' });
  });
});
