import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HasilHistoryEntry, HasilRow, Keputusan, PerubahanRow } from '@ujian/shared/hasil';
import type { Page } from '@ujian/shared/paging';
import { getJson, http, type Params, postJson } from '../../lib/http';
import { hasilKeys } from './keys';

export function useHasilList(params: Params, enabled = true) {
  return useQuery({
    queryKey: hasilKeys.list(params),
    queryFn: () => getJson<Page<HasilRow>>('/hasil-sidang', params),
    enabled,
  });
}

export function useHasil(uuid: string | undefined) {
  return useQuery({
    queryKey: hasilKeys.detail(uuid ?? ''),
    queryFn: () => getJson<HasilRow>(`/hasil-sidang/${uuid}`),
    enabled: Boolean(uuid),
  });
}

export function useHasilHistory(uuid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: hasilKeys.history(uuid ?? ''),
    queryFn: () => getJson<HasilHistoryEntry[]>(`/hasil-sidang/${uuid}/history`),
    enabled: Boolean(uuid) && enabled,
  });
}

function useHasilMutation<TBody, TResult>(run: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: hasilKeys.all }),
  });
}

export function usePutNilai(uuid: string) {
  return useHasilMutation(
    async (body: {
      dosenUuid: string;
      nilai: Record<string, number>;
      catatan?: string;
      alasan?: string;
      version: number;
    }) => (await http.put<HasilRow>(`/hasil-sidang/${uuid}/nilai/${body.dosenUuid}`, body)).data,
  );
}

export function useFinalize(uuid: string) {
  return useHasilMutation((body: { keputusan: Keputusan; catatanRevisi?: string; version: number }) =>
    postJson<HasilRow>(`/hasil-sidang/${uuid}/finalize`, body),
  );
}

export function useApproveRevision(uuid: string) {
  return useHasilMutation((body: { version: number }) =>
    postJson<HasilRow>(`/hasil-sidang/${uuid}/revisi-disetujui`, body),
  );
}

export function usePerubahanList(params: Params, enabled = true) {
  return useQuery({
    queryKey: hasilKeys.perubahanList(params),
    queryFn: () => getJson<Page<PerubahanRow>>('/perubahan-nilai', params),
    enabled,
  });
}

export function usePerubahan(uuid: string | undefined) {
  return useQuery({
    queryKey: hasilKeys.perubahan(uuid ?? ''),
    queryFn: () => getJson<PerubahanRow>(`/perubahan-nilai/${uuid}`),
    enabled: Boolean(uuid),
  });
}

export function useCreatePerubahan(hasilUuid: string) {
  return useHasilMutation((body: { dosenUuid: string; nilai: Record<string, number>; alasan: string }) =>
    postJson<PerubahanRow>(`/hasil-sidang/${hasilUuid}/perubahan-nilai`, body),
  );
}

export function useDecidePerubahan(uuid: string) {
  return useHasilMutation(
    (body: { event: 'APPROVE' | 'REJECT'; note?: string; keputusan?: Keputusan; version: number }) =>
      postJson<PerubahanRow>(`/perubahan-nilai/${uuid}/transitions`, body),
  );
}
