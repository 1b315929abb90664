import type { RekapJadwal } from '../jadwal/api';

export type Breakdown = 'hari' | 'ruangan' | 'dosen';

/** The figures above the chart: sidang, days used, rooms used, lecturers involved. */
export function rekapJadwalFigures(rekap: RekapJadwal) {
  return {
    total: rekap.total,
    days: rekap.perHari.filter((d) => d.n > 0).length,
    rooms: rekap.perRuangan.filter((r) => r.ruanganUuid && r.n > 0).length,
    dosen: rekap.perDosen.filter((d) => d.total > 0).length,
  };
}

/**
 * Bars of one breakdown: per day in date order (labelled by `dayLabel`), per room (no room = online),
 * per lecturer stacked by role, busiest first.
 */
export function rekapJadwalBars(
  rekap: RekapJadwal,
  by: Breakdown,
  labels: { day(date: string): string; online: string },
): Array<Record<string, string | number>> {
  if (by === 'hari')
    return [...rekap.perHari]
      .sort((a, b) => a.tanggal.localeCompare(b.tanggal))
      .map((d) => ({ label: labels.day(d.tanggal), n: d.n }));
  if (by === 'ruangan')
    return [...rekap.perRuangan].sort((a, b) => b.n - a.n).map((r) => ({ label: r.nama ?? labels.online, n: r.n }));
  return [...rekap.perDosen]
    .sort((a, b) => b.total - a.total || a.nama.localeCompare(b.nama))
    .map((d) => ({
      label: d.nama,
      ketua: d.ketua,
      sekretaris: d.sekretaris,
      penguji: d.penguji,
      pembimbing: d.pembimbing,
    }));
}

/** The filters as the API's query: empty ones left out. */
export function rekapJadwalParams(filters: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
}
