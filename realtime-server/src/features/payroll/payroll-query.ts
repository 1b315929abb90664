import { subject } from '@casl/ability';
import { AppError } from '@ujian/shared/errors';
import type {
  PayrollLine,
  PayrollLinesPage,
  PayrollLinesQuery,
  PayrollPeran,
  PayrollQuery,
  PayrollRecap,
  PayrollRow,
} from '@ujian/shared/payroll';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalSidang } from '../../db/schema/jadwal';
import { dosen, periodeUjian, prodi } from '../../db/schema/master';
import { payrollLine } from '../../db/schema/payroll';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import type { AuthContext } from '../auth/auth-context';
import { abilityWhere } from '../pengajuan/ability-sql';

const SUBJECT = 'rekapitulasi-payroll';
const l = payrollLine;

/**
 * The lines a caller may read and asked for, as one WHERE: CASL's rules as SQL (a dosen `{dosenId}`,
 * a koordinator `{prodiId}`) and the filters; dates and periods select by the sidang's date.
 * Naming a lecturer or a prodi the caller may not read is a 404, not an empty recap (CONTRACT.md
 * Part 3 "Bad input"): a lecturer is readable by the rules on their own prodi, or when a line of
 * theirs is (a koordinator sees an examiner from elsewhere who sat in their prodi's sidang); the
 * caller's own lecturer row always is (their desk), its lines still filtered by the rules.
 */
export async function payrollWhere(db: Db, auth: AuthContext, q: PayrollQuery): Promise<SQL | undefined> {
  const byRules = abilityWhere(auth.ability, 'read', SUBJECT, {
    dosenId: { column: l.dosenUuid, type: 'uuid' },
    prodiId: { column: l.prodiUuid, type: 'uuid' },
  });
  const may = (fields: { dosenId: string; prodiId: string }) =>
    auth.ability.can('read', subject(SUBJECT, fields) as unknown as Record<string, unknown>);
  if (q.dosenUuid) {
    const [found] = await db
      .select({ uuid: dosen.uuid, prodiUuid: dosen.prodiUuid })
      .from(dosen)
      .where(eq(dosen.uuid, q.dosenUuid));
    const readable =
      found !== undefined &&
      (found.uuid === auth.user.dosenId ||
        may({ dosenId: found.uuid, prodiId: found.prodiUuid ?? '' }) ||
        (
          await db
            .select({ one: sql`1` })
            .from(l)
            .where(and(byRules, eq(l.dosenUuid, found.uuid)))
            .limit(1)
        ).length > 0);
    if (!readable) throw new AppError('NOT_FOUND', 'This lecturer was not found.');
  }
  if (q.prodiUuid) {
    const [found] = await db.select({ uuid: prodi.uuid }).from(prodi).where(eq(prodi.uuid, q.prodiUuid));
    if (!found || !may({ dosenId: auth.user.dosenId ?? '', prodiId: found.uuid }))
      throw new AppError('NOT_FOUND', 'This study programme was not found.');
  }
  let periode: { from: string; to: string } | undefined;
  if (q.periodeUuid) {
    const [p] = await db
      .select({ from: periodeUjian.tanggalBuka, to: periodeUjian.tanggalTutup })
      .from(periodeUjian)
      .where(eq(periodeUjian.uuid, q.periodeUuid));
    if (!p)
      throw new AppError('VALIDATION_FAILED', 'This period does not exist.', {
        fields: { periodeUuid: 'This period does not exist.' },
      });
    periode = p;
  }
  return and(
    byRules,
    q.from ? gte(l.tanggal, q.from) : undefined,
    q.to ? lte(l.tanggal, q.to) : undefined,
    periode ? and(gte(l.tanggal, periode.from), lte(l.tanggal, periode.to)) : undefined,
    q.prodiUuid ? eq(l.prodiUuid, q.prodiUuid) : undefined,
    q.dosenUuid ? eq(l.dosenUuid, q.dosenUuid) : undefined,
  );
}

// sums of integer columns are bigint (text over the wire): whole rupiah stay exact below 2^53
const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/** Per lecturer and role, then per lecturer, then overall: three GROUP BYs over the filtered lines. */
export async function payrollRecap(db: Db, auth: AuthContext, q: PayrollQuery): Promise<PayrollRecap> {
  const where = await payrollWhere(db, auth, q);
  const [perPeran, perDosen, [totals]] = await Promise.all([
    db
      .select({ dosenUuid: l.dosenUuid, peran: l.peran, n: sql<number>`count(*)::int`, jumlah: sumOf(l.jumlah) })
      .from(l)
      .where(where)
      .groupBy(l.dosenUuid, l.peran),
    db
      .select({
        dosenUuid: l.dosenUuid,
        nama: dosen.nama,
        nidn: dosen.nidn,
        jumlahSidang: sql<number>`count(distinct ${l.jadwalUuid})::int`,
        bruto: sumOf(l.jumlah),
        pajak: sumOf(l.pajak),
        neto: sumOf(l.neto),
      })
      .from(l)
      .innerJoin(dosen, eq(dosen.uuid, l.dosenUuid))
      .where(where)
      .groupBy(l.dosenUuid, dosen.nama, dosen.nidn)
      .orderBy(asc(dosen.nama), asc(l.dosenUuid)),
    db
      .select({
        jumlahSidang: sql<number>`count(distinct ${l.jadwalUuid})::int`,
        bruto: sumOf(l.jumlah),
        pajak: sumOf(l.pajak),
        neto: sumOf(l.neto),
      })
      .from(l)
      .where(where),
  ]);
  const byDosen = new Map<string, PayrollRow['perPeran']>();
  for (const p of perPeran) {
    const entry = byDosen.get(p.dosenUuid) ?? {};
    entry[p.peran as PayrollPeran] = { n: p.n, jumlah: Number(p.jumlah) };
    byDosen.set(p.dosenUuid, entry);
  }
  return {
    rows: perDosen.map((r) => ({
      dosenUuid: r.dosenUuid,
      nama: r.nama,
      nidn: r.nidn,
      jumlahSidang: r.jumlahSidang,
      perPeran: byDosen.get(r.dosenUuid) ?? {},
      bruto: Number(r.bruto),
      pajak: Number(r.pajak),
      neto: Number(r.neto),
    })),
    totals: {
      bruto: Number(totals?.bruto ?? 0),
      pajak: Number(totals?.pajak ?? 0),
      neto: Number(totals?.neto ?? 0),
      jumlahSidang: totals?.jumlahSidang ?? 0,
    },
  };
}

/** A line as listed and exported: who, for which sidang (its student), when, how much. */
export function selectLines(db: Db) {
  return db
    .select({
      uuid: l.uuid,
      jadwalUuid: l.jadwalUuid,
      dosenUuid: l.dosenUuid,
      dosenNama: dosen.nama,
      nidn: dosen.nidn,
      peran: l.peran,
      jumlah: l.jumlah,
      pajak: l.pajak,
      neto: l.neto,
      tanggal: l.tanggal,
      prodiUuid: l.prodiUuid,
      prodiNama: prodi.nama,
      mahasiswa: users.fullName,
    })
    .from(l)
    .innerJoin(dosen, eq(dosen.uuid, l.dosenUuid))
    .leftJoin(prodi, eq(prodi.uuid, l.prodiUuid))
    .leftJoin(jadwalSidang, eq(jadwalSidang.uuid, l.jadwalUuid))
    .leftJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .leftJoin(users, eq(users.id, pengajuanSidang.userId));
}

export const lineOrder = [desc(l.tanggal), asc(dosen.nama), asc(l.peran), asc(l.uuid)];

export async function payrollLines(db: Db, auth: AuthContext, q: PayrollLinesQuery): Promise<PayrollLinesPage> {
  const where = await payrollWhere(db, auth, q);
  const [rows, [count]] = await Promise.all([
    selectLines(db)
      .where(where)
      .orderBy(...lineOrder)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(l).where(where),
  ]);
  return { data: rows as PayrollLine[], page: q.page, perPage: q.perPage, total: count?.n ?? 0 };
}
