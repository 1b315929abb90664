import type { Clash } from '@ujian/shared/jadwal';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { users } from '../../../db/schema/auth';
import { jadwalSidang } from '../../../db/schema/jadwal';
import { ruangan } from '../../../db/schema/master';
import { pengajuanSidang } from '../../../db/schema/pengajuan';
import { type CheckContext, earliestOverlappingStart, span } from './types';

/** RUANGAN_BUSY: the room holds another sidang (not dibatalkan) at an overlapping time. */
export async function ruanganBusy(ctx: CheckContext): Promise<Clash[]> {
  const c = ctx.candidate;
  if (!c.ruanganUuid || !c.mulai || !c.selesai) return [];
  const rows = await ctx.db
    .select({
      uuid: jadwalSidang.uuid,
      mulai: jadwalSidang.mulai,
      selesai: jadwalSidang.selesai,
      mahasiswa: users.fullName,
      ruangan: ruangan.nama,
    })
    .from(jadwalSidang)
    .innerJoin(pengajuanSidang, eq(pengajuanSidang.uuid, jadwalSidang.pengajuanUuid))
    .innerJoin(users, eq(users.id, pengajuanSidang.userId))
    .innerJoin(ruangan, eq(ruangan.uuid, jadwalSidang.ruanganUuid))
    .where(
      and(
        eq(jadwalSidang.ruanganUuid, c.ruanganUuid),
        ne(jadwalSidang.status, 'dibatalkan'),
        lt(jadwalSidang.mulai, c.selesai),
        gt(jadwalSidang.mulai, earliestOverlappingStart(c.mulai)),
        gt(jadwalSidang.selesai, c.mulai),
        c.uuid ? ne(jadwalSidang.uuid, c.uuid) : undefined,
      ),
    )
    .limit(10);
  return rows.map((r) => ({
    code: 'RUANGAN_BUSY',
    message: `${r.ruangan} is taken by the sidang of ${r.mahasiswa} (${span(r.mulai!, r.selesai!)}).`,
    ruanganUuid: c.ruanganUuid!,
    jadwalUuid: r.uuid,
  }));
}
