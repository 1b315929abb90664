import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AutoRun, type AutoRunRequest, autoRunSchema } from '@ujian/shared/jadwal-auto';
import { getJson, postJson } from '../../lib/http';
import { jadwalKeys } from '../jadwal/keys';

const base = '/jadwal-sidang/auto-runs';

/** What apply answers: the rows written, and the soft rules' warnings (a lecturer over the daily maximum). */
export type AutoApplied = {
  created: unknown[];
  updated: unknown[];
  warnings: Array<{ code: string; message: string; pengajuanUuid: string; dosenUuid?: string }>;
};

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
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return !status || status === 'running' || status === 'queued' ? 1000 : false;
    },
  });
}

export function useCancelAutoRun() {
  return useMutation({ mutationFn: (runId: string) => postJson<{ runId: string }>(`${base}/${runId}/cancel`) });
}

export function useApplyAutoRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, pengajuanUuids }: { runId: string; pengajuanUuids: string[] }) =>
      postJson<AutoApplied>(`${base}/${runId}/apply`, { pengajuanUuids }),
    onSuccess: (_result, { runId }) => {
      void queryClient.invalidateQueries({ queryKey: jadwalKeys.all });
      void queryClient.invalidateQueries({ queryKey: jadwalKeys.autoRun(runId) });
    },
  });
}
