import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { writePayrollLines } from '../payroll/write-payroll-lines';
import { hasLiveSurat, revokeSuratOf } from '../surat/issue-for-events';
import type { IssueDeps } from '../surat/issue-surat';
import { queueSurat } from '../surat/letter-queue';

/** The student's SKTMT, issued right after the result commits (a letter that fails never undoes it). */
function queueSktmt(tx: Db, deps: IssueDeps, hasil: FinalHasil): Promise<void> {
  const { jadwalUuid, pengajuanUuid, keputusan, nilaiAkhir, huruf } = hasil;
  return queueSurat(
    tx,
    deps,
    { jenis: 'sktmt', args: { jadwalUuid, pengajuanUuid, keputusan, nilaiAkhir, huruf } },
    hasil.byUserId,
  );
}

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
 * rates and tax of today); on a pass, the student's SKTMT letter is queued and issued after commit.
 */
export async function onHasilFinal(
  tx: Db,
  deps: IssueDeps & { logger?: Pick<Logger, 'warn'> },
  hasil: FinalHasil,
): Promise<void> {
  // the logger hears of a role without a rate: its line is left out, not paid at zero
  await writePayrollLines(tx, hasil.jadwalUuid, deps.clock.now(), deps.logger);
  if (hasil.keputusan !== 'tidak_lulus') await queueSktmt(tx, deps, hasil);
}

/**
 * Inside the transaction of an approved perubahan nilai on a final hasil. The SKTMT prints the final
 * score, grade and decision, so the letter in force follows them: revoked when the result becomes a
 * fail, issued when it becomes a pass, replaced (the old one `diganti`) when a pass changes figures.
 */
export async function onHasilChanged(
  tx: Db,
  deps: IssueDeps,
  before: Pick<FinalHasil, 'keputusan' | 'nilaiAkhir' | 'huruf'>,
  after: FinalHasil,
): Promise<void> {
  if (after.keputusan === 'tidak_lulus') {
    const alasan = `Perubahan nilai disetujui: nilai akhir ${after.nilaiAkhir} (${after.huruf}), tidak lulus.`;
    await revokeSuratOf(tx, 'sktmt', after.jadwalUuid, alasan);
    return;
  }
  const same =
    before.keputusan === after.keputusan && before.nilaiAkhir === after.nilaiAkhir && before.huruf === after.huruf;
  if (same && (await hasLiveSurat(tx, 'sktmt', after.jadwalUuid))) return;
  await queueSktmt(tx, deps, after);
}
