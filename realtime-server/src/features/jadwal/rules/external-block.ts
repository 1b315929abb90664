import type { Clash } from '@ujian/shared/jadwal';
import { type CheckContext, involvedDosen, overlapsCandidate } from './types';

/**
 * EXTERNAL_BLOCK: a jadwal external umum overlaps: cakupan `semua` blocks everyone, `dosen` that
 * lecturer (committee or pembimbing), `ruangan` that room.
 */
export function externalBlock(ctx: CheckContext): Clash[] {
  const ids = new Set(involvedDosen(ctx));
  const room = ctx.candidate.ruanganUuid;
  return ctx.facts.external
    .filter(
      (e) =>
        overlapsCandidate(ctx, e.mulai, e.selesai) &&
        (e.cakupan === 'semua' ||
          (e.cakupan === 'dosen' && e.dosenUuid !== null && ids.has(e.dosenUuid)) ||
          (e.cakupan === 'ruangan' && room !== null && e.ruanganUuid === room)),
    )
    .slice(0, 20)
    .map((r) => {
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
