import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MasterName } from '@ujian/shared/ability';
import { auditEntrySchema } from '@ujian/shared/master';
import { pageSchema } from '@ujian/shared/paging';
import { z } from 'zod';
import type { ListParams } from '../../components/list-query';
import { deleteJson, getJson, patchJson, postJson } from '../../lib/http';
import { masterKeys } from './keys';

/** A master row as the lists and the detail read it: a uuid, the active flag and the list's own fields. */
export const masterRowSchema = z.object({ uuid: z.string(), active: z.boolean().optional() }).loose();
export type MasterRow = z.infer<typeof masterRowSchema>;
const masterPageSchema = pageSchema(masterRowSchema);
export type MasterPage = z.infer<typeof masterPageSchema>;

const base = (name: MasterName) => `/master/${name}`;

export async function fetchMasterPage(name: MasterName, params: ListParams): Promise<MasterPage> {
  return masterPageSchema.parse(await getJson<unknown>(base(name), params));
}

export function useMasterList(name: MasterName, params: ListParams) {
  return useQuery({
    queryKey: masterKeys.list(name, params),
    queryFn: () => fetchMasterPage(name, params),
    // The old page stays on screen (dimmed) while the next one loads: no flicker on typing or paging.
    placeholderData: keepPreviousData,
  });
}

export function useMasterRow(name: MasterName, uuid: string | undefined) {
  return useQuery({
    queryKey: masterKeys.detail(name, uuid ?? ''),
    queryFn: async () => masterRowSchema.parse(await getJson<unknown>(`${base(name)}/${uuid}`)),
    enabled: Boolean(uuid),
  });
}

/**
 * Rows for a picker: small lists load whole (100 rows is more than any of them holds), long ones
 * (dosen) are searched on the server as the person types.
 */
export function useMasterOptions(name: MasterName, q = '', enabled = true) {
  return useQuery({
    queryKey: masterKeys.options(name, q),
    queryFn: async () => (await fetchMasterPage(name, { page: 1, perPage: 100, ...(q ? { q } : {}) })).data,
    staleTime: 60_000,
    enabled,
    placeholderData: keepPreviousData,
  });
}

const auditPageSchema = pageSchema(auditEntrySchema);

/** The row's audit trail, newest first (the last 20 changes). */
export function useMasterAudit(name: MasterName, uuid: string) {
  return useQuery({
    queryKey: masterKeys.audit(name, uuid),
    queryFn: async () =>
      auditPageSchema.parse(await getJson<unknown>('/audit', { entity: name, entityId: uuid, perPage: 20 })),
  });
}

export function useSaveMasterRow(name: MasterName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, body }: { uuid?: string; body: Record<string, unknown> }) =>
      masterRowSchema.parse(
        uuid ? await patchJson<unknown>(`${base(name)}/${uuid}`, body) : await postJson<unknown>(base(name), body),
      ),
    onSuccess: (row) => {
      queryClient.setQueryData(masterKeys.detail(name, row.uuid), row);
      void queryClient.invalidateQueries({ queryKey: masterKeys.all(name) });
    },
  });
}

export function useDeleteMasterRow(name: MasterName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteJson<unknown>(`${base(name)}/${uuid}`),
    onSuccess: (_data, uuid) => {
      queryClient.removeQueries({ queryKey: masterKeys.detail(name, uuid) });
      void queryClient.invalidateQueries({ queryKey: masterKeys.all(name) });
    },
  });
}
