import type { Clash } from '@ujian/shared/jadwal';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { jadwalExternalUmum } from '../../../db/schema/master';
import { type CheckContext, involvedDosen } from './types';

/**
 * EXTERNAL_BLOCK: a jadwal external umum overlaps: cakupan `semua` blocks everyone, `dosen` that
 * lecturer (committee or pembimbing), `ruangan` that room.
 */
export async function externalBlock(ctx: CheckContext): Promise<Clash[]> {
  const c = ctx.candidate;
  if (!c.mulai || !c.selesai) return [];
  const ids = involvedDosen(ctx);
  const e = jadwalExternalUmum;
  const rows = await ctx.db
    .select({ uuid: e.uuid, judul: e.judul, cakupan: e.cakupan, dosenUuid: e.dosenUuid, ruanganUuid: e.ruanganUuid })
    .from(e)
    .where(
      and(
        eq(e.active, true),
        lt(e.mulai, c.selesai),
        gt(e.selesai, c.mulai),
        or(
          eq(e.cakupan, 'semua'),
          ids.length > 0 ? and(eq(e.cakupan, 'dosen'), inArray(e.dosenUuid, ids)) : undefined,
          c.ruanganUuid ? and(eq(e.cakupan, 'ruangan'), eq(e.ruanganUuid, c.ruanganUuid)) : undefined,
        ),
      ),
    )
    .limit(20);
  return rows.map((r) => {
    const who =
      r.cakupan === 'dosen'
        ? ` for ${ctx.dosenNama.get(r.dosenUuid ?? '') ?? 'a lecturer'}`
        : r.cakupan === 'ruangan'
          ? ' for the room'
          : '';
    return {
      code: 'EXTERNAL_BLOCK',
      message: `Blocked by "${r.judul}"${who}.`,
      externalUuid: r.uuid,
      ...(r.cakupan === 'dosen' && r.dosenUuid ? { dosenUuid: r.dosenUuid } : {}),
      ...(r.cakupan === 'ruangan' && r.ruanganUuid ? { ruanganUuid: r.ruanganUuid } : {}),
    };
  });
}
