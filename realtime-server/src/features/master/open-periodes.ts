import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodeUjian } from '../../db/schema/master';
import { jakartaDateOf } from '../../lib/jakarta-time';

export type PeriodeJenis = 'sidang' | 'yudisium';

/**
 * The active periode ujian open on `at` (opening and closing days included), of one kind or of
 * every kind, the one closing soonest first: a submission without a chosen periode goes to the
 * first, which is the one whose deadline is nearest. `at` is an instant (read in the university's
 * time zone: a period "open on the 1st" is open on the 1st in Jakarta) or YYYY-MM-DD.
 */
export async function openPeriodes(db: Db, at: Date | string, jenis?: PeriodeJenis | (string & {})) {
  const day = typeof at === 'string' ? at : jakartaDateOf(at);
  return db
    .select({
      uuid: periodeUjian.uuid,
      nama: periodeUjian.nama,
      jenis: periodeUjian.jenis,
      tanggalBuka: periodeUjian.tanggalBuka,
      tanggalTutup: periodeUjian.tanggalTutup,
    })
    .from(periodeUjian)
    .where(
      and(
        eq(periodeUjian.active, true),
        lte(periodeUjian.tanggalBuka, day),
        gte(periodeUjian.tanggalTutup, day),
        jenis ? eq(periodeUjian.jenis, jenis) : undefined,
      ),
    )
    .orderBy(asc(periodeUjian.tanggalTutup));
}
