import type { Clash } from '@ujian/shared/jadwal';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { periodeUjian } from '../../../db/schema/master';
import type { CheckContext } from './types';

/** OUTSIDE_PERIODE: the date lies in no active periode ujian of kind sidang. */
export async function outsidePeriode(ctx: CheckContext): Promise<Clash[]> {
  const tanggal = ctx.candidate.tanggal;
  if (!tanggal) return [];
  const [found] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(periodeUjian)
    .where(
      and(
        eq(periodeUjian.jenis, 'sidang'),
        eq(periodeUjian.active, true),
        lte(periodeUjian.tanggalBuka, tanggal),
        gte(periodeUjian.tanggalTutup, tanggal),
      ),
    )
    .limit(1);
  return found ? [] : [{ code: 'OUTSIDE_PERIODE', message: `${tanggal} lies outside every open sidang period.` }];
}
