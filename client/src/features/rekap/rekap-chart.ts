import type { RekapResponse } from '@ujian/shared/pengajuan';

/** One bar per prodi, one stacked segment per status (the chart's data shape). */
export function chartRows(rekap: RekapResponse, noProdi: string): Array<Record<string, string | number>> {
  return rekap.rows.map((row) => ({ prodi: row.prodiNama ?? noProdi, ...row.counts }));
}

/** Statuses that occur at all: empty series only clutter the legend. */
export function usedStatuses(rekap: RekapResponse): string[] {
  return rekap.statuses.filter((s) => (rekap.totals[s] ?? 0) > 0);
}
