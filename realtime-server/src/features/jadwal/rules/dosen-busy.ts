import type { Clash } from '@ujian/shared/jadwal';
import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../../db/schema/jadwal';
import { pengajuanPembimbing, pengajuanSidang } from '../../../db/schema/pengajuan';
import { type CheckContext, earliestOverlappingStart, involvedDosen, span } from './types';

/**
 * DOSEN_BUSY: a committee member or pembimbing of this sidang sits on the committee of, or
 * supervises, another sidang (not dibatalkan) at an overlapping time. The overlap is found first on
 * the instants index; only those few sidang are joined with their people.
 */
export async function dosenBusy(ctx: CheckContext): Promise<Clash[]> {
  const c = ctx.candidate;
  const ids = involvedDosen(ctx);
  if (ids.length === 0 || !c.mulai || !c.selesai) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await ctx.db.execute(sql`
    with overlapping as (
      select j.uuid, j.pengajuan_uuid, j.mulai, j.selesai from ${jadwalSidang} j
      where j.status <> 'dibatalkan' and j.mulai < ${c.selesai.toISOString()}::timestamptz
        and j.mulai > ${earliestOverlappingStart(c.mulai).toISOString()}::timestamptz
        and j.selesai > ${c.mulai.toISOString()}::timestamptz
        ${c.uuid ? sql`and j.uuid <> ${c.uuid}::uuid` : sql``}
    ), people as (
      select o.uuid, k.dosen_uuid from overlapping o join ${jadwalKomite} k on k.jadwal_uuid = o.uuid
      union
      select o.uuid, pp.dosen_uuid from overlapping o join ${pengajuanPembimbing} pp
        on pp.kind = 'sidang' and pp.pengajuan_uuid = o.pengajuan_uuid
    )
    select o.uuid, o.mulai, o.selesai, p.dosen_uuid, u.full_name as mahasiswa
    from people p join overlapping o on o.uuid = p.uuid
    join ${pengajuanSidang} ps on ps.uuid = o.pengajuan_uuid
    join ${users} u on u.id = ps.user_id
    where p.dosen_uuid in (${idList})
    order by o.mulai, o.uuid limit 50`)) as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => {
    const dosenUuid = String(r.dosen_uuid);
    const mulai = new Date(String(r.mulai instanceof Date ? r.mulai.toISOString() : r.mulai));
    const selesai = new Date(String(r.selesai instanceof Date ? r.selesai.toISOString() : r.selesai));
    return {
      code: 'DOSEN_BUSY',
      message: `${ctx.dosenNama.get(dosenUuid) ?? 'A lecturer'} is in the sidang of ${String(r.mahasiswa)} (${span(mulai, selesai)}).`,
      dosenUuid,
      jadwalUuid: String(r.uuid),
    };
  });
}
