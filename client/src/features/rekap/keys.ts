import type { EventData } from '@ujian/shared/events';
import type { Params } from '../../lib/http';

export type Recap = EventData<'rekap:changed'>['recap'];

/** One scope per recap, so `rekap:changed {recap}` refreshes that recap's screens and no other. */
export const rekapKeys = {
  all: ['rekap'] as const,
  recap: (recap: Recap) => [...rekapKeys.all, recap] as const,
  pengajuanSidang: (periodeUuid: string | null) => [...rekapKeys.recap('pengajuan-sidang'), { periodeUuid }] as const,
  jadwalSidang: (params: Params) => [...rekapKeys.recap('jadwal-sidang'), params] as const,
};
