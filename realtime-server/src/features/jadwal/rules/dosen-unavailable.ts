import type { Clash } from '@ujian/shared/jadwal';
import { ketersediaanOccurrences } from '../../ketersediaan/occurrences';
import { type CheckContext, involvedDosen, span } from './types';

/**
 * DOSEN_UNAVAILABLE: a committee member or pembimbing of this sidang declared themself unavailable
 * (a `ketersediaan` block or one of its weekly repeats) at an overlapping time.
 */
export async function dosenUnavailable(ctx: CheckContext): Promise<Clash[]> {
  const c = ctx.candidate;
  const ids = involvedDosen(ctx);
  if (ids.length === 0 || !c.mulai || !c.selesai) return [];
  const found = await ketersediaanOccurrences(ctx.db, { from: c.mulai, to: c.selesai, dosenUuids: ids });
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
