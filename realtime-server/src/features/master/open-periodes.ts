import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodeUjian } from '../../db/schema/master';

export type PeriodeJenis = 'sidang' | 'yudisium';

/** The university's calendar: a period "open on the 1st" is open on the 1st in Jakarta. */
export const UNIVERSITY_TIME_ZONE = 'Asia/Jakarta';

/** YYYY-MM-DD of an instant in a time zone. */
export function calendarDateOf(at: Date, timeZone = UNIVERSITY_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The active periode ujian open on `at` (opening and closing days included), of one kind or of
 * every kind, the one closing soonest first: a submission without a chosen periode goes to the
 * first, which is the one whose deadline is nearest. `at` is an instant (read in the university's
 * time zone) or YYYY-MM-DD.
 */
export async function openPeriodes(db: Db, at: Date | string, jenis?: PeriodeJenis | (string & {})) {
  const day = typeof at === 'string' ? at : calendarDateOf(at);
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
