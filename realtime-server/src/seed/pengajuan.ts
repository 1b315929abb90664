import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { dosen, periodeUjian, prodi } from '../db/schema/master';
import { jenisBerkas, pengajuanHistory, pengajuanPembimbing, pengajuanSidang } from '../db/schema/pengajuan';
import { profiles } from '../db/schema/profile';
import type { Storage } from '../features/storage/storage';
import { seedDemoDocuments } from './demo-documents';

/** CONTRACT.md's document types; every database gets them, admins may add more. */
export const defaultJenisBerkas = [
  { kind: 'sidang', kode: 'naskah', label: 'Naskah tugas akhir' },
  { kind: 'sidang', kode: 'lembar_pengesahan', label: 'Lembar pengesahan' },
  { kind: 'sidang', kode: 'transkrip', label: 'Transkrip nilai' },
  { kind: 'yudisium', kode: 'bukti_lulus_sidang', label: 'Bukti lulus sidang' },
  { kind: 'yudisium', kode: 'bebas_pustaka', label: 'Surat bebas pustaka' },
] as const;

export async function seedJenisBerkas(db: Db): Promise<void> {
  await db
    .insert(jenisBerkas)
    .values(defaultJenisBerkas.map((j, urutan) => ({ ...j, urutan })))
    .onConflictDoNothing();
}

/** The demo student whose sidang is already passed (`lulus`): the yudisium path starts from them. */
export const DEMO_LULUS_USERNAME = 'mahasiswa3';

/**
 * A finished pengajuan sidang with hasil `lulus` (and its history) for `mahasiswa3`, so the yudisium
 * flow can be shown at once. `mahasiswa` keeps a clean slate to apply for a sidang themselves.
 * With a storage, its documents are stored too (small demo PDFs), as a real finished sidang has them.
 */
export async function seedPengajuanDemo(tx: Db, now: Date, storage?: Storage): Promise<void> {
  const [student] = await tx
    .select({ id: users.id, fullName: users.fullName, nim: profiles.nomorInduk, prodiUuid: profiles.prodiUuid })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.username, DEMO_LULUS_USERNAME));
  if (!student?.prodiUuid) return;
  const [periode] = await tx
    .select({ uuid: periodeUjian.uuid })
    .from(periodeUjian)
    .where(eq(periodeUjian.jenis, 'sidang'))
    .limit(1);
  const supervisors = await tx
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .innerJoin(prodi, eq(prodi.uuid, dosen.prodiUuid))
    .where(and(eq(dosen.prodiUuid, student.prodiUuid), eq(dosen.active, true)))
    .orderBy(asc(dosen.nidn))
    .limit(2);
  const judul = 'Deteksi Dini Penyakit Daun Padi Menggunakan Convolutional Neural Network';
  const day = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const [row] = await tx
    .insert(pengajuanSidang)
    .values({
      userId: student.id,
      prodiUuid: student.prodiUuid,
      periodeUuid: periode?.uuid ?? null,
      judul,
      status: 'selesai',
      hasil: 'lulus',
      searchText: [judul, student.fullName, student.nim ?? ''].join(' ').toLowerCase(),
      version: 6,
      submittedAt: at(30),
      createdAt: at(32),
      updatedAt: at(2),
    })
    .returning({ uuid: pengajuanSidang.uuid });
  if (!row) return;
  if (supervisors.length > 0)
    await tx.insert(pengajuanPembimbing).values(
      supervisors.map((d, i) => ({
        kind: 'sidang' as const,
        pengajuanUuid: row.uuid,
        urutan: i + 1,
        dosenUuid: d.uuid,
      })),
    );
  const steps: Array<[string | null, string, string, number, string | null]> = [
    [null, 'draft', 'CREATE', 32, null],
    ['draft', 'diajukan', 'SUBMIT', 30, null],
    ['diajukan', 'diverifikasi', 'VERIFY', 25, null],
    ['diverifikasi', 'dijadwalkan', 'SCHEDULE', 20, null],
    ['dijadwalkan', 'selesai', 'RECORD_RESULT', 2, 'lulus'],
  ];
  await tx.insert(pengajuanHistory).values(
    steps.map(([fromStatus, toStatus, event, daysAgo, hasil]) => ({
      kind: 'sidang' as const,
      pengajuanUuid: row.uuid,
      fromStatus,
      toStatus,
      event,
      hasil,
      byUserId: event === 'CREATE' || event === 'SUBMIT' ? student.id : null,
      at: at(daysAgo),
    })),
  );
  if (storage)
    await seedDemoDocuments(
      tx,
      storage,
      { kind: 'sidang', pengajuanUuid: row.uuid, uploadedBy: student.id, uploadedAt: at(31) },
      defaultJenisBerkas.filter((j) => j.kind === 'sidang').map((j) => ({ kode: j.kode, label: j.label })),
    );
}
