import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** NO_PLACE: a published sidang left with neither a room nor an online link. */
export function noPlace(ctx: CheckContext): Clash[] {
  if (!ctx.published) return [];
  const c = ctx.candidate;
  if (c.ruanganUuid || (c.onlineUrl ?? '').trim()) return [];
  return [{ code: 'NO_PLACE', message: 'A scheduled sidang needs a room or an online link.' }];
}
