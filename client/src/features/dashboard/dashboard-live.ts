import type { AnyEvent } from '@ujian/shared/events';
import { type AppQueryKey, queryKeysForEvent } from '../../realtime/query-keys';
import { hasilKeys } from '../hasil/keys';
import { jadwalKeys } from '../jadwal/keys';
import { notifikasiKeys } from '../notifikasi/keys';
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

/**
 * What a lecturer's desk shows: schedules, results and score changes, the recaps its honorarium
 * and sidang come from, and notifications (a new score-change request reaches its deciders as one).
 */
export const deskSourceKeys: readonly AppQueryKey[] = [
  jadwalKeys.all,
  hasilKeys.all,
  rekapKeys.recap('payroll'),
  rekapKeys.recap('jadwal-sidang'),
  notifikasiKeys.all,
];

function startsWith(key: AppQueryKey, prefix: AppQueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => Object.is(part, key[i]));
}

/** Whether the bridge's keys for this event touch any of `sources` (default: the dashboard's). */
export function eventRefreshesDashboard(event: AnyEvent, sources = dashboardSourceKeys): boolean {
  return queryKeysForEvent(event).some((key) => sources.some((source) => startsWith(key, source)));
}
