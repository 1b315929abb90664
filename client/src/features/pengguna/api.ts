import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PenggunaCreate } from '@ujian/shared/auth';
import { roleSchema } from '@ujian/shared/hak-akses';
import { pageSchema } from '@ujian/shared/paging';
import { type Pengguna, type PenggunaPatch, penggunaSchema } from '@ujian/shared/pengguna';
import { z } from 'zod';
import type { ListParams } from '../../components/list-query';
import { getJson, patchJson, postJson, postMultipart } from '../../lib/http';
import { accountKeys } from '../account-setting/keys';
import { hakAksesKeys } from '../hak-akses/keys';
import { penggunaKeys } from './keys';

const penggunaPageSchema = pageSchema(penggunaSchema);

export function usePenggunaList(params: ListParams) {
  return useQuery({
    queryKey: penggunaKeys.list(params),
    queryFn: async () => penggunaPageSchema.parse(await getJson<unknown>('/pengguna', params)),
    placeholderData: keepPreviousData,
  });
}

export function usePengguna(id: number) {
  return useQuery({
    queryKey: penggunaKeys.detail(id),
    queryFn: async () => penggunaSchema.parse(await getJson<unknown>(`/pengguna/${id}`)),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** Roles for the role pickers: the hak-akses list (admins may read it), names only. */
export function useRoleNames() {
  return useQuery({
    queryKey: hakAksesKeys.names(),
    queryFn: async () =>
      z
        .object({ data: z.array(roleSchema.pick({ id: true, name: true })) })
        .parse(await getJson<unknown>('/hak-akses'))
        .data.map((r) => r.name),
    staleTime: 60_000,
  });
}

function useChange<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => penggunaSchema.parse(await fn(vars)),
    onSuccess: (saved: Pengguna) => {
      queryClient.setQueryData(penggunaKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: penggunaKeys.all });
    },
  });
}

export function useUpdatePengguna() {
  return useChange(({ id, patch }: { id: number; patch: PenggunaPatch }) => patchJson(`/pengguna/${id}`, patch));
}

export function useApprovePengguna() {
  return useChange((id: number) => postJson(`/pengguna/${id}/approve`));
}

export function useDeactivatePengguna() {
  return useChange((id: number) => postJson(`/pengguna/${id}/deactivate`));
}

export function useSendResetLink() {
  return useMutation({
    mutationFn: async (id: number) =>
      z.object({ message: z.string() }).parse(await postJson<unknown>(`/pengguna/${id}/reset-password-link`)),
  });
}

export function useCreatePengguna() {
  return useChange((body: PenggunaCreate) => postJson('/pengguna', body));
}

const importRowSchema = z.object({
  line: z.number(),
  username: z.string(),
  email: z.string(),
  errors: z.array(z.string()),
});
const importResultSchema = z.object({
  rows: z.array(importRowSchema),
  created: z.number().optional(),
  skipped: z.number().optional(),
});
export type ImportAnswer = z.infer<typeof importResultSchema>;

/** `POST /pengguna/import`: `dryRun` answers the preview; otherwise the valid rows are created. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      if (dryRun) form.append('dryRun', '1');
      form.append('File', file);
      return importResultSchema.parse(await postMultipart<unknown>('/pengguna/import', form));
    },
    onSuccess: (_answer, { dryRun }) => {
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: penggunaKeys.all });
    },
  });
}

/** Whether the signed-in account still waits for an admin (`GET /account/approval`). */
export function useAccountApproval(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.approval(),
    queryFn: async () => z.object({ pending: z.boolean() }).parse(await getJson<unknown>('/account/approval')),
    enabled,
    staleTime: 30_000,
  });
}
