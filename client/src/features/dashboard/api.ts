import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardData } from '@ujian/shared/dashboard';
import { useEffect } from 'react';
import { getJson } from '../../lib/http';
import { startRealtime } from '../../realtime/start-realtime';
import { eventRefreshesDashboard } from './dashboard-live';
import { dashboardKeys } from './keys';

export async function fetchDashboard(): Promise<DashboardData> {
  return getJson<DashboardData>('/dashboard');
}

/**
 * `GET /dashboard`, fetched again whenever the socket reports a change it counts (the same events
 * the query bridge turns into rekap/pengajuan/jadwal invalidations).
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // idempotent: the header has usually started the socket already
    const connection = startRealtime(queryClient);
    return connection.onEvent((event) => {
      if (eventRefreshesDashboard(event)) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    });
  }, [queryClient]);
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });
}
