import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen } from '../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';

/**
 * A finished jadwal of a new pengajuan sidang of the demo student, with a committee of four demo
 * lecturers (dosen1 chairs) and, when the pengajuan has no pembimbing, the fifth as its pembimbing.
 */
export async function insertFinishedJadwal(
  db: Db,
  options: { tanggal: string; prodiUuid?: string; ketuaUuid?: string },
): Promise<{ jadwalUuid: string; prodiUuid: string | null; komite: Record<string, string>; pembimbing: string[] }> {
  // a pengajuan of the demo student (their prodi), finished: the jadwal is what is paid
  const [student] = await db
    .select({ id: users.id, prodiUuid: profiles.prodiUuid })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.username, 'mahasiswa'));
  if (!student) throw new Error('the demo student is missing');
  const [pengajuan] = await db
    .insert(pengajuanSidang)
    .values({
      userId: student.id,
      prodiUuid: options.prodiUuid ?? student.prodiUuid,
      judul: `Sidang ${options.tanggal}`,
      status: 'selesai',
    })
    .returning({ uuid: pengajuanSidang.uuid, prodiUuid: pengajuanSidang.prodiUuid });
  if (!pengajuan) throw new Error('pengajuan not inserted');
  const lecturers = await db.select({ uuid: dosen.uuid }).from(dosen).orderBy(dosen.nidn).limit(6);
  const [jadwal] = await db
    .insert(jadwalSidang)
    .values({
      pengajuanUuid: pengajuan.uuid,
      prodiUuid: pengajuan.prodiUuid,
      status: 'selesai',
      tanggal: options.tanggal,
    })
    .returning({ uuid: jadwalSidang.uuid });
  const seats = ['ketua', 'sekretaris', 'penguji1', 'penguji2'] as const;
  const komite = Object.fromEntries(seats.map((peran, i) => [peran, lecturers[i]!.uuid]));
  if (options.ketuaUuid) komite.ketua = options.ketuaUuid;
  await db
    .insert(jadwalKomite)
    .values(seats.map((peran) => ({ jadwalUuid: jadwal!.uuid, peran, dosenUuid: komite[peran]! })));
  let pembimbing = await db
    .select({ dosenUuid: pengajuanPembimbing.dosenUuid })
    .from(pengajuanPembimbing)
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), eq(pengajuanPembimbing.pengajuanUuid, pengajuan.uuid)));
  if (pembimbing.length === 0) {
    await db
      .insert(pengajuanPembimbing)
      .values({ kind: 'sidang', pengajuanUuid: pengajuan.uuid, urutan: 1, dosenUuid: lecturers[4]!.uuid });
    pembimbing = [{ dosenUuid: lecturers[4]!.uuid }];
  }
  return {
    jadwalUuid: jadwal!.uuid,
    prodiUuid: pengajuan.prodiUuid,
    komite,
    pembimbing: pembimbing.map((p) => p.dosenUuid),
  };
}
