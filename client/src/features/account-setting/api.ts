import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountSession,
  accountSessionSchema,
  type Preferences,
  type PreferencesPut,
  preferencesSchema,
} from '@ujian/shared/account-setting';
import { type Biodata, type BiodataResponse, biodataResponseSchema } from '@ujian/shared/biodata';
import { pageSchema } from '@ujian/shared/paging';
import { z } from 'zod';
import { deleteJson, getJson, http, postJson } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import { masterKeys } from '../master/keys';
import type { MasterOption } from './biodata-form';
import { accountKeys } from './keys';
import { mergePreferences } from './notification-matrix';

export async function fetchBiodata(): Promise<BiodataResponse> {
  return biodataResponseSchema.parse(await getJson<unknown>('/account/biodata'));
}

export async function saveBiodata(body: Biodata): Promise<BiodataResponse> {
  // lib/http has no PUT helper; the shared instance still carries the bearer header and 401 refresh.
  const response = await http.put<unknown>('/account/biodata', body);
  return biodataResponseSchema.parse(response.data);
}

export function useBiodata() {
  return useQuery({ queryKey: accountKeys.biodata(), queryFn: fetchBiodata });
}

export function useSaveBiodata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBiodata,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.biodata(), saved);
    },
  });
}

const masterOptionSchema = z
  .object({
    uuid: z.string(),
    nama: z.string(),
    kode: z.string().nullish(),
    prodiUuid: z.string().nullish(),
  })
  .loose();
const masterPageSchema = pageSchema(masterOptionSchema);

/** Biodata needs every prodi and peminatan for its selects; the lists are small (tens of rows). */
async function fetchAll(name: 'prodi' | 'peminatan'): Promise<MasterOption[]> {
  const page = masterPageSchema.parse(await getJson<unknown>(`/master/${name}`, { page: 1, perPage: 100 }));
  return page.data;
}

/** Every prodi or peminatan (biodata's selects); `enabled: false` leaves the list unasked. */
export function useAllOptions(name: 'prodi' | 'peminatan', enabled = true) {
  return useQuery({
    queryKey: masterKeys.allOptions(name),
    queryFn: () => fetchAll(name),
    staleTime: 300_000,
    enabled,
  });
}

// ---------------------------------------------------------------- security and sessions

const sessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) });
const changePasswordResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
  endedSessions: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResponseSchema>;

export async function fetchSessions(): Promise<AccountSession[]> {
  return sessionsResponseSchema.parse(await getJson<unknown>('/account/sessions')).data;
}

export function useSessions() {
  // a login elsewhere or an expiry changes the list without an event of ours: look again now and then
  return useQuery({ queryKey: accountKeys.sessions(), queryFn: fetchSessions, refetchInterval: 30_000 });
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await deleteJson<void>(`/account/sessions/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) =>
      changePasswordResponseSchema.parse(await postJson<unknown>('/account/password', body)),
    onSuccess: (result) => {
      // the old access token is refused from now on; this login keeps its refresh token
      const { refreshToken, setTokens } = useSessionStore.getState();
      if (refreshToken) setTokens({ accessToken: result.accessToken, refreshToken });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

// ---------------------------------------------------------------- preferences

export async function fetchPreferences(): Promise<Preferences> {
  return preferencesSchema.parse(await getJson<unknown>('/account/preferences'));
}

export async function savePreferences(body: PreferencesPut): Promise<Preferences> {
  return preferencesSchema.parse((await http.put<unknown>('/account/preferences', body)).data);
}

export function usePreferences() {
  return useQuery({ queryKey: accountKeys.preferences(), queryFn: fetchPreferences });
}

/** Saves one change at once, shown before the server answers and rolled back if it refuses. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    // one after another, so the server merges them in the order they were made
    scope: { id: 'account-preferences' },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.preferences() });
      const previous = queryClient.getQueryData<Preferences>(accountKeys.preferences());
      if (previous) queryClient.setQueryData(accountKeys.preferences(), mergePreferences(previous, body));
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.preferences(), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.preferences(), saved),
  });
}
