import type { DeskData, DeskHonorarium, DeskPerubahan, DeskScore, DeskSidang } from '@ujian/shared/dashboard';
import { AppError } from '@ujian/shared/errors';
import type { PayrollQuery } from '@ujian/shared/payroll';
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { hasilNilai, hasilSidang, perubahanNilai } from '../../db/schema/hasil';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { dosen } from '../../db/schema/master';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { jakartaDateOf } from '../../lib/jakarta-time';
import type { AuthContext } from '../auth/auth-context';
import { committeeOf, dosenOfUser, isAdmin, latestScoresOf, scoringJadwalStatuses } from '../hasil/hasil-rows';
import { perubahanBody, selectPerubahan } from '../hasil/perubahan-service';
import { involvesDosen, selectJadwal, toJadwalRows } from '../jadwal/jadwal-rows';
import { namaLengkapOf } from '../master/definitions';
import { openPeriodes } from '../master/open-periodes';
import { payrollRecap } from '../payroll/payroll-query';

/** How many rows each card lists: the desk points to the full screens for the rest. */
const CARD_ROWS = 5;

/** Published sidang not over yet where the lecturer sits on the committee or supervises, soonest first. */
async function nextSidang(db: Db, myDosen: string, now: Date): Promise<DeskSidang[]> {
  const joined = await selectJadwal(db)
    .where(
      and(
        involvesDosen([myDosen]),
        or(
          eq(jadwalSidang.status, 'berlangsung'),
          and(eq(jadwalSidang.status, 'terjadwal'), or(isNull(jadwalSidang.selesai), gte(jadwalSidang.selesai, now))),
        ),
      ),
    )
    .orderBy(asc(jadwalSidang.mulai), asc(jadwalSidang.uuid))
    .limit(CARD_ROWS);
  return (await toJadwalRows(db, joined, null)).map((row) => ({
    jadwalUuid: row.uuid,
    status: row.status as DeskSidang['status'],
    tanggal: row.tanggal,
    mulai: row.mulai,
    selesai: row.selesai,
    ruangan: row.ruanganNama,
    onlineUrl: row.onlineUrl,
    mahasiswa: { fullName: row.mahasiswa.fullName, nomorInduk: row.mahasiswa.nomorInduk },
    judul: row.judul,
    peran: row.komite.find((s) => s.dosenUuid === myDosen)?.peran ?? 'pembimbing',
    komite: row.komite,
    pembimbing: row.pembimbing,
  }));
}

/** Hasil in `penilaian` of a started sidang on whose committee the lecturer sits, without their scores yet. */
async function scoresToEnter(db: Db, myDosen: string): Promise<DeskScore[]> {
  const rows = await db
    .select({
      hasilUuid: hasilSidang.uuid,
      jadwalUuid: jadwalSidang.uuid,
      jadwalStatus: jadwalSidang.status,
      tanggal: jadwalSidang.tanggal,
      judul: pengajuanSidang.judul,
      fullName: users.fullName,
      nomorInduk: profiles.nomorInduk,
      peran: jadwalKomite.peran,
    })
    .from(hasilSidang)
    .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
    .innerJoin(jadwalKomite, and(eq(jadwalKomite.jadwalUuid, jadwalSidang.uuid), eq(jadwalKomite.dosenUuid, myDosen)))
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .leftJoin(profiles, eq(profiles.userId, pengajuanSidang.userId))
    .where(
      and(
        eq(hasilSidang.status, 'penilaian'),
        inArray(jadwalSidang.status, [...scoringJadwalStatuses]),
        sql`not exists (select 1 from ${hasilNilai} where ${hasilNilai.hasilUuid} = ${hasilSidang.uuid}
          and ${hasilNilai.dosenUuid} = ${myDosen})`,
      ),
    )
    .orderBy(asc(jadwalSidang.mulai), asc(hasilSidang.uuid));
  const [committees, scores] = await Promise.all([
    committeeOf(
      db,
      rows.map((r) => r.jadwalUuid),
    ),
    latestScoresOf(
      db,
      rows.map((r) => r.hasilUuid),
    ),
  ]);
  return rows.map((r) => {
    const committee = committees.get(r.jadwalUuid) ?? [];
    const scored = scores.get(r.hasilUuid) ?? new Map();
    return {
      hasilUuid: r.hasilUuid,
      jadwalUuid: r.jadwalUuid,
      jadwalStatus: r.jadwalStatus,
      tanggal: r.tanggal,
      mahasiswa: { fullName: r.fullName, nomorInduk: r.nomorInduk },
      judul: r.judul,
      peran: r.peran,
      submitted: committee.filter((m) => scored.has(m.dosenUuid)).length,
      examiners: committee.length,
    };
  });
}

function deskPerubahan(row: ReturnType<typeof perubahanBody>): DeskPerubahan {
  return {
    uuid: row.uuid,
    hasilUuid: row.hasilUuid,
    judul: row.judul,
    mahasiswa: { fullName: row.mahasiswa.fullName, nomorInduk: row.mahasiswa.nomorInduk },
    dosenNama: row.dosenNama,
    status: row.status,
    nilaiAkhirLama: row.nilaiAkhirLama,
    hurufLama: row.hurufLama,
    nilaiAkhirBaru: row.nilaiAkhirBaru,
    hurufBaru: row.hurufBaru,
    createdAt: row.createdAt,
  };
}

/**
 * The lecturer's own requests and those about their scores (open first), and the open requests they
 * may decide: every one for an admin, their prodi's for a koordinator, never one they asked for.
 */
async function perubahan(db: Db, caller: AuthContext, myDosen: string): Promise<DeskData['perubahan']> {
  const openFirst = sql`case when ${perubahanNilai.status} = 'diajukan' then 0 else 1 end`;
  const mine = await selectPerubahan(db)
    .where(or(eq(perubahanNilai.requestedBy, caller.userId), eq(perubahanNilai.dosenUuid, myDosen)))
    .orderBy(openFirst, desc(perubahanNilai.createdAt))
    .limit(CARD_ROWS);
  let decides: SQL | undefined;
  if (isAdmin(caller)) decides = sql`true`;
  else if (caller.role === 'koordinator') {
    const [me] = await db
      .select({ prodiUuid: profiles.prodiUuid })
      .from(profiles)
      .where(eq(profiles.userId, caller.userId));
    if (me?.prodiUuid) decides = eq(jadwalSidang.prodiUuid, me.prodiUuid);
  }
  if (!decides) return { mine: mine.map((r) => deskPerubahan(perubahanBody(r))), toDecide: [], toDecideTotal: 0 };
  const open = and(
    eq(perubahanNilai.status, 'diajukan'),
    or(isNull(perubahanNilai.requestedBy), ne(perubahanNilai.requestedBy, caller.userId)),
    decides,
  );
  const [toDecide, [total]] = await Promise.all([
    selectPerubahan(db).where(open).orderBy(asc(perubahanNilai.createdAt)).limit(CARD_ROWS),
    db
      .select({ n: count() })
      .from(perubahanNilai)
      .innerJoin(hasilSidang, eq(hasilSidang.uuid, perubahanNilai.hasilUuid))
      .innerJoin(jadwalSidang, eq(jadwalSidang.uuid, hasilSidang.jadwalUuid))
      .where(open),
  ]);
  return {
    mine: mine.map((r) => deskPerubahan(perubahanBody(r))),
    toDecide: toDecide.map((r) => deskPerubahan(perubahanBody(r))),
    toDecideTotal: Number(total?.n ?? 0),
  };
}

/** The last day of the month of a YYYY-MM-DD day. */
function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The lecturer's honorarium this month and in the open sidang period, through the payroll recap's own rules. */
async function honorarium(db: Db, caller: AuthContext, myDosen: string, now: Date): Promise<DeskData['honorarium']> {
  if (!caller.ability.can('read', 'rekapitulasi-payroll')) return null;
  const totals = async (q: PayrollQuery): Promise<Omit<DeskHonorarium, 'from' | 'to'>> =>
    (await payrollRecap(db, caller, { ...q, dosenUuid: myDosen })).totals;
  const today = jakartaDateOf(now);
  const from = `${today.slice(0, 8)}01`;
  const to = monthEnd(today);
  const [periode] = await openPeriodes(db, now, 'sidang');
  return {
    month: { from, to, ...(await totals({ from, to })) },
    periode: periode
      ? {
          uuid: periode.uuid,
          nama: periode.nama,
          from: periode.tanggalBuka,
          to: periode.tanggalTutup,
          ...(await totals({ periodeUuid: periode.uuid })),
        }
      : null,
  };
}

/**
 * `GET /dashboard/desk`: a lecturer's desk (their next sidang, the scores they still owe, score
 * changes waiting, their honorarium). Only for an account linked to a lecturer: `404` otherwise.
 */
export async function deskFor(db: Db, caller: AuthContext, now: Date): Promise<DeskData> {
  const myDosen = caller.user.dosenId ?? (await dosenOfUser(db, caller.userId));
  const [me] = myDosen
    ? await db
        .select({ nama: dosen.nama, gelarDepan: dosen.gelarDepan, gelarBelakang: dosen.gelarBelakang })
        .from(dosen)
        .where(eq(dosen.uuid, myDosen))
    : [];
  if (!myDosen || !me) throw new AppError('NOT_FOUND', 'No lecturer is linked to this account.');
  return {
    dosen: { uuid: myDosen, nama: namaLengkapOf(me) },
    nextSidang: await nextSidang(db, myDosen, now),
    scoresToEnter: await scoresToEnter(db, myDosen),
    perubahan: await perubahan(db, caller, myDosen),
    honorarium: await honorarium(db, caller, myDosen, now),
  };
}
