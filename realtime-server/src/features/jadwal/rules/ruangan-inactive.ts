import type { Clash } from '@ujian/shared/jadwal';
import { eq } from 'drizzle-orm';
import { ruangan } from '../../../db/schema/master';
import type { CheckContext } from './types';

/** RUANGAN_INACTIVE: the room is deactivated (or unknown). */
export async function ruanganInactive(ctx: CheckContext): Promise<Clash[]> {
  const uuid = ctx.candidate.ruanganUuid;
  if (!uuid) return [];
  const [room] = await ctx.db
    .select({ nama: ruangan.nama, active: ruangan.active })
    .from(ruangan)
    .where(eq(ruangan.uuid, uuid));
  if (room?.active) return [];
  return [
    {
      code: 'RUANGAN_INACTIVE',
      message: room ? `${room.nama} is not in use.` : 'The room does not exist.',
      ruanganUuid: uuid,
    },
  ];
}
