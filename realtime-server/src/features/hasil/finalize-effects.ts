import type { Db } from '../../db/client';

export type FinalHasil = {
  uuid: string;
  jadwalUuid: string;
  pengajuanUuid: string;
  keputusan: 'lulus' | 'lulus_revisi' | 'tidak_lulus';
  nilaiAkhir: string;
  huruf: string;
  byUserId: number;
};

/**
 * Called inside the finalize transaction, after the hasil is final, the jadwal finished and the
 * pengajuan's result recorded. This is where the honorarium payroll lines (one per committee member
 * and supervisor, at the rates of the day) and, on a pass, the SKTMT letter plug in, so that they are
 * written in the same transaction as the result or not at all. Nothing else is done here yet.
 */
export async function onHasilFinal(_tx: Db, _hasil: FinalHasil): Promise<void> {}
