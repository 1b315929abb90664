import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** RUANGAN_INACTIVE: the room is deactivated (or unknown). */
export function ruanganInactive(ctx: CheckContext): Clash[] {
  const uuid = ctx.candidate.ruanganUuid;
  if (!uuid) return [];
  const room = ctx.facts.ruangan;
  if (room?.active) return [];
  return [
    {
      code: 'RUANGAN_INACTIVE',
      message: room ? `${room.nama} is not in use.` : 'The room does not exist.',
      ruanganUuid: uuid,
    },
  ];
}
