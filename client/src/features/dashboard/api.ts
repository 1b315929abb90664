import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardData, DeskData } from '@ujian/shared/dashboard';
import { useEffect } from 'react';
import { getJson } from '../../lib/http';
import type { AppQueryKey } from '../../realtime/query-keys';
import { startRealtime } from '../../realtime/start-realtime';
import { dashboardSourceKeys, deskSourceKeys, eventRefreshesDashboard } from './dashboard-live';
import { dashboardKeys } from './keys';

export async function fetchDashboard(): Promise<DashboardData> {
  return getJson<DashboardData>('/dashboard');
}

/** Invalidates `queryKey` whenever the socket reports an event touching one of `sources`. */
function useLiveRefresh(queryKey: AppQueryKey, sources: readonly AppQueryKey[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // idempotent: the header has usually started the socket already
    const connection = startRealtime(queryClient);
    return connection.onEvent((event) => {
      if (eventRefreshesDashboard(event, sources)) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, queryKey, sources]);
}

/**
 * `GET /dashboard`, fetched again whenever the socket reports a change it counts (the same events
 * the query bridge turns into rekap/pengajuan/jadwal invalidations).
 */
export function useDashboard() {
  useLiveRefresh(dashboardKeys.all, dashboardSourceKeys);
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });
}

/** `GET /dashboard/desk`: a lecturer's desk, fetched again on schedule, result, payroll and notification events. */
export function useDesk() {
  useLiveRefresh(dashboardKeys.desk, deskSourceKeys);
  return useQuery({ queryKey: dashboardKeys.desk, queryFn: () => getJson<DeskData>('/dashboard/desk') });
}
