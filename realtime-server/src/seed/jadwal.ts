import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { jadwalHistory, jadwalKomite, jadwalSidang } from '../db/schema/jadwal';
import { dosen, ruangan, waktuUjian } from '../db/schema/master';
import { pengajuanSidang } from '../db/schema/pengajuan';
import type { Storage } from '../features/storage/storage';
import { jakartaDay, jakartaInstant } from '../lib/jakarta-time';
import { demoNidnOf } from './demo-data';
import { DEMO_LULUS_USERNAME, demoStudent, insertDemoPengajuan } from './pengajuan';

/** The demo student whose sidang is scheduled in the coming week. */
export const DEMO_TERJADWAL_USERNAME = 'mahasiswa4';

const DAY = 24 * 60 * 60 * 1000;

/** Moves a Saturday or Sunday to the next Monday (`step` 1) or the previous Friday (`step` -1). */
function workingDay(day: Date, step: 1 | -1): Date {
  let d = day;
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d = new Date(d.getTime() + step * DAY);
  return d;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

type Seat = { peran: 'ketua' | 'sekretaris' | 'penguji1' | 'penguji2'; nidn: string };

/**
 * Jadwal demo data (CONTRACT.md "Demo data additions"): a `terjadwal` sidang in the coming week for
 * `mahasiswa4` (pengajuan `dijadwalkan`), dosen1 ketua and dosen2 penguji1, dosen3 one of the
 * pembimbing; and the `selesai` sidang behind `mahasiswa3`'s passed pengajuan, with its committee.
 * Committee seats never hold a pembimbing of the same student (the hard rule PEMBIMBING_AS_PENGUJI).
 */
export async function seedJadwalDemo(tx: Db, now: Date, storage?: Storage): Promise<void> {
  const dosenRows = await tx.select({ uuid: dosen.uuid, nidn: dosen.nidn }).from(dosen);
  const dosenUuid = new Map(dosenRows.map((d) => [d.nidn, d.uuid]));
  const [sesi2] = await tx.select().from(waktuUjian).where(eq(waktuUjian.mulai, '10:00')).limit(1);
  const [sesi1] = await tx.select().from(waktuUjian).where(eq(waktuUjian.mulai, '08:00')).limit(1);
  const [room301] = await tx.select().from(ruangan).where(eq(ruangan.kode, 'R-301')).limit(1);
  const [room302] = await tx.select().from(ruangan).where(eq(ruangan.kode, 'R-302')).limit(1);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!sesi1 || !sesi2 || !room301 || !room302 || !admin) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  // --- mahasiswa4: verified, then scheduled for a working day 3 to 5 days ahead (H-7 already due) ---
  const student = await demoStudent(tx, DEMO_TERJADWAL_USERNAME);
  if (student) {
    const pengajuanUuid = await insertDemoPengajuan(tx, now, {
      student,
      judul: 'Sistem Rekomendasi Topik Tugas Akhir Berbasis Collaborative Filtering',
      status: 'dijadwalkan',
      version: 4,
      pembimbing: [demoNidnOf(2), demoNidnOf(5)].map((nidn) => dosenUuid.get(nidn)!),
      steps: [
        [null, 'draft', 'CREATE', 14, 'student'],
        ['draft', 'diajukan', 'SUBMIT', 12, 'student'],
        ['diajukan', 'diverifikasi', 'VERIFY', 5, null],
        ['diverifikasi', 'dijadwalkan', 'SCHEDULE', 1, admin.id],
      ],
      storage,
    });
    if (!pengajuanUuid) return;
    const tanggal = ymd(workingDay(jakartaDay(now, 3), 1));
    await insertJadwal(tx, {
      pengajuanUuid,
      prodiUuid: student.prodiUuid,
      status: 'terjadwal',
      tanggal,
      waktu: sesi2,
      ruanganUuid: room301.uuid,
      komite: [
        { peran: 'ketua', nidn: demoNidnOf(0) },
        { peran: 'sekretaris', nidn: demoNidnOf(3) },
        { peran: 'penguji1', nidn: demoNidnOf(1) },
      ],
      dosenUuid,
      adminId: admin.id,
      steps: [
        [null, 'draft', 'CREATE', at(2)],
        ['draft', 'terjadwal', 'PUBLISH', at(1)],
      ],
      updatedAt: at(1),
    });
  }

  // --- mahasiswa3: the sidang behind their pengajuan `selesai` (hasil lulus); pembimbing are dosen1 and dosen2 ---
  const [lulus] = await tx
    .select({ uuid: pengajuanSidang.uuid, prodiUuid: pengajuanSidang.prodiUuid })
    .from(pengajuanSidang)
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .where(and(eq(users.username, DEMO_LULUS_USERNAME), eq(pengajuanSidang.status, 'selesai')))
    .orderBy(asc(pengajuanSidang.createdAt))
    .limit(1);
  if (lulus) {
    const day = workingDay(jakartaDay(now, -3), -1);
    const tanggal = ymd(day);
    const start = jakartaInstant(tanggal, sesi1.mulai);
    const end = jakartaInstant(tanggal, sesi1.selesai);
    await insertJadwal(tx, {
      pengajuanUuid: lulus.uuid,
      prodiUuid: lulus.prodiUuid,
      status: 'selesai',
      tanggal,
      waktu: sesi1,
      ruanganUuid: room302.uuid,
      komite: [
        { peran: 'ketua', nidn: demoNidnOf(2) },
        { peran: 'sekretaris', nidn: demoNidnOf(4) },
        { peran: 'penguji1', nidn: demoNidnOf(3) },
      ],
      dosenUuid,
      adminId: admin.id,
      steps: [
        [null, 'draft', 'CREATE', at(21)],
        ['draft', 'terjadwal', 'PUBLISH', at(20)],
        ['terjadwal', 'berlangsung', 'START', start],
        ['berlangsung', 'selesai', 'FINISH', end],
      ],
      updatedAt: end,
    });
  }
}

async function insertJadwal(
  tx: Db,
  input: {
    pengajuanUuid: string;
    prodiUuid: string | null;
    status: 'terjadwal' | 'selesai';
    tanggal: string;
    waktu: { uuid: string; mulai: string; selesai: string };
    ruanganUuid: string;
    komite: Seat[];
    dosenUuid: Map<string, string>;
    adminId: number;
    steps: Array<[string | null, string, string, Date]>;
    updatedAt: Date;
  },
): Promise<void> {
  const [row] = await tx
    .insert(jadwalSidang)
    .values({
      pengajuanUuid: input.pengajuanUuid,
      prodiUuid: input.prodiUuid,
      status: input.status,
      tanggal: input.tanggal,
      waktuUjianUuid: input.waktu.uuid,
      mulai: jakartaInstant(input.tanggal, input.waktu.mulai),
      selesai: jakartaInstant(input.tanggal, input.waktu.selesai),
      ruanganUuid: input.ruanganUuid,
      version: input.steps.length,
      createdBy: input.adminId,
      createdAt: input.steps[0]![3],
      updatedAt: input.updatedAt,
    })
    .returning({ uuid: jadwalSidang.uuid });
  if (!row) return;
  await tx
    .insert(jadwalKomite)
    .values(
      input.komite.map((s) => ({ jadwalUuid: row.uuid, peran: s.peran, dosenUuid: input.dosenUuid.get(s.nidn)! })),
    );
  await tx.insert(jadwalHistory).values(
    input.steps.map(([fromStatus, toStatus, event, at]) => ({
      jadwalUuid: row.uuid,
      fromStatus,
      toStatus,
      event,
      byUserId: input.adminId,
      changes:
        event === 'CREATE'
          ? {
              tanggal: [null, input.tanggal],
              waktuUjianUuid: [null, input.waktu.uuid],
              ruanganUuid: [null, input.ruanganUuid],
            }
          : {},
      at,
    })),
  );
}
