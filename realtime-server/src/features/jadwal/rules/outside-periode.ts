import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** OUTSIDE_PERIODE: the date lies in no active periode ujian of kind sidang. */
export function outsidePeriode(ctx: CheckContext): Clash[] {
  const tanggal = ctx.candidate.tanggal;
  if (!tanggal || ctx.facts.inPeriode) return [];
  return [{ code: 'OUTSIDE_PERIODE', message: `${tanggal} lies outside every open sidang period.` }];
}
