import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** KOMITE_INCOMPLETE (at PUBLISH and on a published row): exactly one ketua and at least one penguji1. */
export function komiteIncomplete(ctx: CheckContext): Clash[] {
  if (!ctx.publishing && !ctx.published) return [];
  const ketua = ctx.candidate.komite.filter((k) => k.peran === 'ketua').length;
  const penguji1 = ctx.candidate.komite.filter((k) => k.peran === 'penguji1').length;
  if (ketua === 1 && penguji1 >= 1) return [];
  return [{ code: 'KOMITE_INCOMPLETE', message: 'The committee needs exactly one ketua and a penguji 1.' }];
}
