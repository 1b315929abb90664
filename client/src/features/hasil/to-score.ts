import type { HasilRow } from '@ujian/shared/hasil';

/**
 * The sidang a lecturer must score now: those that have started (or whose day has come) and are
 * still being scored, the ones still missing the caller's own scores first, then the oldest. A
 * sidang still ahead is not listed: scores are refused until it starts, and it is on the schedule.
 */
export function toScoreNow(rows: readonly HasilRow[], today: string): HasilRow[] {
  const started = (row: HasilRow) =>
    row.jadwalStatus === 'berlangsung' ||
    row.jadwalStatus === 'selesai' ||
    (row.tanggal !== null && row.tanggal <= today);
  const missingMine = (row: HasilRow) =>
    row.penilai.some((p) => p.dosenUuid === row.myDosenUuid && p.submittedAt === null);
  return rows
    .filter((row) => row.status === 'penilaian' && started(row))
    .sort(
      (a, b) => Number(missingMine(b)) - Number(missingMine(a)) || (a.tanggal ?? '').localeCompare(b.tanggal ?? ''),
    );
}
