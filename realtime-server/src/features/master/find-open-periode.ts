import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodeUjian } from '../../db/schema/master';

export type PeriodeJenis = 'sidang' | 'yudisium';
export type OpenPeriode = typeof periodeUjian.$inferSelect;

/** The university's calendar: a period "open on the 1st" is open on the 1st in Jakarta. */
export const UNIVERSITY_TIME_ZONE = 'Asia/Jakarta';

/** YYYY-MM-DD of an instant in a time zone. */
export function calendarDateOf(at: Date, timeZone = UNIVERSITY_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The active periode ujian of this kind open on `date` (opening and closing days included), the
 * most recently opened one when several overlap; undefined when none is open. The submission guard
 * of pengajuan uses it. `date` is an instant (read in the university's time zone) or YYYY-MM-DD.
 */
export async function findOpenPeriode(
  db: Db,
  jenis: PeriodeJenis,
  date: Date | string,
): Promise<OpenPeriode | undefined> {
  const day = typeof date === 'string' ? date : calendarDateOf(date);
  const [row] = await db
    .select()
    .from(periodeUjian)
    .where(
      and(
        eq(periodeUjian.jenis, jenis),
        eq(periodeUjian.active, true),
        lte(periodeUjian.tanggalBuka, day),
        gte(periodeUjian.tanggalTutup, day),
      ),
    )
    .orderBy(desc(periodeUjian.tanggalBuka))
    .limit(1);
  return row;
}
