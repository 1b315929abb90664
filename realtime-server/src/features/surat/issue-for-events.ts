import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen, prodi, ruangan, waktuUjian } from '../../db/schema/master';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { surat } from '../../db/schema/surat';
import { namaLengkapOf } from '../master/definitions';
import { type IssueDeps, type IssuedSurat, issueSurat } from './issue-surat';
import { defaultPerihal, type LetterPerson, type SuratFacts } from './templates';

/** What a letter prints of a lecturer, from the master data. */
const dosenColumns = {
  dosenUuid: dosen.uuid,
  nama: dosen.nama,
  gelarDepan: dosen.gelarDepan,
  gelarBelakang: dosen.gelarBelakang,
  nip: dosen.nip,
  nidn: dosen.nidn,
};

function personOf(
  row: { nama: string; gelarDepan: string | null; gelarBelakang: string | null; nip: string | null; nidn: string },
  peran: string,
): LetterPerson {
  return { nama: namaLengkapOf(row), peran, nip: row.nip?.trim() || null, nidn: row.nidn };
}

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
    .select({ ...dosenColumns, urutan: pengajuanPembimbing.urutan })
    .from(pengajuanPembimbing)
    .innerJoin(dosen, eq(dosen.uuid, pengajuanPembimbing.dosenUuid))
    .where(and(eq(pengajuanPembimbing.kind, 'sidang'), eq(pengajuanPembimbing.pengajuanUuid, pengajuanUuid)))
    .orderBy(asc(pengajuanPembimbing.urutan));
  if (pembimbing.length === 0) return undefined;
  const people = pembimbing.map((p) => personOf(p, `pembimbing${p.urutan}`));
  const penerima = people.map((p) => ({ nama: p.nama, peran: p.peran }));
  const facts: SuratFacts = {
    jenis: 'surat-tugas-pembimbing',
    mahasiswa: student.mahasiswa ?? '',
    nim: student.nim,
    judul: student.judul,
    prodi: student.prodi,
    pembimbing: people,
  };
  return issueSurat(tx, deps, 'surat-tugas-pembimbing', {
    facts,
    perihal: defaultPerihal(facts),
    penerima,
    ref: { pengajuanUuid },
    dosenUuids: pembimbing.map((p) => p.dosenUuid),
    userIds: [student.userId],
    prodiUuid: student.prodiUuid,
    createdBy: byUserId,
  });
}

const peranOrder = ['ketua', 'sekretaris', 'penguji1', 'penguji2'];

/** The letter of this jenis in force for a jadwal, if any. */
async function liveSuratOf(tx: Db, jenis: 'surat-tugas' | 'sktmt', jadwalUuid: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ uuid: surat.uuid })
    .from(surat)
    .where(and(eq(surat.jenis, jenis), eq(surat.status, 'terbit'), sql`${surat.ref} ->> 'jadwalUuid' = ${jadwalUuid}`));
  return row?.uuid;
}

/**
 * The committee's surat tugas, issued in the transaction that publishes (or reschedules) a jadwal;
 * a reschedule's letter replaces the one in force, which becomes `diganti`.
 */
export async function issueSuratTugas(
  tx: Db,
  deps: IssueDeps,
  jadwalUuid: string,
  byUserId: number | null,
): Promise<IssuedSurat | undefined> {
  const [jadwal] = await tx
    .select({
      pengajuanUuid: jadwalSidang.pengajuanUuid,
      tanggal: jadwalSidang.tanggal,
      onlineUrl: jadwalSidang.onlineUrl,
      mulai: waktuUjian.mulai,
      selesai: waktuUjian.selesai,
      ruangan: ruangan.nama,
    })
    .from(jadwalSidang)
    .leftJoin(waktuUjian, eq(waktuUjian.uuid, jadwalSidang.waktuUjianUuid))
    .leftJoin(ruangan, eq(ruangan.uuid, jadwalSidang.ruanganUuid))
    .where(eq(jadwalSidang.uuid, jadwalUuid));
  if (!jadwal?.tanggal) return undefined;
  const student = await studentOfPengajuan(tx, jadwal.pengajuanUuid);
  if (!student) return undefined;
  const komite = (
    await tx
      .select({ ...dosenColumns, peran: jadwalKomite.peran })
      .from(jadwalKomite)
      .innerJoin(dosen, eq(dosen.uuid, jadwalKomite.dosenUuid))
      .where(eq(jadwalKomite.jadwalUuid, jadwalUuid))
  ).sort((a, b) => peranOrder.indexOf(a.peran) - peranOrder.indexOf(b.peran));
  const people = komite.map((k) => personOf(k, k.peran));
  const penerima = people.map((p) => ({ nama: p.nama, peran: p.peran }));
  const waktu = jadwal.mulai && jadwal.selesai ? `${jadwal.mulai.slice(0, 5)}–${jadwal.selesai.slice(0, 5)} WIB` : '-';
  const facts: SuratFacts = {
    jenis: 'surat-tugas',
    mahasiswa: student.mahasiswa ?? '',
    nim: student.nim,
    judul: student.judul,
    prodi: student.prodi,
    tanggalSidang: jadwal.tanggal,
    waktu,
    tempat: jadwal.ruangan ?? jadwal.onlineUrl ?? '-',
    komite: people,
  };
  return issueSurat(tx, deps, 'surat-tugas', {
    facts,
    perihal: defaultPerihal(facts),
    penerima,
    ref: { jadwalUuid, pengajuanUuid: jadwal.pengajuanUuid },
    dosenUuids: komite.map((k) => k.dosenUuid),
    userIds: [student.userId],
    prodiUuid: student.prodiUuid,
    createdBy: byUserId,
    replaces: await liveSuratOf(tx, 'surat-tugas', jadwalUuid),
  });
}

/**
 * The letter of this jenis in force for a jadwal is revoked (its verification page says so): a
 * cancelled sidang's surat tugas, the SKTMT of a result changed to a fail.
 */
export async function revokeSuratOf(
  tx: Db,
  jenis: 'surat-tugas' | 'sktmt',
  jadwalUuid: string,
  alasan: string,
): Promise<void> {
  const live = await liveSuratOf(tx, jenis, jadwalUuid);
  if (!live) return;
  await tx
    .update(surat)
    .set({ status: 'dicabut', alasanCabut: alasan, version: sql`${surat.version} + 1` })
    .where(eq(surat.uuid, live));
}

/** Whether a letter of this jenis is in force for the jadwal. */
export async function hasLiveSurat(tx: Db, jenis: 'surat-tugas' | 'sktmt', jadwalUuid: string): Promise<boolean> {
  return (await liveSuratOf(tx, jenis, jadwalUuid)) !== undefined;
}

/**
 * The student's SKTMT, issued in the transaction that finalises a passed hasil; one issued again
 * (an approved score change) replaces the one in force, which becomes `diganti`.
 */
export async function issueSktmt(
  tx: Db,
  deps: IssueDeps,
  hasil: {
    jadwalUuid: string;
    pengajuanUuid: string;
    keputusan: string;
    nilaiAkhir: string;
    huruf: string;
    byUserId: number | null;
  },
): Promise<IssuedSurat | undefined> {
  const student = await studentOfPengajuan(tx, hasil.pengajuanUuid);
  const [jadwal] = await tx
    .select({ tanggal: jadwalSidang.tanggal })
    .from(jadwalSidang)
    .where(eq(jadwalSidang.uuid, hasil.jadwalUuid));
  if (!student || !jadwal?.tanggal) return undefined;
  const facts: SuratFacts = {
    jenis: 'sktmt',
    mahasiswa: student.mahasiswa ?? '',
    nim: student.nim,
    judul: student.judul,
    prodi: student.prodi,
    tanggalSidang: jadwal.tanggal,
    nilaiAkhir: hasil.nilaiAkhir,
    huruf: hasil.huruf,
    keputusan: hasil.keputusan,
  };
  return issueSurat(tx, deps, 'sktmt', {
    facts,
    perihal: defaultPerihal(facts),
    penerima: [{ nama: student.mahasiswa ?? '', peran: 'mahasiswa' }],
    ref: { jadwalUuid: hasil.jadwalUuid, pengajuanUuid: hasil.pengajuanUuid },
    dosenUuids: [],
    userIds: [student.userId],
    prodiUuid: student.prodiUuid,
    createdBy: hasil.byUserId,
    replaces: await liveSuratOf(tx, 'sktmt', hasil.jadwalUuid),
  });
}
