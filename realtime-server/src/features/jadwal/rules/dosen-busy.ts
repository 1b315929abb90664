import type { Clash } from '@ujian/shared/jadwal';
import { type CheckContext, involvedDosen, overlapsCandidate, span } from './types';

/**
 * DOSEN_BUSY: a committee member or pembimbing of this sidang sits on the committee of, or
 * supervises, another sidang (not dibatalkan) at an overlapping time.
 */
export function dosenBusy(ctx: CheckContext): Clash[] {
  const ids = involvedDosen(ctx);
  const out: Clash[] = [];
  for (const s of ctx.facts.sidang) {
    if (!overlapsCandidate(ctx, s.mulai, s.selesai)) continue;
    const there = new Set([...s.komite, ...s.pembimbing]);
    for (const dosenUuid of ids.filter((id) => there.has(id)))
      out.push({
        code: 'DOSEN_BUSY',
        message: `${ctx.dosenNama.get(dosenUuid) ?? 'A lecturer'} is in the sidang of ${s.mahasiswa} (${span(s.mulai!, s.selesai!)}).`,
        dosenUuid,
        jadwalUuid: s.uuid,
      });
  }
  return out.slice(0, 50);
}
