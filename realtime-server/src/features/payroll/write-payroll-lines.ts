import { type PayrollPeran, pajakOf } from '@ujian/shared/payroll';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen, prodi } from '../../db/schema/master';
import { payrollLine, tarifHonorarium } from '../../db/schema/payroll';
import { pengajuanPembimbing } from '../../db/schema/pengajuan';
import { publish } from '../../events/publish';
import { jakartaDateOf } from '../../lib/jakarta-time';
import { recipientsOf } from '../pengajuan/pengajuan-read';
import { loadPengaturan } from '../pengaturan/pengaturan';

type Warn = Pick<Logger, 'warn'>;

/** Both penguji seats are paid the one `penguji` rate. */
function payrollPeranOf(seat: string): PayrollPeran | undefined {
  if (seat === 'penguji1' || seat === 'penguji2') return 'penguji';
  if (seat === 'ketua' || seat === 'sekretaris') return seat;
  return undefined;
}

/**
 * The lines a finished jadwal pays, inserted once (the unique key makes a repeat a no-op): the
 * committee and the pembimbing at the active rate of the student's prodi's jenjang and the pajakPersen
 * of this moment. Returns how many were new; publishes nothing (the demo seed uses it outside
 * withEvents).
 */
export async function insertPayrollLines(tx: Db, jadwalUuid: string, now: Date, log?: Warn): Promise<number> {
  const [jadwal] = await tx
    .select({
      tanggal: jadwalSidang.tanggal,
      prodiUuid: jadwalSidang.prodiUuid,
      pengajuanUuid: jadwalSidang.pengajuanUuid,
      jenjangUuid: prodi.jenjangUuid,
    })
    .from(jadwalSidang)
    .leftJoin(prodi, eq(prodi.uuid, jadwalSidang.prodiUuid))
    .where(eq(jadwalSidang.uuid, jadwalUuid));
  if (!jadwal) return 0;

  const komite = await tx
    .select({ dosenUuid: jadwalKomite.dosenUuid, peran: jadwalKomite.peran })
    .from(jadwalKomite)
    .where(eq(jadwalKomite.jadwalUuid, jadwalUuid));
  const pembimbing = await tx
    .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
    .from(pengajuanPembimbing)
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), eq(pengajuanPembimbing.pengajuanUuid, jadwal.pengajuanUuid)));
  const members: Array<{ dosenUuid: string; peran: PayrollPeran }> = [
    ...komite.flatMap((k) => {
      const peran = payrollPeranOf(k.peran);
      return peran ? [{ dosenUuid: k.dosenUuid, peran }] : [];
    }),
    ...pembimbing.map((p) => ({ dosenUuid: p.dosenUuid, peran: 'pembimbing' as const })),
  ];
  if (members.length === 0) return 0;

  const rates = jadwal.jenjangUuid
    ? await tx
        .select({ peran: tarifHonorarium.peran, jumlah: tarifHonorarium.jumlah })
        .from(tarifHonorarium)
        .where(
          and(
            eq(tarifHonorarium.jenjangUuid, jadwal.jenjangUuid),
            eq(tarifHonorarium.active, true),
            inArray(
              tarifHonorarium.peran,
              members.map((m) => m.peran),
            ),
          ),
        )
    : [];
  const rateOf = new Map(rates.map((r) => [r.peran, r.jumlah]));
  const { pajakPersen } = await loadPengaturan(tx);
  // the day of `now` for a jadwal that somehow has no date
  const tanggal = jadwal.tanggal ?? jakartaDateOf(now);

  const values = [];
  const missing = new Set<string>();
  for (const m of members) {
    const jumlah = rateOf.get(m.peran);
    if (jumlah === undefined) {
      missing.add(m.peran);
      continue;
    }
    const pajak = pajakOf(jumlah, pajakPersen);
    values.push({
      jadwalUuid,
      dosenUuid: m.dosenUuid,
      peran: m.peran,
      jumlah,
      pajak,
      neto: jumlah - pajak,
      tanggal,
      prodiUuid: jadwal.prodiUuid,
      createdAt: now,
    });
  }
  // a missing rate is the admin's to fix in the master list; the sidang still finishes
  if (missing.size > 0)
    log?.warn(
      { jadwalUuid, jenjangUuid: jadwal.jenjangUuid, peran: [...missing] },
      'payroll: no active honorarium rate for these roles; no line written for them',
    );
  if (values.length === 0) return 0;
  const written = await tx
    .insert(payrollLine)
    .values(values)
    .onConflictDoNothing({ target: [payrollLine.jadwalUuid, payrollLine.dosenUuid, payrollLine.peran] })
    .returning({ uuid: payrollLine.uuid });
  return written.length;
}

/**
 * Runs in the caller's withEvents transaction when a jadwal becomes `selesai`: writes its payroll lines
 * once and tells the staff who see its prodi's recap and the lecturers paid (`rekap:changed
 * {recap:"payroll"}`) in the same transaction. Writing again for the same jadwal changes nothing and tells nobody.
 */
export async function writePayrollLines(tx: Db, jadwalUuid: string, now: Date, log?: Warn): Promise<number> {
  const written = await insertPayrollLines(tx, jadwalUuid, now, log);
  if (written === 0) return 0;
  const [jadwal] = await tx
    .select({ prodiUuid: jadwalSidang.prodiUuid })
    .from(jadwalSidang)
    .where(eq(jadwalSidang.uuid, jadwalUuid));
  const { staff } = await recipientsOf(tx, { userId: 0, prodiUuid: jadwal?.prodiUuid ?? null });
  // the lecturers paid see "My honorarium" change live too
  const paid = await tx
    .selectDistinct({ userId: dosen.userId })
    .from(payrollLine)
    .innerJoin(dosen, eq(dosen.uuid, payrollLine.dosenUuid))
    .where(and(eq(payrollLine.jadwalUuid, jadwalUuid), isNotNull(dosen.userId)));
  const lecturers = paid.flatMap((p) => (p.userId === null ? [] : [p.userId]));
  await publish(tx, [...staff, ...lecturers], 'rekap:changed', { recap: 'payroll' });
  return written;
}
