import { AppError } from '@ujian/shared/errors';
import { type NotaDinasRequest, suratMessages } from '@ujian/shared/surat';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalSidang } from '../../db/schema/jadwal';
import { prodi, ruangan, waktuUjian } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { type IssueDeps, type IssuedSurat, issueSurat } from './issue-surat';
import { defaultPerihal, type SuratFacts } from './templates';

/** The terjadwal and selesai sidang of a range (and prodi), in date and time order: a nota dinas lists them. */
export async function sidangInRange(db: Db, request: Pick<NotaDinasRequest, 'from' | 'to' | 'prodiUuid'>) {
  const rows = await db
    .select({
      mahasiswa: users.fullName,
      nim: profiles.nomorInduk,
      tanggal: jadwalSidang.tanggal,
      mulai: waktuUjian.mulai,
      selesai: waktuUjian.selesai,
      ruangan: ruangan.nama,
      onlineUrl: jadwalSidang.onlineUrl,
      status: jadwalSidang.status,
    })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .leftJoin(waktuUjian, eq(waktuUjian.uuid, jadwalSidang.waktuUjianUuid))
    .leftJoin(ruangan, eq(ruangan.uuid, jadwalSidang.ruanganUuid))
    .where(
      and(
        inArray(jadwalSidang.status, ['terjadwal', 'berlangsung', 'selesai']),
        gte(jadwalSidang.tanggal, request.from),
        lte(jadwalSidang.tanggal, request.to),
        request.prodiUuid ? eq(jadwalSidang.prodiUuid, request.prodiUuid) : undefined,
      ),
    )
    .orderBy(asc(jadwalSidang.tanggal), asc(waktuUjian.mulai));
  return rows.map((r) => ({
    mahasiswa: r.mahasiswa ?? '',
    nim: r.nim,
    tanggal: r.tanggal ?? '',
    waktu: r.mulai && r.selesai ? `${r.mulai.slice(0, 5)}–${r.selesai.slice(0, 5)} WIB` : '-',
    tempat: r.ruangan ?? r.onlineUrl ?? '-',
    status: r.status,
  }));
}

/**
 * Issues a nota dinas from the academic office to the dean for a range (a koordinator's is limited to
 * their prodi). An unknown prodi is a bad request; a range without sidang has nothing to report and
 * uses no number.
 */
export async function issueNotaDinas(
  db: Db,
  deps: IssueDeps,
  caller: { userId: number; role: string; prodiId: string | null },
  request: NotaDinasRequest,
): Promise<IssuedSurat> {
  const prodiUuid = caller.role === 'admin' ? (request.prodiUuid ?? null) : caller.prodiId;
  if (caller.role !== 'admin' && request.prodiUuid && request.prodiUuid !== caller.prodiId)
    throw new AppError('FORBIDDEN', 'You may issue a nota dinas for your own prodi only.');
  const [prodiRow] = prodiUuid
    ? await db.select({ nama: prodi.nama }).from(prodi).where(eq(prodi.uuid, prodiUuid))
    : [];
  if (prodiUuid && !prodiRow)
    throw new AppError('VALIDATION_FAILED', suratMessages.unknownProdi, {
      fields: { prodiUuid: suratMessages.unknownProdi },
    });
  const sidang = await sidangInRange(db, { ...request, prodiUuid: prodiUuid ?? undefined });
  if (sidang.length === 0) throw new AppError('CONFLICT', suratMessages.emptyRange, { fields: { reason: 'EMPTY' } });
  const facts: SuratFacts = {
    jenis: 'nota-dinas',
    from: request.from,
    to: request.to,
    prodi: prodiRow?.nama ?? null,
    sidang,
  };
  return db.transaction((tx) =>
    issueSurat(tx as unknown as Db, deps, 'nota-dinas', {
      facts,
      perihal: request.perihal ?? defaultPerihal(facts),
      penerima: [{ nama: 'Dekan', peran: 'penerima' }],
      ref: { from: request.from, to: request.to },
      dosenUuids: [],
      userIds: [caller.userId],
      prodiUuid,
      createdBy: caller.userId,
    }),
  );
}
