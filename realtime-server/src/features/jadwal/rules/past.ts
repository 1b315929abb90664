import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** PAST: the sidang would start in the past. */
export function past(ctx: CheckContext): Clash[] {
  const mulai = ctx.candidate.mulai;
  if (!mulai || mulai.getTime() > ctx.now.getTime()) return [];
  return [{ code: 'PAST', message: 'The start time lies in the past.' }];
}
