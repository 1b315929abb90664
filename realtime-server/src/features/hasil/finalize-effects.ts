import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surat } from '../../db/schema/surat';
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

/** The student's SKTMT in force for this sidang, if any. */
async function liveSktmtOf(tx: Db, jadwalUuid: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ uuid: surat.uuid })
    .from(surat)
    .where(
      and(eq(surat.jenis, 'sktmt'), eq(surat.status, 'terbit'), sql`${surat.ref} ->> 'jadwalUuid' = ${jadwalUuid}`),
    );
  return row?.uuid;
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
  const live = await liveSktmtOf(tx, after.jadwalUuid);
  if (after.keputusan === 'tidak_lulus') {
    if (live)
      await tx
        .update(surat)
        .set({
          status: 'dicabut',
          alasanCabut: `Perubahan nilai disetujui: nilai akhir ${after.nilaiAkhir} (${after.huruf}), tidak lulus.`,
          version: sql`${surat.version} + 1`,
        })
        .where(eq(surat.uuid, live));
    return;
  }
  const same =
    before.keputusan === after.keputusan && before.nilaiAkhir === after.nilaiAkhir && before.huruf === after.huruf;
  if (live && same) return;
  const issued = await issueSktmt(tx, deps, after);
  if (live && issued)
    await tx
      .update(surat)
      .set({ status: 'diganti', replacedBy: issued.uuid, version: sql`${surat.version} + 1` })
      .where(eq(surat.uuid, live));
}
