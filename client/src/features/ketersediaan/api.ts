import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateKetersediaan,
  ketersediaanRowSchema,
  type Pengingat,
  ringkasanRowSchema,
} from '@ujian/shared/ketersediaan';
import { z } from 'zod';
import { deleteJson, getJson, postJson } from '../../lib/http';
import { jadwalKeys } from '../jadwal/keys';
import { ketersediaanKeys } from './keys';

const listSchema = z.object({ data: z.array(ketersediaanRowSchema) });

/** The blocks of one dosen (null: the caller's own) with an occurrence in [from, to]. */
export function useKetersediaan(dosenUuid: string | null, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: ketersediaanKeys.list(dosenUuid, from, to),
    queryFn: async () =>
      listSchema.parse(await getJson<unknown>('/ketersediaan', { from, to, ...(dosenUuid ? { dosenUuid } : {}) })).data,
    enabled,
  });
}

export function useCreateKetersediaan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateKetersediaan) => ketersediaanRowSchema.parse(await postJson('/ketersediaan', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ketersediaanKeys.all }),
  });
}

export function useDeleteKetersediaan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteJson<void>(`/ketersediaan/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ketersediaanKeys.all }),
  });
}

export function useRingkasan(from: string, to: string) {
  return useQuery({
    queryKey: ketersediaanKeys.ringkasan(from, to),
    queryFn: async () =>
      z.object({ rows: z.array(ringkasanRowSchema) }).parse(await getJson('/ketersediaan/ringkasan', { from, to }))
        .rows,
    enabled: from <= to,
  });
}

export function useSendPengingat() {
  return useMutation({
    mutationFn: async (body: Pengingat) =>
      z
        .object({ sent: z.number(), dosenUuids: z.array(z.string()), withoutAccount: z.array(z.string()) })
        .parse(await postJson('/ketersediaan/ringkasan/pengingat', body)),
  });
}

/** Staff ask a block's owner to move or delete it (an automatic run's repair); they are told in-app and by mail. */
export function useAskToFreeBlock() {
  return useMutation({
    mutationFn: async ({ uuid, tanggal }: { uuid: string; tanggal?: string }) =>
      z
        .object({ dosenUuid: z.string(), sent: z.literal(true) })
        .parse(await postJson(`/ketersediaan/${uuid}/permintaan`, tanggal ? { tanggal } : {})),
  });
}

/** Upcoming sidang of a dosen that a block may not cover (published or running). */
export function useUpcomingSidang(dosenUuid: string | null, from: string) {
  const params = { from, perPage: 50, ...(dosenUuid ? { dosenUuid } : { mine: '1' }) };
  return useQuery({
    // a jadwal list: `jadwal:changed` refreshes it
    queryKey: jadwalKeys.list(params),
    queryFn: async () =>
      z
        .object({
          data: z.array(
            z.object({
              uuid: z.string(),
              status: z.string(),
              mulai: z.string().nullable(),
              selesai: z.string().nullable(),
              mahasiswa: z.object({ fullName: z.string() }),
            }),
          ),
        })
        .parse(await getJson('/jadwal-sidang', params))
        .data.filter((j) => j.status === 'terjadwal' || j.status === 'berlangsung'),
  });
}
