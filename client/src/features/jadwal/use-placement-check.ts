import type { JadwalRow } from '@ujian/shared/jadwal';
import { useMemo } from 'react';
import type { useAvailability } from './api';
import { useDebouncedCheck } from './api';
import type { ClashNames } from './clash-text';
import { timeRange } from './format';
import { checkBodyOf, type PlacementState, type PlacementTarget } from './placement-state';
import type { Room } from './schedule-grid';

/**
 * The form's clash check: one body per edit of the state (memoised on the reducer's state, so the
 * debounce sees an edit as a new object and nothing else), sent 400 ms after the last edit.
 */
export function usePlacementCheck(state: PlacementState, pengajuanUuid: string, jadwalUuid: string | undefined) {
  const body = useMemo(() => checkBodyOf(state, pengajuanUuid, jadwalUuid), [state, pengajuanUuid, jadwalUuid]);
  return { body, ...useDebouncedCheck(body) };
}

type Availability = ReturnType<typeof useAvailability>['data'];

/** Names for the clash messages: every lecturer the form has seen, every room, the rows on screen. */
export function useClashNames(
  target: PlacementTarget,
  known: readonly JadwalRow[],
  rooms: readonly Room[],
  availability: Availability,
) {
  const existing = target.jadwal;
  const dosenNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const j of [...known, ...(existing ? [existing] : [])]) {
      for (const m of j.komite) map.set(m.dosenUuid, m.nama);
      for (const p of j.pembimbing) map.set(p.dosenUuid, p.nama);
    }
    for (const p of target.pembimbing ?? []) map.set(p.dosenUuid, p.nama);
    for (const d of availability?.dosen ?? []) map.set(d.uuid, d.nama);
    return map;
  }, [known, existing, target.pembimbing, availability]);
  const names: ClashNames = {
    dosen: (uuid) => dosenNames.get(uuid),
    ruangan: (uuid) =>
      rooms.find((r) => r.uuid === uuid)?.nama ?? availability?.ruangan.find((r) => r.uuid === uuid)?.nama,
    jadwal: (uuid) => {
      const other = known.find((j) => j.uuid === uuid);
      if (!other) return undefined;
      const time = timeRange(other);
      return time ? `${other.mahasiswa.fullName}, ${time}` : other.mahasiswa.fullName;
    },
  };
  return { dosenNames, names };
}
