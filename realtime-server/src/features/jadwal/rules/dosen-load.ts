import type { Clash } from '@ujian/shared/jadwal';
import { sql } from 'drizzle-orm';
import { jadwalKomite, jadwalSidang } from '../../../db/schema/jadwal';
import { pengajuanPembimbing } from '../../../db/schema/pengajuan';
import { type CheckContext, involvedDosen } from './types';

/** Sidang per dosen on one day (committee seats and supervised students; not dibatalkan, not `exceptUuid`). */
export async function loadOnDay(
  ctx: Pick<CheckContext, 'db'>,
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
      select d.uuid, k.dosen_uuid from day d join ${jadwalKomite} k on k.jadwal_uuid = d.uuid
      union
      select d.uuid, pp.dosen_uuid from day d join ${pengajuanPembimbing} pp
        on pp.kind = 'sidang' and pp.pengajuan_uuid = d.pengajuan_uuid
    )
    select x.dosen_uuid, count(*)::int as n from x ${filter} group by x.dosen_uuid`)) as {
    rows: Array<{ dosen_uuid: string; n: number }>;
  };
  return new Map(result.rows.map((r) => [String(r.dosen_uuid), Number(r.n)]));
}

/** DOSEN_LOAD (soft): with this sidang a lecturer would have more than `maxSidangPerHari` that day. */
export async function dosenLoad(ctx: CheckContext): Promise<Clash[]> {
  const c = ctx.candidate;
  const ids = involvedDosen(ctx);
  if (!c.tanggal || ids.length === 0) return [];
  const load = await loadOnDay(ctx, c.tanggal, ids, c.uuid);
  return ids
    .filter((id) => (load.get(id) ?? 0) + 1 > ctx.maxSidangPerHari)
    .map((id) => ({
      code: 'DOSEN_LOAD',
      message: `${ctx.dosenNama.get(id) ?? 'A lecturer'} would have ${(load.get(id) ?? 0) + 1} sidang on ${c.tanggal} (more than ${ctx.maxSidangPerHari}).`,
      dosenUuid: id,
    }));
}
