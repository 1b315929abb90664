import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageSchema } from '@ujian/shared/paging';
import { sha256Hex as sha256OfBytes } from '@ujian/shared/pdf-signature';
import {
  type Pengaturan,
  type PublicSurat,
  publicSuratSchema,
  type SuratAntrianRow,
  type SuratJenis,
  type SuratLocale,
  type SuratRow,
  suratAntrianRowSchema,
  suratRowSchema,
} from '@ujian/shared/surat';
import { z } from 'zod';
import { getBlob, getJson, http, type Params, postJson } from '../../lib/http';
import { pengaturanKeys, suratKeys } from './keys';

const listSchema = pageSchema(suratRowSchema);

export function useSuratList(jenis: SuratJenis, params: Params) {
  return useQuery({
    queryKey: suratKeys.list(jenis, params),
    queryFn: async () => listSchema.parse(await getJson<unknown>('/surat', { jenis, ...params })),
    placeholderData: keepPreviousData,
  });
}

/** The letter's PDF in the reader's language, or in `lang` (`id`: the Indonesian original). */
export async function fetchSuratPdf(uuid: string, lang?: SuratLocale): Promise<Blob> {
  return getBlob(`/surat/${uuid}/pdf`, lang ? { lang } : undefined);
}

export function useRevokeSurat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, alasan, version }: { uuid: string; alasan: string; version: number }) =>
      postJson<SuratRow>(`/surat/${uuid}/revoke`, { alasan, version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suratKeys.all }),
  });
}

/** A revoked letter issued again under a new number (admin). */
export function useReissueSurat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, version }: { uuid: string; version: number }) =>
      postJson<SuratRow>(`/surat/${uuid}/reissue`, { version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suratKeys.all }),
  });
}

const antrianSchema = z.object({ data: z.array(suratAntrianRowSchema) });

/** Letters events need that wait or could not be made (admin). */
export function useSuratAntrian(enabled: boolean) {
  return useQuery({
    queryKey: suratKeys.antrian(),
    queryFn: async () => antrianSchema.parse(await getJson<unknown>('/surat/antrian')).data,
    enabled,
  });
}

export function useRetrySurat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<SuratAntrianRow, 'uuid' | 'version'>) =>
      postJson<{ status: 'terbit' }>(`/surat/antrian/${row.uuid}/retry`, { version: row.version }),
    // a retry that fails again changes the row too (its attempts and error)
    onSettled: () => void queryClient.invalidateQueries({ queryKey: suratKeys.all }),
  });
}

export type NotaDinasSidang = {
  mahasiswa: string;
  nim: string | null;
  tanggal: string;
  waktu: string;
  tempat: string;
  status: string;
};

export function useNotaDinasPreview(params: { from: string; to: string; prodiUuid?: string }, enabled: boolean) {
  return useQuery({
    queryKey: suratKeys.notaPreview(params),
    queryFn: () => getJson<{ sidang: NotaDinasSidang[] }>('/surat/nota-dinas/preview', params),
    enabled,
  });
}

export function useIssueNotaDinas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: string; to: string; prodiUuid?: string; perihal?: string }) =>
      postJson<SuratRow>('/surat/nota-dinas', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suratKeys.all }),
  });
}

export function usePublicSurat(kode: string) {
  return useQuery({
    queryKey: suratKeys.public(kode),
    queryFn: async () =>
      publicSuratSchema.parse(await getJson<unknown>(`/public/surat/${encodeURIComponent(kode)}`)) as PublicSurat,
    retry: false,
  });
}

export type PengaturanBody = Pengaturan & { version: number };

export function usePengaturan(enabled = true) {
  return useQuery({ queryKey: pengaturanKeys.all, queryFn: () => getJson<PengaturanBody>('/pengaturan'), enabled });
}

export function useSavePengaturan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PengaturanBody) => http.put<PengaturanBody>('/pengaturan', body).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(pengaturanKeys.all, saved),
  });
}

export async function previewPengaturanPdf(settings: Pengaturan): Promise<Blob> {
  return (await http.post<Blob>('/pengaturan/preview.pdf', settings, { responseType: 'blob' })).data;
}

/** SHA-256 of a file, in the browser, as lowercase hex (the letter's `sha256`). */
export async function sha256Hex(file: Blob): Promise<string> {
  // plain JavaScript: crypto.subtle exists only on HTTPS and localhost, and portals run on plain HTTP too
  return sha256OfBytes(new Uint8Array(await file.arrayBuffer()));
}
