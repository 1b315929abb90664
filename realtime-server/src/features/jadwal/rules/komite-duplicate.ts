import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** KOMITE_DUPLICATE: one dosen in two seats. */
export function komiteDuplicate(ctx: CheckContext): Clash[] {
  const seen = new Set<string>();
  const out: Clash[] = [];
  for (const k of ctx.candidate.komite) {
    if (seen.has(k.dosenUuid) && !out.some((c) => c.dosenUuid === k.dosenUuid))
      out.push({
        code: 'KOMITE_DUPLICATE',
        message: `${ctx.dosenNama.get(k.dosenUuid) ?? 'A lecturer'} holds more than one committee seat.`,
        dosenUuid: k.dosenUuid,
      });
    seen.add(k.dosenUuid);
  }
  return out;
}
