import type { AnyEvent, EventData } from '@ujian/shared/events';

type PengajuanKind = EventData<'pengajuan:status'>['kind'];
type Recap = EventData<'rekap:changed'>['recap'];

/**
 * The TanStack Query keys of the live parts of the portal. Features build their keys here, so a
 * socket event invalidates exactly the screens it touches (prefix match: `['jadwal']` also refreshes
 * `['jadwal', uuid]` and `['jadwal', 'list', {...}]`).
 */
export const queryKeys = {
  pengajuanAll: (kind: PengajuanKind) => ['pengajuan', kind] as const,
  pengajuan: (kind: PengajuanKind, uuid: string) => ['pengajuan', kind, uuid] as const,
  jadwal: () => ['jadwal'] as const,
  jadwalAutoRun: (runId: string) => ['jadwal', 'auto-run', runId] as const,
  hasil: () => ['hasil'] as const,
  rekap: (recap: Recap) => ['rekap', recap] as const,
  notifikasi: () => ['notifikasi'] as const,
  notifikasiPage: (page: number, perPage: number) => ['notifikasi', 'list', { page, perPage }] as const,
  emailLog: () => ['notifikasi-email'] as const,
  emailLogPage: (params: { q: string; status: string; page: number; perPage: number }) =>
    ['notifikasi-email', 'list', params] as const,
  emailLogDetail: (uuid: string) => ['notifikasi-email', uuid] as const,
};

export type AppQueryKey = readonly unknown[];

/** The keys one event makes stale; `session:revoked` is about the connection, not about data. */
export function queryKeysForEvent(event: AnyEvent): AppQueryKey[] {
  switch (event.type) {
    case 'pengajuan:status':
      return [queryKeys.pengajuanAll(event.data.kind), queryKeys.pengajuan(event.data.kind, event.data.uuid)];
    case 'jadwal:changed':
      return [queryKeys.jadwal()];
    case 'hasil:changed':
      return [queryKeys.hasil()];
    case 'rekap:changed':
      return [queryKeys.rekap(event.data.recap)];
    case 'notifikasi':
      return [queryKeys.notifikasi()];
    case 'jadwal:auto':
      return [queryKeys.jadwalAutoRun(event.data.runId)];
    case 'session:revoked':
      return [];
  }
}

/** What the bridge needs of a QueryClient (the real one, or a recorder in tests). */
export type Invalidator = { invalidateQueries(filters: { queryKey: AppQueryKey }): Promise<unknown> };

/** Invalidates the keys of each event; returns what it invalidated (for logs and tests). */
export function createQueryBridge(client: Invalidator): (event: AnyEvent) => AppQueryKey[] {
  return (event) => {
    const keys = queryKeysForEvent(event);
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    return keys;
  };
}
