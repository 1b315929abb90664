import type { AnyEvent } from '@ujian/shared/events';
import { hasilKeys } from '../features/hasil/keys';
import { jadwalKeys } from '../features/jadwal/keys';
import { ketersediaanKeys } from '../features/ketersediaan/keys';
import { notifikasiKeys } from '../features/notifikasi/keys';
import { pengajuanKeys } from '../features/pengajuan/keys';
import { rekapKeys } from '../features/rekap/keys';

export type AppQueryKey = readonly unknown[];

/**
 * The keys one event makes stale, built by the features' own key factories, so an event refreshes
 * exactly the screens it touches (prefix match: `jadwalKeys.all` also refreshes every jadwal list,
 * row and check). `session:revoked` is about the connection, not about data.
 */
export function queryKeysForEvent(event: AnyEvent): AppQueryKey[] {
  switch (event.type) {
    case 'pengajuan:status':
      return [pengajuanKeys.all(event.data.kind), pengajuanKeys.detail(event.data.kind, event.data.uuid)];
    case 'jadwal:changed':
      // every list showing a sidang's date, room or status follows it: hasil rows carry their jadwal's
      return [jadwalKeys.all, hasilKeys.all];
    case 'hasil:changed':
      return [hasilKeys.all];
    case 'rekap:changed':
      return [rekapKeys.recap(event.data.recap)];
    case 'notifikasi':
      return [notifikasiKeys.all];
    case 'jadwal:auto':
      return [jadwalKeys.autoRun(event.data.runId)];
    case 'ketersediaan:changed':
      // a lecturer's week, the staff's view of it and the summary
      return [ketersediaanKeys.all];
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
