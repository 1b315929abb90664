import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@ujian/shared/paging';
import type { SyncPreview, SyncReport, SyncRun } from '@ujian/shared/sync-dosen';
import { getJson, postJson, postMultipart } from '../../lib/http';
import { masterKeys } from '../master/keys';
import { syncDosenKeys } from './keys';

export type PreviewRequest =
  | { kind: 'file'; file: File; deactivateMissing: boolean }
  | { kind: 'url'; sourceUrl: string; deactivateMissing: boolean };

/** The multipart body of a file preview; fields first, because the server reads the parts in order. */
export function previewFormData(file: File, deactivateMissing: boolean): FormData {
  const form = new FormData();
  form.append('deactivateMissing', String(deactivateMissing));
  form.append('file', file, file.name);
  return form;
}

/** The JSON body of a source preview; an empty URL means the server's configured source. */
export function previewJsonBody(
  sourceUrl: string,
  deactivateMissing: boolean,
): { sourceUrl?: string; deactivateMissing: boolean } {
  const url = sourceUrl.trim();
  return url ? { sourceUrl: url, deactivateMissing } : { deactivateMissing };
}

export function useSyncPreview() {
  return useMutation({
    mutationFn: (request: PreviewRequest): Promise<SyncPreview> =>
      request.kind === 'file'
        ? postMultipart<SyncPreview>('/sync-dosen/preview', previewFormData(request.file, request.deactivateMissing))
        : postJson<SyncPreview>('/sync-dosen/preview', previewJsonBody(request.sourceUrl, request.deactivateMissing)),
  });
}

export function useSyncApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      postJson<{ id: string; report: SyncReport; appliedAt: string }>('/sync-dosen/apply', { previewId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: syncDosenKeys.runs() });
      // The lecturer list (and pickers) changed.
      void queryClient.invalidateQueries({ queryKey: masterKeys.all('dosen') });
    },
  });
}

export function useSyncRuns(page: number, perPage: number) {
  return useQuery({
    queryKey: syncDosenKeys.runsPage(page, perPage),
    queryFn: () => getJson<Page<SyncRun>>('/sync-dosen/runs', { page, perPage }),
    placeholderData: keepPreviousData,
  });
}
