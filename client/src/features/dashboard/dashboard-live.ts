import type { AnyEvent } from '@ujian/shared/events';
import { type AppQueryKey, queryKeysForEvent } from '../../realtime/query-keys';
import { jadwalKeys } from '../jadwal/keys';
import { pengajuanKeys } from '../pengajuan/keys';
import { rekapKeys } from '../rekap/keys';

/**
 * The live keys whose data the dashboard counts: a recap change (staff), a pengajuan changing
 * status (student, koordinator, admin) or a schedule change makes the dashboard stale too.
 */
export const dashboardSourceKeys: readonly AppQueryKey[] = [
  rekapKeys.recap('pengajuan-sidang'),
  pengajuanKeys.all('sidang'),
  pengajuanKeys.all('yudisium'),
  jadwalKeys.all,
];

function startsWith(key: AppQueryKey, prefix: AppQueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));
}

/** Whether the bridge's keys for this event touch any of the dashboard's sources. */
export function eventRefreshesDashboard(event: AnyEvent): boolean {
  return queryKeysForEvent(event).some((key) => dashboardSourceKeys.some((source) => startsWith(key, source)));
}
