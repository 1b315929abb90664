import type { SidangStatus } from '@ujian/shared/pengajuan';
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
  const student = await demoStudent(tx, DEMO_LULUS_USERNAME);
  if (!student) return;
  const supervisors = await tx
    .select({ uuid: dosen.uuid })
    .from(dosen)
    .innerJoin(prodi, eq(prodi.uuid, dosen.prodiUuid))
    .where(and(eq(dosen.prodiUuid, student.prodiUuid), eq(dosen.active, true)))
    .orderBy(asc(dosen.nidn))
    .limit(2);
  await insertDemoPengajuan(tx, now, {
    student,
    judul: 'Deteksi Dini Penyakit Daun Padi Menggunakan Convolutional Neural Network',
    status: 'selesai',
    hasil: 'lulus',
    version: 6,
    pembimbing: supervisors.map((d) => d.uuid),
    steps: [
      [null, 'draft', 'CREATE', 32, 'student'],
      ['draft', 'diajukan', 'SUBMIT', 30, 'student'],
      ['diajukan', 'diverifikasi', 'VERIFY', 25, null],
      ['diverifikasi', 'dijadwalkan', 'SCHEDULE', 20, null],
      ['dijadwalkan', 'selesai', 'RECORD_RESULT', 2, null, 'lulus'],
    ],
    storage,
  });
}

export type DemoStudent = { id: number; fullName: string; nim: string | null; prodiUuid: string };

/** The demo student `username` with what their pengajuan needs; undefined without a prodi. */
export async function demoStudent(tx: Db, username: string): Promise<DemoStudent | undefined> {
  const [student] = await tx
    .select({ id: users.id, fullName: users.fullName, nim: profiles.nomorInduk, prodiUuid: profiles.prodiUuid })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.username, username));
  return student?.prodiUuid ? { ...student, prodiUuid: student.prodiUuid } : undefined;
}

/** A step of a demo history: from, to, event, days before now, by whom (`student`: the owner), hasil. */
export type DemoStep = [string | null, string, string, number, number | 'student' | null, string?];

const DAY = 24 * 60 * 60 * 1000;

/**
 * A demo pengajuan sidang as its steps would have left it: the row (created at the first step,
 * submitted at SUBMIT, updated at the last) in the first sidang periode, its supervisors in order,
 * its history and, with a storage, its documents (uploaded the day after it was created).
 */
export async function insertDemoPengajuan(
  tx: Db,
  now: Date,
  input: {
    student: DemoStudent;
    judul: string;
    status: SidangStatus;
    hasil?: string;
    version: number;
    pembimbing: string[];
    steps: DemoStep[];
    storage?: Storage;
  },
): Promise<string | undefined> {
  const { student, judul, steps } = input;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const daysAgoOf = (event: string) => steps.find((s) => s[2] === event)?.[3];
  const created = steps[0]![3];
  const submitted = daysAgoOf('SUBMIT');
  const [periode] = await tx
    .select({ uuid: periodeUjian.uuid })
    .from(periodeUjian)
    .where(eq(periodeUjian.jenis, 'sidang'))
    .limit(1);
  const [row] = await tx
    .insert(pengajuanSidang)
    .values({
      userId: student.id,
      prodiUuid: student.prodiUuid,
      periodeUuid: periode?.uuid ?? null,
      judul,
      status: input.status,
      hasil: input.hasil ?? null,
      searchText: [judul, student.fullName, student.nim ?? ''].join(' ').toLowerCase(),
      version: input.version,
      submittedAt: submitted === undefined ? null : at(submitted),
      createdAt: at(created),
      updatedAt: at(steps.at(-1)![3]),
    })
    .returning({ uuid: pengajuanSidang.uuid });
  if (!row) return undefined;
  if (input.pembimbing.length > 0)
    await tx.insert(pengajuanPembimbing).values(
      input.pembimbing.map((dosenUuid, i) => ({
        kind: 'sidang' as const,
        pengajuanUuid: row.uuid,
        urutan: i + 1,
        dosenUuid,
      })),
    );
  await tx.insert(pengajuanHistory).values(
    steps.map(([fromStatus, toStatus, event, daysAgo, by, hasil]) => ({
      kind: 'sidang' as const,
      pengajuanUuid: row.uuid,
      fromStatus,
      toStatus,
      event,
      hasil: hasil ?? null,
      byUserId: by === 'student' ? student.id : by,
      at: at(daysAgo),
    })),
  );
  if (input.storage)
    await seedDemoDocuments(
      tx,
      input.storage,
      { kind: 'sidang', pengajuanUuid: row.uuid, uploadedBy: student.id, uploadedAt: at(created - 1) },
      defaultJenisBerkas.filter((j) => j.kind === 'sidang').map((j) => ({ kode: j.kode, label: j.label })),
    );
  return row.uuid;
}
