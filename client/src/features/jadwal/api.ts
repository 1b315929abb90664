import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  availabilitySchema,
  type CheckJadwal,
  type CreateJadwal,
  checkResultSchema,
  type JadwalRow,
  type JadwalTransition,
  jadwalHistoryEntrySchema,
  jadwalRowSchema,
  type PatchJadwal,
} from '@ujian/shared/jadwal';
import { pageSchema } from '@ujian/shared/paging';
import type { Pengajuan } from '@ujian/shared/pengajuan';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { getBlob, getJson, type Params, patchJson, postJson } from '../../lib/http';
import { accountKeys } from '../account-setting/keys';
import { usePengajuanList } from '../pengajuan/api';
import { rekapKeys } from '../rekap/keys';
import { jadwalKeys } from './keys';

const listSchema = pageSchema(jadwalRowSchema);
/** Availability with the suitability fields the server may add per lecturer (kept, not stripped). */
const availabilityWithFit = availabilitySchema.extend({
  dosen: z.array(
    availabilitySchema.shape.dosen.element.extend({
      cocok: z.boolean().optional(),
      loadPeriode: z.number().int().optional(),
    }),
  ),
});
const parseRow = (data: unknown): JadwalRow => jadwalRowSchema.parse(data);

export async function fetchJadwalPage(params: Params) {
  return listSchema.parse(await getJson<unknown>('/jadwal-sidang', params));
}

export function useJadwalList(params: Params, enabled = true) {
  return useQuery({
    queryKey: jadwalKeys.list(params),
    queryFn: () => fetchJadwalPage(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const rangeParams = (from: string, to: string, extra: Params = {}): Params => ({
  from,
  to,
  page: 1,
  perPage: 100,
  ...extra,
});

/** Every row in a date range (calendar and board views: one page of the largest size is plenty per week). */
export function useJadwalRange(from: string, to: string, extra: Params = {}, enabled = true) {
  return useJadwalList(rangeParams(from, to, extra), enabled);
}

type JadwalPage = z.infer<typeof listSchema>;

/** The first day in `rows` with a sidang still to hold (draft, scheduled or running); null when none. */
export function nextWorkDayIn(rows: readonly JadwalRow[]): string | null {
  return rows.find((r) => r.tanggal && ['draft', 'terjadwal', 'berlangsung'].includes(r.status))?.tanggal ?? null;
}

/**
 * The board's page of `day` (`useJadwalRange(day, day)`) taken from the list of every row from today on,
 * when that list is whole (no later page): the same rows in the same order (`sortBy=mulai` is the range's
 * order too). Undefined when rows may be missing; the board then asks for the day itself.
 */
export function dayPageFrom(upcoming: JadwalPage, day: string): JadwalPage | undefined {
  if (upcoming.page !== 1 || upcoming.data.length < upcoming.total) return undefined;
  const data = upcoming.data.filter((row) => row.tanggal === day);
  return { data, total: data.length, page: 1, perPage: 100 };
}

/**
 * The first day from `today` on with a sidang still to hold; null when none. When the answer holds every
 * row from today on, the board's request for that day is answered from it (no second round trip).
 */
export function useNextWorkDay(today: string) {
  const queryClient = useQueryClient();
  const params: Params = { from: today, page: 1, perPage: 20, sortBy: 'mulai' };
  const query = useQuery({
    queryKey: jadwalKeys.list(params),
    queryFn: async () => {
      const upcoming = await fetchJadwalPage(params);
      const day = nextWorkDayIn(upcoming.data);
      const dayPage = day === null ? undefined : dayPageFrom(upcoming, day);
      if (day !== null && dayPage && queryClient.getQueryData(jadwalKeys.list(rangeParams(day, day))) === undefined)
        queryClient.setQueryData(jadwalKeys.list(rangeParams(day, day)), dayPage);
      return upcoming;
    },
    placeholderData: keepPreviousData,
  });
  return { pending: query.isPending, day: query.data ? nextWorkDayIn(query.data.data) : null };
}

export function useJadwal(uuid: string | undefined) {
  return useQuery({
    queryKey: jadwalKeys.detail(uuid ?? ''),
    queryFn: async () => parseRow(await getJson<unknown>(`/jadwal-sidang/${uuid}`)),
    enabled: Boolean(uuid),
  });
}

export function useJadwalHistory(uuid: string) {
  return useQuery({
    queryKey: jadwalKeys.history(uuid),
    queryFn: async () =>
      z.array(jadwalHistoryEntrySchema).parse(await getJson<unknown>(`/jadwal-sidang/${uuid}/history`)),
  });
}

export function useAvailability(tanggal: string | null, waktuUjianUuid: string | null, pengajuanUuid?: string) {
  return useQuery({
    queryKey: jadwalKeys.availability(tanggal ?? '', waktuUjianUuid ?? '', pengajuanUuid),
    queryFn: async () =>
      availabilityWithFit.parse(
        await getJson<unknown>('/jadwal-sidang/availability', {
          tanggal,
          waktuUjianUuid,
          ...(pengajuanUuid ? { pengajuanUuid } : {}),
        }),
      ),
    enabled: Boolean(tanggal && waktuUjianUuid),
    placeholderData: keepPreviousData,
  });
}

/** `POST /jadwal-sidang/check` as a query: it saves nothing, and a `jadwal:changed` re-runs it. */
export function useClashCheck(body: CheckJadwal | null) {
  return useQuery({
    queryKey: jadwalKeys.check(body ?? ({} as CheckJadwal)),
    queryFn: async () => checkResultSchema.parse(await postJson<unknown>('/jadwal-sidang/check', body)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The clash check of a form as the person types: the body settles for 400 ms before it is sent.
 * Debounced by the body's identity: the caller keeps one object per edit (derived from its reducer
 * state), so a render without an edit neither restarts the wait nor sends again. `checking` covers the
 * wait and the request.
 */
export function useDebouncedCheck(body: CheckJadwal | null) {
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    if (body === settled) return;
    const timer = setTimeout(() => setSettled(body), 400);
    return () => clearTimeout(timer);
  }, [body, settled]);
  const check = useClashCheck(settled);
  return { check, checking: body !== null && (check.isFetching || settled !== body) };
}

/**
 * The pool the board places from: pengajuan sidang in `diverifikasi` (under the pengajuan keys, so a
 * new verification shows up live) and the draft jadwal (under the jadwal keys) that already hold some.
 */
export function useVerifiedPengajuan(enabled = true) {
  const verified = usePengajuanList('sidang', { status: 'diverifikasi', page: 1, perPage: 100 }, enabled);
  const drafts = useJadwalList({ status: 'draft', page: 1, perPage: 100 }, enabled);
  return {
    data: verified.data && drafts.data ? { verified: verified.data.data, drafts: drafts.data.data } : undefined,
    isPending: verified.isPending || drafts.isPending,
    isError: verified.isError || drafts.isError,
    error: verified.error ?? drafts.error,
  };
}
export type VerifiedPengajuan = Pengajuan;

function useRowWriter() {
  const queryClient = useQueryClient();
  return (row: JadwalRow) => {
    queryClient.setQueryData(jadwalKeys.detail(row.uuid), row);
    void queryClient.invalidateQueries({ queryKey: jadwalKeys.all });
  };
}

export type SaveInput = { uuid?: string; body: CreateJadwal | PatchJadwal };

export function useSaveJadwal() {
  const write = useRowWriter();
  return useMutation({
    mutationFn: saveRow,
    onSuccess: write,
  });
}

function saveRow({ uuid, body }: SaveInput): Promise<JadwalRow> {
  return (uuid ? patchJson<unknown>(`/jadwal-sidang/${uuid}`, body) : postJson<unknown>('/jadwal-sidang', body)).then(
    parseRow,
  );
}

/**
 * Save and PUBLISH as one step: the lists refresh once, after both, so no check runs against the
 * half-done draft (the form would show clashes with itself). `onDraft` hears of the draft as soon as
 * it exists, so a PUBLISH refused afterwards is retried on that draft instead of a second one.
 */
export function usePublishJadwal(onDraft: (row: JadwalRow) => void) {
  const write = useRowWriter();
  return useMutation({
    mutationFn: async (input: SaveInput) => {
      const draft = await saveRow(input);
      onDraft(draft);
      return postTransition(draft.uuid, { event: 'PUBLISH', version: draft.version });
    },
    onSuccess: write,
  });
}

/** The sidang as a calendar entry (`.ics`). */
export function downloadJadwalIcs(uuid: string): Promise<Blob> {
  return getBlob(`/jadwal-sidang/${uuid}/ics`);
}

export function postTransition(uuid: string, input: JadwalTransition): Promise<JadwalRow> {
  return postJson<unknown>(`/jadwal-sidang/${uuid}/transitions`, input).then(parseRow);
}

export function useJadwalTransition() {
  const write = useRowWriter();
  return useMutation({
    mutationFn: ({ uuid, ...input }: JadwalTransition & { uuid: string }) => postTransition(uuid, input),
    onSuccess: write,
  });
}

const calendarSchema = z.object({ url: z.string() });

export function useCalendarFeed(enabled = true) {
  return useQuery({
    queryKey: accountKeys.calendar(),
    queryFn: async () => calendarSchema.parse(await getJson<unknown>('/account/calendar')),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => calendarSchema.parse(await postJson<unknown>('/account/calendar/rotate')),
    onSuccess: (feed) => queryClient.setQueryData(accountKeys.calendar(), feed),
  });
}

export const rekapJadwalSchema = z.object({
  rows: z.array(jadwalRowSchema),
  perHari: z.array(z.object({ tanggal: z.string(), n: z.number() })),
  perRuangan: z.array(z.object({ ruanganUuid: z.string().nullable(), nama: z.string().nullable(), n: z.number() })),
  perDosen: z.array(
    z.object({
      dosenUuid: z.string(),
      nama: z.string(),
      ketua: z.number(),
      sekretaris: z.number(),
      penguji: z.number(),
      pembimbing: z.number(),
      total: z.number(),
    }),
  ),
  total: z.number(),
});
export type RekapJadwal = z.infer<typeof rekapJadwalSchema>;

export function useRekapJadwal(params: Params) {
  return useQuery({
    queryKey: rekapKeys.jadwalSidang(params),
    queryFn: async () => rekapJadwalSchema.parse(await getJson<unknown>('/rekap/jadwal-sidang', params)),
    placeholderData: keepPreviousData,
  });
}

export function downloadRekapXlsx(params: Params): Promise<Blob> {
  return getBlob('/rekap/jadwal-sidang/export.xlsx', params);
}
