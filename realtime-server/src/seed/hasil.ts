import {
  dec,
  defaultKomponenNilai,
  defaultSkalaNilai,
  gradeOf,
  nilaiAkhirOf,
  weightedTotal,
} from '@ujian/shared/hasil';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasilNilai, hasilSidang, komponenNilai, perubahanNilai, skalaNilai } from '../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen } from '../db/schema/master';
import { pengajuanSidang } from '../db/schema/pengajuan';

/**
 * What every database needs to score a sidang: the grade scale of CONTRACT.md and a rubric whose
 * weights sum to 100. Seeded only into empty lists: admins edit them afterwards.
 */
export async function seedHasilMasters(db: Db): Promise<void> {
  const [skala] = await db.select({ n: sql<number>`count(*)::int` }).from(skalaNilai);
  if (!skala?.n)
    await db.insert(skalaNilai).values(defaultSkalaNilai.map((s) => ({ ...s, nilaiMin: Number(s.nilaiMin) })));
  const [komponen] = await db.select({ n: sql<number>`count(*)::int` }).from(komponenNilai);
  if (!komponen?.n)
    await db.insert(komponenNilai).values(defaultKomponenNilai.map((k) => ({ ...k, bobot: Number(k.bobot) })));
}

/**
 * Demo results (CONTRACT.md "Demo data additions"): every finished demo jadwal without a hasil gets
 * a final one (each examiner's scores in the history, the decision of its pengajuan), and the first
 * gets one perubahan nilai `diajukan` by its chair. Runs after the jadwal demo data; does nothing
 * without a finished jadwal that has a committee.
 */
export async function seedHasilDemo(tx: Db, now: Date): Promise<void> {
  const finished = await tx
    .select({ uuid: jadwalSidang.uuid, pengajuanUuid: jadwalSidang.pengajuanUuid, hasil: pengajuanSidang.hasil })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .where(
      and(
        eq(jadwalSidang.status, 'selesai'),
        sql`not exists (select 1 from ${hasilSidang} h where h.jadwal_uuid = ${jadwalSidang.uuid})`,
      ),
    );
  const komponen = (
    await tx
      .select({ kode: komponenNilai.kode, nama: komponenNilai.nama, bobot: komponenNilai.bobot })
      .from(komponenNilai)
      .where(eq(komponenNilai.active, true))
      .orderBy(asc(komponenNilai.urutan))
  ).map((k) => ({ ...k, bobot: String(k.bobot) }));
  const skala = await tx.select().from(skalaNilai).where(eq(skalaNilai.active, true));
  let firstDone = false;
  for (const jadwal of finished) {
    const komite = await tx
      .select({ dosenUuid: jadwalKomite.dosenUuid, peran: jadwalKomite.peran, userId: dosen.userId })
      .from(jadwalKomite)
      .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
      .where(eq(jadwalKomite.jadwalUuid, jadwal.uuid));
    if (komite.length === 0 || komponen.length === 0) continue;
    const sets = komite.map((_, i) =>
      Object.fromEntries(komponen.map((k, j) => [k.kode, dec(82 + ((i * 3 + j * 2) % 7)).toFixed(2)])),
    );
    const totals = sets.map((s) => weightedTotal(s, komponen));
    const nilaiAkhir = nilaiAkhirOf(totals)!;
    const grade = gradeOf(nilaiAkhir, skala);
    const keputusan = jadwal.hasil ?? 'lulus';
    const [hasil] = await tx
      .insert(hasilSidang)
      .values({
        jadwalUuid: jadwal.uuid,
        status: 'final',
        komponen,
        nilaiAkhir: nilaiAkhir.toFixed(2),
        huruf: grade?.huruf ?? null,
        lulus: grade?.lulus ?? null,
        keputusan,
        catatanRevisi: keputusan === 'lulus_revisi' ? 'Perbaiki penulisan bab 4.' : null,
        finalizedAt: now,
        version: komite.length + 2,
      })
      .returning({ uuid: hasilSidang.uuid });
    for (const [i, m] of komite.entries())
      await tx.insert(hasilNilai).values({
        hasilUuid: hasil!.uuid,
        dosenUuid: m.dosenUuid,
        nilai: sets[i]!,
        total: totals[i]!.toFixed(4),
        source: 'entry',
        byUserId: m.userId,
        at: now,
      });
    const ketua = komite.find((m) => m.peran === 'ketua') ?? komite[0]!;
    if (!firstDone) {
      firstDone = true;
      const k = komite.indexOf(ketua);
      const nilaiBaru = Object.fromEntries(komponen.map((c) => [c.kode, dec(sets[k]![c.kode]!).plus(3).toFixed(2)]));
      const newTotals = totals.map((t, i) => (i === k ? weightedTotal(nilaiBaru, komponen) : t));
      const newAkhir = nilaiAkhirOf(newTotals)!;
      await tx.insert(perubahanNilai).values({
        hasilUuid: hasil!.uuid,
        dosenUuid: ketua.dosenUuid,
        nilaiLama: sets[k]!,
        nilaiBaru,
        totalLama: totals[k]!.toFixed(4),
        totalBaru: newTotals[k]!.toFixed(4),
        nilaiAkhirLama: nilaiAkhir.toFixed(2),
        hurufLama: grade?.huruf ?? null,
        nilaiAkhirBaru: newAkhir.toFixed(2),
        hurufBaru: gradeOf(newAkhir, skala)?.huruf ?? null,
        alasan: 'Nilai presentasi salah ketik pada berita acara.',
        requestedBy: ketua.userId,
        createdAt: now,
      });
    }
  }
}
