import type { DashboardData } from '@ujian/shared/dashboard';
import { sidangStatuses } from '@ujian/shared/pengajuan';

/** The pengajuan sidang machine's states in the order a submission walks them (then the dead ends). */
export const statusOrder = sidangStatuses;

export type Counts = Record<string, number> | undefined;
export type CountRow = { name: string; count: number };
export type StatusSlice = { status: string; count: number };

export function totalOf(counts: Counts): number {
  return Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);
}

/** Statuses that occur, in workflow order; a code the machine adds later is kept, after the known ones. */
export function statusSlices(counts: Counts): StatusSlice[] {
  const entries = Object.entries(counts ?? {}).filter(([, n]) => n > 0);
  const rank = (code: string) => {
    const i = (statusOrder as readonly string[]).indexOf(code);
    return i === -1 ? statusOrder.length : i;
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, count]) => ({ status, count }));
}

/**
 * Counts keyed by a name (prodi, periode, role) as bar rows, largest first. The server names rows
 * without a prodi/periode `-`; they get `noneLabel` so the bar says what it is.
 */
export function countRows(counts: Counts, noneLabel: string, limit = 12): CountRow[] {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([name, count]) => ({ name: name === '-' || name === '' ? noneLabel : name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Pengajuan still waiting for someone on staff (submitted or verified but not yet scheduled). */
export function waitingCount(counts: Counts): number {
  return (counts?.diajukan ?? 0) + (counts?.diverifikasi ?? 0);
}

// ---------------------------------------------------------------- a student's progress

export const progressStepKeys = [
  'biodata',
  'sidangDiajukan',
  'sidangDiverifikasi',
  'sidangDijadwalkan',
  'sidangSelesai',
  'yudisiumDiajukan',
  'yudisiumSelesai',
] as const;
export type ProgressStepKey = (typeof progressStepKeys)[number];

export type StudentProgress = {
  /** how many steps (from the start) are done; the stepper's active index */
  done: number;
  /** something the student has to act on, read from the latest status */
  attention: 'dikembalikan' | 'ditolak' | 'dibatalkan' | null;
  /** the yudisium was returned (the sidang attention is kept apart) */
  yudisiumReturned: boolean;
};

/** Steps of the sidang a status has passed (a new or closed-without-result pengajuan has passed none). */
const sidangStepsDone: Record<string, number> = {
  diajukan: 1,
  dikembalikan: 1,
  diverifikasi: 2,
  dijadwalkan: 3,
  selesai: 4,
};
const yudisiumStepsDone: Record<string, number> = {
  diajukan: 1,
  dikembalikan: 1,
  diverifikasi: 1,
  disetujui: 1,
  selesai: 2,
};

/**
 * Where a student stands, only from what the dashboard API says (biodata, latest pengajuan sidang and
 * yudisium): steps count as done in order, so a later step never shows done before an earlier one.
 */
export function studentProgress(progress: DashboardData['progress']): StudentProgress {
  if (!progress) return { done: 0, attention: null, yudisiumReturned: false };
  const sidangStatus = progress.pengajuanSidang?.status ?? null;
  const yudisiumStatus = progress.pengajuanYudisium?.status ?? null;
  let done = progress.biodataComplete ? 1 : 0;
  const sidang = sidangStatus ? (sidangStepsDone[sidangStatus] ?? 0) : 0;
  if (done === 1) done += sidang;
  const yudisium = yudisiumStatus ? (yudisiumStepsDone[yudisiumStatus] ?? 0) : 0;
  if (done === 5) done += yudisium;
  const attention =
    sidangStatus === 'dikembalikan' || sidangStatus === 'ditolak' || sidangStatus === 'dibatalkan'
      ? sidangStatus
      : null;
  return { done, attention, yudisiumReturned: yudisiumStatus === 'dikembalikan' };
}

/** A colour for the charts: a status master may hold a Mantine colour name or `#rrggbb`. */
export function chartColor(color: string, shade = 6): string {
  return color.startsWith('#') || color.includes('.') ? color : `${color}.${shade}`;
}
