import type { Clash } from '@ujian/shared/jadwal';
import { inArray } from 'drizzle-orm';
import { dosen } from '../../../db/schema/master';
import type { CheckContext } from './types';

/** DOSEN_INACTIVE: a committee member is deactivated (or unknown). */
export async function dosenInactive(ctx: CheckContext): Promise<Clash[]> {
  const ids = [...new Set(ctx.candidate.komite.map((k) => k.dosenUuid))];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ uuid: dosen.uuid, nama: dosen.nama, active: dosen.active })
    .from(dosen)
    .where(inArray(dosen.uuid, ids));
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  return ids
    .filter((id) => !byUuid.get(id)?.active)
    .map((id) => {
      const row = byUuid.get(id);
      return {
        code: 'DOSEN_INACTIVE',
        message: row ? `${row.nama} is not active.` : 'A committee member does not exist.',
        dosenUuid: id,
      };
    });
}
