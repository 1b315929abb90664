import type { Pengajuan, PengajuanKind } from '@ujian/shared/pengajuan';

/**
 * Whether a new pengajuan of this kind makes sense: none is in progress, none already succeeded (a
 * `tidak_lulus` sidang may be tried again), and a yudisium only after a passed sidang.
 */
export function mayStartNew(kind: PengajuanKind, rows: Pick<Pengajuan, 'status' | 'hasil'>[], hasLulus: boolean) {
  const done = (r: Pick<Pengajuan, 'status' | 'hasil'>) =>
    r.status === 'ditolak' || r.status === 'dibatalkan' || (r.status === 'selesai' && r.hasil === 'tidak_lulus');
  if (!rows.every(done)) return false;
  return kind === 'sidang' || hasLulus;
}

/** What the applicant does or waits for next: `pengajuan:mine.next.<kind>.<status>`. */
export function nextStepKey(kind: PengajuanKind, row: Pick<Pengajuan, 'status' | 'hasil'>): string {
  if (kind === 'sidang' && row.status === 'selesai') {
    return row.hasil === 'tidak_lulus' ? 'mine.next.sidang.selesaiTidakLulus' : 'mine.next.sidang.selesai';
  }
  return `mine.next.${kind}.${row.status}`;
}
