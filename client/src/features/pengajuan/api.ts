import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageSchema } from '@ujian/shared/paging';
import {
  type Berkas,
  berkasSchema,
  type CreatePengajuanBody,
  historyItemSchema,
  type Pengajuan,
  type PengajuanKind,
  pengajuanSchema,
  type UpdatePengajuanBody,
} from '@ujian/shared/pengajuan';
import { z } from 'zod';
import { deleteJson, getBlob, getJson, type Params, patchJson, postJson, postMultipart } from '../../lib/http';
import { masterKeys } from '../master/keys';
import { clientConfigKeys, pengajuanKeys } from './keys';
import { kindConfigs } from './kinds';

const api = (kind: PengajuanKind) => `/${kindConfigs[kind].path}`;
const listSchema = pageSchema(pengajuanSchema);
const historySchema = z.array(historyItemSchema);

const parseRow = (data: unknown) => pengajuanSchema.parse(data) as Pengajuan;

export function usePengajuan(kind: PengajuanKind, uuid: string | undefined) {
  return useQuery({
    queryKey: pengajuanKeys.detail(kind, uuid ?? ''),
    queryFn: async () => parseRow(await getJson<unknown>(`${api(kind)}/${uuid}`)),
    enabled: Boolean(uuid),
  });
}

export function useHistory(kind: PengajuanKind, uuid: string) {
  return useQuery({
    queryKey: pengajuanKeys.history(kind, uuid),
    queryFn: async () => historySchema.parse(await getJson<unknown>(`${api(kind)}/${uuid}/history`)),
  });
}

export async function fetchPengajuanPage(kind: PengajuanKind, params: Params) {
  const page = listSchema.parse(await getJson<unknown>(api(kind), params));
  return { ...page, data: page.data as Pengajuan[] };
}

export function usePengajuanList(kind: PengajuanKind, params: Params, enabled = true) {
  return useQuery({
    queryKey: pengajuanKeys.list(kind, params),
    queryFn: () => fetchPengajuanPage(kind, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A student's own pengajuan of one kind, newest first (the server shows a student only their own). */
export function useMyPengajuan(kind: PengajuanKind, enabled: boolean) {
  return useQuery({
    queryKey: pengajuanKeys.mine(kind),
    queryFn: async () => (await fetchPengajuanPage(kind, { page: 1, perPage: 5, sortBy: '-createdAt' })).data,
    enabled,
  });
}

/** Whether the signed-in student's sidang ended `lulus`: a yudisium needs it (DOMAIN.md). */
export function useHasLulusSidang(enabled: boolean) {
  return useQuery({
    queryKey: pengajuanKeys.lulus(),
    queryFn: async () =>
      (await fetchPengajuanPage('sidang', { status: 'selesai', page: 1, perPage: 100 })).data.some(
        (row) => row.hasil === 'lulus',
      ),
    enabled,
  });
}

function useRowWriter(kind: PengajuanKind) {
  const queryClient = useQueryClient();
  return (row: Pengajuan) => {
    queryClient.setQueryData(pengajuanKeys.detail(kind, row.uuid), row);
    void queryClient.invalidateQueries({ queryKey: pengajuanKeys.all(kind) });
  };
}

export function useSavePengajuan(kind: PengajuanKind) {
  const write = useRowWriter(kind);
  return useMutation({
    mutationFn: async ({ uuid, body }: { uuid?: string; body: CreatePengajuanBody | UpdatePengajuanBody }) =>
      parseRow(
        uuid ? await patchJson<unknown>(`${api(kind)}/${uuid}`, body) : await postJson<unknown>(api(kind), body),
      ),
    onSuccess: write,
  });
}

export type TransitionInput = { event: string; note?: string; version: number };

export function useTransition(kind: PengajuanKind, uuid: string) {
  const write = useRowWriter(kind);
  return useMutation({
    mutationFn: async ({ event, note, version }: TransitionInput) =>
      parseRow(
        await postJson<unknown>(`${api(kind)}/${uuid}/transitions`, { event, version, ...(note ? { note } : {}) }),
      ),
    onSuccess: write,
  });
}

export async function uploadBerkas(
  kind: PengajuanKind,
  uuid: string,
  jenis: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Berkas> {
  const form = new FormData();
  form.append('jenis', jenis);
  form.append('File', file, file.name);
  return berkasSchema.parse(await postMultipart<unknown>(`${api(kind)}/${uuid}/berkas`, form, onProgress));
}

export function useDeleteBerkas(kind: PengajuanKind, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (berkasUuid: string) => deleteJson<unknown>(`${api(kind)}/${uuid}/berkas/${berkasUuid}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pengajuanKeys.detail(kind, uuid) }),
  });
}

/** Saves a blob under a name, the way a download link would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadBerkas(kind: PengajuanKind, uuid: string, berkas: Pick<Berkas, 'uuid' | 'filename'>) {
  saveBlob(await getBlob(`${api(kind)}/${uuid}/berkas/${berkas.uuid}`), berkas.filename);
}

/** The list's workbook (`/<kind>/export.xlsx` with the list's filters). */
export function downloadPengajuanXlsx(kind: PengajuanKind, params: Params): Promise<Blob> {
  return getBlob(`${api(kind)}/export.xlsx`, params);
}

const statusRows = z.object({
  data: z.array(
    z.object({ kode: z.string(), warna: z.string().optional(), label: z.record(z.string(), z.string()).optional() }),
  ),
});

/** The status master's rows (colour and label per code), for those who may read it. */
export function useStatusMaster(enabled: boolean) {
  return useQuery({
    queryKey: masterKeys.display('status-pengajuan-sidang'),
    queryFn: async () =>
      statusRows.parse(await getJson<unknown>('/master/status-pengajuan-sidang', { page: 1, perPage: 100 })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /config`: `maxUploadMb` when the server tells it (older servers do not: the contract's 10). */
export function useUploadLimitMb(fallback: number) {
  return useQuery({
    queryKey: clientConfigKeys.all,
    queryFn: async () => getJson<{ maxUploadMb?: unknown }>('/config'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (config) => (typeof config.maxUploadMb === 'number' ? config.maxUploadMb : fallback),
  });
}
