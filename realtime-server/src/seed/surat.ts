import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasilSidang } from '../db/schema/hasil';
import { jadwalSidang } from '../db/schema/jadwal';
import { pengajuanSidang } from '../db/schema/pengajuan';
import { issueSktmt, issueSuratPembimbing, issueSuratTugas } from '../features/surat/issue-for-events';

/**
 * The letters the demo rows imply, issued as the events would have issued them: the supervisors'
 * letter of every verified pengajuan sidang, the committee's letter of every published jadwal, the
 * SKTMT of every passed final hasil.
 */
export async function seedSuratDemo(tx: Db, now: Date, appUrl: string): Promise<void> {
  const deps = { appUrl, clock: { now: () => now } };
  const verified = await tx
    .select({ uuid: pengajuanSidang.uuid })
    .from(pengajuanSidang)
    .where(inArray(pengajuanSidang.status, ['diverifikasi', 'dijadwalkan', 'selesai']))
    .orderBy(asc(pengajuanSidang.createdAt));
  for (const p of verified) await issueSuratPembimbing(tx, deps, p.uuid, null);
  const published = await tx
    .select({ uuid: jadwalSidang.uuid })
    .from(jadwalSidang)
    .where(inArray(jadwalSidang.status, ['terjadwal', 'berlangsung', 'selesai']))
    .orderBy(asc(jadwalSidang.createdAt));
  for (const j of published) await issueSuratTugas(tx, deps, j.uuid, null);
  const passed = await tx
    .select({
      jadwalUuid: hasilSidang.jadwalUuid,
      pengajuanUuid: jadwalSidang.pengajuanUuid,
      keputusan: hasilSidang.keputusan,
      nilaiAkhir: hasilSidang.nilaiAkhir,
      huruf: hasilSidang.huruf,
    })
    .from(hasilSidang)
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .where(eq(hasilSidang.status, 'final'));
  for (const h of passed.filter((h) => h.keputusan && h.keputusan !== 'tidak_lulus'))
    await issueSktmt(tx, deps, {
      jadwalUuid: h.jadwalUuid,
      pengajuanUuid: h.pengajuanUuid,
      keputusan: h.keputusan as string,
      nilaiAkhir: h.nilaiAkhir ?? '',
      huruf: h.huruf ?? '',
      byUserId: null,
    });
}
