import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbilityRule } from '@ujian/shared/ability';
import { type HakAksesMeta, type Role, roleSchema } from '@ujian/shared/hak-akses';
import { z } from 'zod';
import { getJson, patchJson } from '../../lib/http';
import { hakAksesKeys } from './keys';

const metaSchema = z.object({
  subjects: z.array(z.string()),
  actions: z.array(z.string()),
  conditionPresets: z.array(
    z.object({ key: z.string(), label: z.string(), conditions: z.record(z.string(), z.string()) }),
  ),
  conditionPlaceholders: z.array(z.string()),
  conditionFields: z.array(z.string()),
});

export function useRoles() {
  return useQuery({
    queryKey: hakAksesKeys.list(),
    queryFn: async () => z.object({ data: z.array(roleSchema) }).parse(await getJson<unknown>('/hak-akses')).data,
  });
}

export function useRole(id: number) {
  return useQuery({
    queryKey: hakAksesKeys.detail(id),
    queryFn: async () => roleSchema.parse(await getJson<unknown>(`/hak-akses/${id}`)),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useHakAksesMeta() {
  return useQuery({
    queryKey: hakAksesKeys.meta(),
    queryFn: async (): Promise<HakAksesMeta> => metaSchema.parse(await getJson<unknown>('/hak-akses/meta')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveRoleRules(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rules: AbilityRule[]) =>
      roleSchema.parse(await patchJson<unknown>(`/hak-akses/${id}`, { rules })),
    onSuccess: (role: Role) => {
      queryClient.setQueryData(hakAksesKeys.detail(id), role);
      void queryClient.invalidateQueries({ queryKey: hakAksesKeys.list() });
    },
  });
}
