import type { Clash } from '@ujian/shared/jadwal';
import { type CheckContext, overlapsCandidate, span } from './types';

/** RUANGAN_BUSY: the room holds another sidang (not dibatalkan) at an overlapping time. */
export function ruanganBusy(ctx: CheckContext): Clash[] {
  const room = ctx.candidate.ruanganUuid;
  if (!room) return [];
  return ctx.facts.sidang
    .filter((s) => s.ruanganUuid === room && overlapsCandidate(ctx, s.mulai, s.selesai))
    .slice(0, 10)
    .map((s) => ({
      code: 'RUANGAN_BUSY',
      message: `${ctx.facts.ruangan?.nama ?? 'The room'} is taken by the sidang of ${s.mahasiswa} (${span(s.mulai!, s.selesai!)}).`,
      ruanganUuid: room,
      jadwalUuid: s.uuid,
    }));
}
