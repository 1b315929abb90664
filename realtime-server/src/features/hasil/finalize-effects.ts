import type { Db } from '../../db/client';
import { writePayrollLines } from '../payroll/write-payroll-lines';
import { issueSktmt } from '../surat/issue-for-events';
import type { IssueDeps } from '../surat/issue-surat';

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
 * pengajuan's result recorded: what a final result brings with it is written in the same
 * transaction as the result or not at all: the honorarium lines of the finished sidang (at the
 * rates and tax of today) and, on a pass, the student's SKTMT letter.
 */
export async function onHasilFinal(tx: Db, deps: IssueDeps, hasil: FinalHasil): Promise<void> {
  await writePayrollLines(tx, hasil.jadwalUuid, deps.clock.now());
  if (hasil.keputusan !== 'tidak_lulus') await issueSktmt(tx, deps, hasil);
}
