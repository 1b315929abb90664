import type { CheckJadwal } from '@ujian/shared/jadwal';
import type { Params } from '../../lib/http';

/**
 * Every jadwal key hangs under `all`, so `jadwal:changed` refreshes rows, lists, the board, open
 * clash checks and auto-plan runs at once (prefix match). The calendar feed is the account's
 * (`accountKeys`), the recap is under `rekapKeys` and follows `rekap:changed`.
 */
export const jadwalKeys = {
  all: ['jadwal'] as const,
  list: (params: Params) => [...jadwalKeys.all, 'list', params] as const,
  /** The caller's own jadwal (student home). */
  mine: () => [...jadwalKeys.all, 'mine'] as const,
  detail: (uuid: string) => [...jadwalKeys.all, 'detail', uuid] as const,
  history: (uuid: string) => [...jadwalKeys.detail(uuid), 'history'] as const,
  availability: (tanggal: string, waktuUjianUuid: string, pengajuanUuid?: string) =>
    [...jadwalKeys.all, 'availability', { tanggal, waktuUjianUuid, pengajuanUuid }] as const,
  check: (body: CheckJadwal) => [...jadwalKeys.all, 'check', body] as const,
  /** One auto-plan run; its `jadwal:auto` events invalidate exactly this key. */
  autoRun: (runId: string) => [...jadwalKeys.all, 'auto-run', runId] as const,
};
