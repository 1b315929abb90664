import type { Clash } from '@ujian/shared/jadwal';
import type { CheckContext } from './types';

/** DOSEN_INACTIVE: a committee member is deactivated (or unknown). */
export function dosenInactive(ctx: CheckContext): Clash[] {
  const ids = [...new Set(ctx.candidate.komite.map((k) => k.dosenUuid))];
  const byUuid = new Map(ctx.facts.dosen.map((r) => [r.uuid, r]));
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
