import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dosen, prodi } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { type IssueDeps, type IssuedSurat, issueSurat } from './issue-surat';

/** The student, title and prodi of a pengajuan sidang, as its letters print them. */
export async function studentOfPengajuan(tx: Db, pengajuanUuid: string) {
  const [row] = await tx
    .select({
      userId: pengajuanSidang.userId,
      judul: pengajuanSidang.judul,
      prodiUuid: pengajuanSidang.prodiUuid,
      mahasiswa: users.fullName,
      nim: profiles.nomorInduk,
      prodi: prodi.nama,
    })
    .from(pengajuanSidang)
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .leftJoin(prodi, eq(prodi.uuid, pengajuanSidang.prodiUuid))
    .where(eq(pengajuanSidang.uuid, pengajuanUuid));
  return row;
}

/** Surat tugas pembimbing, issued in the transaction of the VERIFY that makes the supervision official. */
export async function issueSuratPembimbing(
  tx: Db,
  deps: IssueDeps,
  pengajuanUuid: string,
  byUserId: number | null,
): Promise<IssuedSurat | undefined> {
  const student = await studentOfPengajuan(tx, pengajuanUuid);
  if (!student) return undefined;
  const pembimbing = await tx
    .select({ dosenUuid: dosen.uuid, nama: dosen.nama, urutan: pengajuanPembimbing.urutan })
    .from(pengajuanPembimbing)
    .innerJoin(dosen, eq(dosen.uuid, pengajuanPembimbing.dosenUuid))
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), eq(pengajuanPembimbing.pengajuanUuid, pengajuanUuid)))
    .orderBy(asc(pengajuanPembimbing.urutan));
  if (pembimbing.length === 0) return undefined;
  const penerima = pembimbing.map((p) => ({ nama: p.nama, peran: `pembimbing${p.urutan}` }));
  return issueSurat(tx, deps, 'surat-tugas-pembimbing', {
    facts: {
      jenis: 'surat-tugas-pembimbing',
      mahasiswa: student.mahasiswa ?? '',
      nim: student.nim,
      judul: student.judul,
      prodi: student.prodi,
      pembimbing: penerima,
    },
    perihal: `Penugasan pembimbing tugas akhir ${student.mahasiswa ?? ''}`.trim(),
    penerima,
    ref: { pengajuanUuid },
    dosenUuids: pembimbing.map((p) => p.dosenUuid),
    userIds: [student.userId],
    prodiUuid: student.prodiUuid,
    createdBy: byUserId,
  });
}
