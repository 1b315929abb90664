import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** PEMBIMBING_AS_PENGUJI: a pembimbing of the student holds a committee seat (ketua included). */
export function pembimbingAsPenguji(ctx: CheckContext): Clash[] {
  const pembimbing = new Set(ctx.pembimbing.map((p) => p.dosenUuid));
  return ctx.candidate.komite
    .filter((k) => pembimbing.has(k.dosenUuid))
    .map((k) => ({
      code: 'PEMBIMBING_AS_PENGUJI',
      message: `${ctx.dosenNama.get(k.dosenUuid) ?? 'A lecturer'} supervises this student and may not sit as ${k.peran}.`,
      dosenUuid: k.dosenUuid,
    }));
}
