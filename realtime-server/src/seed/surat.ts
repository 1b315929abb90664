import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasilSidang } from '../db/schema/hasil';
import { jadwalSidang } from '../db/schema/jadwal';
import { pengajuanSidang } from '../db/schema/pengajuan';
import { suratAntrian } from '../db/schema/surat';
import { issueLetterJob, type LetterJob } from '../features/surat/letter-queue';

/**
 * `issue`: rendered and signed in the seed's transaction. `queue`: left in the letter queue
 * (`surat_antrian`) for the letter queue's `issueWaiting` to issue once the server serves: rendering is most of a fresh
 * start's seed.
 */
export type DemoLetters = 'issue' | 'queue';

/**
 * The letters the demo rows imply, issued as the events would have issued them: the supervisors'
 * letter of every verified pengajuan sidang, the committee's letter of every published jadwal, the
 * SKTMT of every passed final hasil.
 */
export async function seedSuratDemo(tx: Db, now: Date, appUrl: string, letters: DemoLetters): Promise<void> {
  const jobs = await demoLetterJobs(tx);
  if (letters === 'queue' && jobs.length > 0) {
    // created_at apart by a millisecond each, in issuing order: the queue issues oldest first, so the
    // numbers come out as they do when issued here
    await tx.insert(suratAntrian).values(
      jobs.map((job, i) => ({
        jenis: job.jenis,
        args: job.args,
        createdAt: new Date(now.getTime() - (jobs.length - i)),
        updatedAt: now,
      })),
    );
    return;
  }
  const deps = { appUrl, clock: { now: () => now } };
  for (const job of jobs) await issueLetterJob(tx, deps, job, null);
}

async function demoLetterJobs(tx: Db): Promise<LetterJob[]> {
  const verified = await tx
    .select({ uuid: pengajuanSidang.uuid })
    .from(pengajuanSidang)
    .where(inArray(pengajuanSidang.status, ['diverifikasi', 'dijadwalkan', 'selesai']))
    .orderBy(asc(pengajuanSidang.createdAt));
  const published = await tx
    .select({ uuid: jadwalSidang.uuid })
    .from(jadwalSidang)
    .where(inArray(jadwalSidang.status, ['terjadwal', 'berlangsung', 'selesai']))
    .orderBy(asc(jadwalSidang.createdAt));
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
  return [
    ...verified.map((p): LetterJob => ({ jenis: 'surat-tugas-pembimbing', args: { pengajuanUuid: p.uuid } })),
    ...published.map((j): LetterJob => ({ jenis: 'surat-tugas', args: { jadwalUuid: j.uuid } })),
    ...passed
      .filter((h) => h.keputusan && h.keputusan !== 'tidak_lulus')
      .map(
        (h): LetterJob => ({
          jenis: 'sktmt',
          args: {
            jadwalUuid: h.jadwalUuid,
            pengajuanUuid: h.pengajuanUuid,
            keputusan: h.keputusan as string,
            nilaiAkhir: h.nilaiAkhir ?? '',
            huruf: h.huruf ?? '',
          },
        }),
      ),
  ];
}
