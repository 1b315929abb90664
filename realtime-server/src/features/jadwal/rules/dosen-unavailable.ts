import type { Clash } from '@ujian/shared/jadwal';
import { expandOccurrences } from '../../ketersediaan/occurrences';
import { type CheckContext, involvedDosen, span } from './types';

/**
 * DOSEN_UNAVAILABLE: a committee member or pembimbing of this sidang declared themself unavailable
 * (a `ketersediaan` block or one of its weekly repeats) at an overlapping time.
 */
export function dosenUnavailable(ctx: CheckContext): Clash[] {
  const c = ctx.candidate;
  const ids = new Set(involvedDosen(ctx));
  if (ids.size === 0 || !c.mulai || !c.selesai) return [];
  const found = ctx.facts.ketersediaan
    .filter((k) => ids.has(k.dosenUuid))
    .flatMap((k) => expandOccurrences(k, c.mulai!, c.selesai!))
    .sort((a, b) => a.mulai.getTime() - b.mulai.getTime() || a.uuid.localeCompare(b.uuid));
  const seen = new Set<string>();
  return found.flatMap((o) => {
    // one clash per lecturer and block, however many of its occurrences touch the sidang
    const key = `${o.dosenUuid}|${o.uuid}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        code: 'DOSEN_UNAVAILABLE',
        message: `${ctx.dosenNama.get(o.dosenUuid) ?? 'A lecturer'} is not available (${span(o.mulai, o.selesai)}).`,
        dosenUuid: o.dosenUuid,
        ketersediaanUuid: o.uuid,
      },
    ];
  });
}
