import type { AnyEvent } from '@ujian/shared/events';
import { type AppQueryKey, queryKeys, queryKeysForEvent } from '../../realtime/query-keys';

export const dashboardQueryKey = ['dashboard'] as const;

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

function startsWith(key: AppQueryKey, prefix: AppQueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));
}

/** Whether the bridge's keys for this event touch any of the dashboard's sources. */
export function eventRefreshesDashboard(event: AnyEvent): boolean {
  return queryKeysForEvent(event).some((key) => dashboardSourceKeys.some((source) => startsWith(key, source)));
}
