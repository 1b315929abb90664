import type { AnyEvent } from '@ujian/shared/events';
import { type AppQueryKey, queryKeys, queryKeysForEvent } from '../../realtime/query-keys';

export const dashboardQueryKey = ['dashboard'] as const;
/** Under the dashboard's key: whatever refreshes the dashboard refreshes the desk too. */
export const deskQueryKey = ['dashboard', 'desk'] as const;

/**
 * The live keys whose data the dashboard counts: a recap change (staff), a pengajuan changing
 * status (student, koordinator, admin) or a schedule change makes the dashboard stale too.
 */
export const dashboardSourceKeys: readonly AppQueryKey[] = [
  queryKeys.rekap('pengajuan-sidang'),
  queryKeys.pengajuanAll('sidang'),
  queryKeys.pengajuanAll('yudisium'),
  queryKeys.jadwal(),
];

/**
 * What a lecturer's desk shows: schedules, results and score changes, the recaps its honorarium
 * and sidang come from, and notifications (a new score-change request reaches its deciders as one).
 */
export const deskSourceKeys: readonly AppQueryKey[] = [
  queryKeys.jadwal(),
  queryKeys.hasil(),
  queryKeys.rekap('payroll'),
  queryKeys.rekap('jadwal-sidang'),
  queryKeys.notifikasi(),
];

function startsWith(key: AppQueryKey, prefix: AppQueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));
}

/** Whether the bridge's keys for this event touch any of `sources` (default: the dashboard's). */
export function eventRefreshesDashboard(event: AnyEvent, sources = dashboardSourceKeys): boolean {
  return queryKeysForEvent(event).some((key) => sources.some((source) => startsWith(key, source)));
}
