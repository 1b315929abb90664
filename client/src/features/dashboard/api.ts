import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupStatus } from '@ujian/shared/backup';
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

/** Runs `refresh` whenever the socket reports an event touching one of `sources`. */
function useLiveRefresh(sources: readonly AppQueryKey[], refresh: (client: QueryClient) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // idempotent: the header has usually started the socket already
    const connection = startRealtime(queryClient);
    return connection.onEvent((event) => {
      if (eventRefreshesDashboard(event, sources)) refresh(queryClient);
    });
  }, [queryClient, sources, refresh]);
}

const refreshDashboard = (client: QueryClient) => void client.invalidateQueries({ queryKey: dashboardKeys.all });
const refreshDesk = (client: QueryClient) => void client.invalidateQueries({ queryKey: dashboardKeys.desk });

/**
 * `GET /dashboard`, fetched again whenever the socket reports a change it counts (the same events
 * the query bridge turns into rekap/pengajuan/jadwal invalidations).
 */
export function useDashboard() {
  useLiveRefresh(dashboardSourceKeys, refreshDashboard);
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard });
}

const deskQuery = { queryKey: dashboardKeys.desk, queryFn: () => getJson<DeskData>('/dashboard/desk') };

/** `GET /dashboard/desk`: a lecturer's desk, fetched again on schedule, result, payroll and notification events. */
export function useDesk() {
  useLiveRefresh(deskSourceKeys, refreshDesk);
  return useQuery(deskQuery);
}

/** Asks for a lecturer's desk beside `GET /dashboard` instead of once its answer has chosen the desk. */
export function useDeskAhead(enabled: boolean) {
  useQuery({ ...deskQuery, enabled });
}

/** `GET /backup/status`: the last scheduled backup, its size and the next (admins only). */
export function useBackupStatus(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.backup,
    queryFn: () => getJson<BackupStatus>('/backup/status'),
    enabled,
    // a backup that finishes shows without a reload
    refetchInterval: 5 * 60_000,
  });
}
