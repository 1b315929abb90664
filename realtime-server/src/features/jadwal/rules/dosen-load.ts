import type { Clash } from '@ujian/shared/jadwal';
import { dailyLoad, type LoadSidang, overDailyLoad } from '@ujian/shared/jadwal-load';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jadwalKomite, jadwalSidang } from '../../../db/schema/jadwal';
import { pengajuanPembimbing } from '../../../db/schema/pengajuan';
import { type CheckContext, involvedDosen } from './types';

/**
 * Load per dosen on one day by the shared rule (`dailyLoad`, supervisors always attend here): every
 * sidang not dibatalkan (except `exceptUuid`) in which they sit on the committee or supervise.
 */
export async function loadOnDay(
  ctx: { db: Db },
  tanggal: string,
  dosenUuids: string[] | null,
  exceptUuid?: string,
): Promise<Map<string, number>> {
  const filter =
    dosenUuids === null
      ? sql``
      : sql`where x.dosen_uuid in (${sql.join(
          dosenUuids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = (await ctx.db.execute(sql`
    with day as (
      select j.uuid, j.pengajuan_uuid from ${jadwalSidang} j
      where j.tanggal = ${tanggal}::date and j.status <> 'dibatalkan'
        ${exceptUuid ? sql`and j.uuid <> ${exceptUuid}::uuid` : sql``}
    ), x as (
      select d.uuid, k.dosen_uuid, 'komite' as role from day d join ${jadwalKomite} k on k.jadwal_uuid = d.uuid
      union all
      select d.uuid, pp.dosen_uuid, 'pembimbing' as role from day d join ${pengajuanPembimbing} pp
        on pp.kind = 'sidang' and pp.pengajuan_uuid = d.pengajuan_uuid
    )
    select x.uuid, x.dosen_uuid, x.role from x ${filter}`)) as {
    rows: Array<{ uuid: string; dosen_uuid: string; role: string }>;
  };
  const bySidang = new Map<string, LoadSidang & { komite: string[]; pembimbing: string[] }>();
  for (const r of result.rows) {
    const key = String(r.uuid);
    const s = bySidang.get(key) ?? { key, tanggal, komite: [], pembimbing: [] };
    (r.role === 'komite' ? s.komite : s.pembimbing).push(String(r.dosen_uuid));
    bySidang.set(key, s);
  }
  return loadThatDay([...bySidang.values()], tanggal);
}

/** Load per dosen on `tanggal` (supervisors attend) from that day's sidang. */
function loadThatDay(sidang: LoadSidang[], tanggal: string): Map<string, number> {
  const load = dailyLoad(sidang, true);
  return new Map([...load].map(([dosenUuid, days]) => [dosenUuid, days.get(tanggal) ?? 0]));
}

/** DOSEN_LOAD (soft): with this sidang a lecturer would have more than `maxSidangPerHari` that day. */
export function dosenLoad(ctx: CheckContext): Clash[] {
  const c = ctx.candidate;
  const ids = involvedDosen(ctx);
  if (!c.tanggal || ids.length === 0) return [];
  const tanggal = c.tanggal;
  // the facts hold the sidang of that day with the candidate's people in them
  const day = ctx.facts.sidang
    .filter((s) => s.tanggal === tanggal)
    .map((s) => ({ key: s.uuid, tanggal, komite: s.komite, pembimbing: s.pembimbing }));
  const load = loadThatDay(day, tanggal);
  return ids
    .filter((id) => overDailyLoad(load.get(id) ?? 0, ctx.maxSidangPerHari))
    .map((id) => ({
      code: 'DOSEN_LOAD',
      message: `${ctx.dosenNama.get(id) ?? 'A lecturer'} would have ${(load.get(id) ?? 0) + 1} sidang on ${c.tanggal} (more than ${ctx.maxSidangPerHari}).`,
      dosenUuid: id,
    }));
}
