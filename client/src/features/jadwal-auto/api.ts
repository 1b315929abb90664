import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AutoRun, type AutoRunRequest, autoRunSchema } from '@ujian/shared/jadwal-auto';
import { getJson, postJson } from '../../lib/http';
import { jadwalKeys } from '../jadwal/keys';

const base = '/jadwal-sidang/auto-runs';

/** The request body as the dialog builds it (defaults filled by the server). */
export type AutoRunForm = Partial<AutoRunRequest> & { from: string; to: string };

export function useStartAutoRun() {
  return useMutation({
    mutationFn: (body: AutoRunForm) => postJson<{ runId: string }>(base, body),
  });
}

/**
 * A run, refreshed by its `jadwal:auto` events (the realtime bridge invalidates this key) and, as a
 * fallback for a socket that is down, polled every second while it runs.
 */
export function useAutoRun(runId: string | undefined) {
  return useQuery({
    queryKey: jadwalKeys.autoRun(runId ?? ''),
    queryFn: async () => autoRunSchema.parse(await getJson<unknown>(`${base}/${runId}`)) as AutoRun,
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  });
}

export function useCancelAutoRun() {
  return useMutation({ mutationFn: (runId: string) => postJson<{ runId: string }>(`${base}/${runId}/cancel`) });
}

export function useApplyAutoRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, pengajuanUuids }: { runId: string; pengajuanUuids: string[] }) =>
      postJson<{ created: unknown[]; updated: unknown[] }>(`${base}/${runId}/apply`, { pengajuanUuids }),
    onSuccess: (_result, { runId }) => {
      void queryClient.invalidateQueries({ queryKey: jadwalKeys.all });
      void queryClient.invalidateQueries({ queryKey: jadwalKeys.autoRun(runId) });
    },
  });
}
