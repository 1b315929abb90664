import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jadwalSidang } from '../db/schema/jadwal';
import { insertPayrollLines } from '../features/payroll/write-payroll-lines';

/** The honorarium lines of the finished demo sidang, as finishing them would have written (no events: nobody is signed in yet). */
export async function seedPayrollDemo(tx: Db, now: Date): Promise<void> {
  const finished = await tx
    .select({ uuid: jadwalSidang.uuid })
    .from(jadwalSidang)
    .where(eq(jadwalSidang.status, 'selesai'));
  for (const j of finished) await insertPayrollLines(tx, j.uuid, now);
}
