import { AppError } from '@ujian/shared/errors';
import type { CreateKetersediaan, KetersediaanRow } from '@ujian/shared/ketersediaan';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { ketersediaan } from '../../db/schema/ketersediaan';
import { pengajuanPembimbing, pengajuanSidang } from '../../db/schema/pengajuan';
import { type EventDeps, withEvents } from '../../events/with-events';
import { jakartaIso } from '../../lib/jakarta-time';
import type { AuthContext } from '../auth/auth-context';
import { dosenToWrite } from './ketersediaan-access';
import { announceKetersediaan } from './ketersediaan-effects';
import { ketersediaanDto } from './ketersediaan-rows';
import { expandOccurrences, type Occurrence } from './occurrences';

// one block write at a time per lecturer, so two overlapping checks cannot both pass unseen
const BLOCK_LOCK = 727_021;

/**
 * A lecturer's new block (CONTRACT.md "Lecturer availability"). Refused with `409 HAS_SIDANG` when an
 * occurrence overlaps a published or running sidang they sit on or supervise: that needs a reschedule.
 */
export async function createKetersediaan(
  deps: EventDeps,
  auth: AuthContext,
  input: CreateKetersediaan,
): Promise<KetersediaanRow> {
  const target = await dosenToWrite(deps.db, auth, input.dosenUuid);
  return withEvents(deps, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_LOCK}, hashtext(${target.uuid}))`);
    const mulai = new Date(input.mulai);
    const selesai = new Date(input.selesai);
    const occurrences = expandOccurrences(
      { uuid: '', dosenUuid: target.uuid, mulai, selesai, mingguanSampai: input.mingguanSampai ?? null },
      mulai,
      new Date(8.64e15),
    );
    const sidang = await sidangDuring(tx, target.uuid, occurrences);
    if (sidang)
      throw new AppError('CONFLICT', `${target.nama} has the sidang of ${sidang.mahasiswa} at this time.`, {
        fields: { reason: 'HAS_SIDANG', jadwalUuid: sidang.uuid },
        extra: { sidang },
      });
    const [row] = await tx
      .insert(ketersediaan)
      .values({
        dosenUuid: target.uuid,
        mulai,
        selesai,
        mingguanSampai: input.mingguanSampai ?? null,
        catatan: input.catatan || null,
        createdBy: auth.userId,
      })
      .returning();
    await announceKetersediaan(tx, target, row!.uuid, 'created');
    return ketersediaanDto(row!);
  });
}

type Sidang = { uuid: string; mahasiswa: string; mulai: string; selesai: string };

/** The first terjadwal/berlangsung sidang of the lecturer (committee or pembimbing) overlapping an occurrence. */
async function sidangDuring(db: Db, dosenUuid: string, occurrences: Occurrence[]): Promise<Sidang | undefined> {
  if (occurrences.length === 0) return undefined;
  const first = occurrences[0]!.mulai;
  const last = occurrences.at(-1)!.selesai;
  const result = (await db.execute(sql`
    select j.uuid, j.mulai, j.selesai, u.full_name as mahasiswa from ${jadwalSidang} j
    join ${pengajuanSidang} ps on ps.uuid = j.pengajuan_uuid
    join ${users} u on u.id = ps.user_id
    where j.status in ('terjadwal', 'berlangsung') and j.mulai < ${last.toISOString()}::timestamptz
      and j.selesai > ${first.toISOString()}::timestamptz
      and (exists (select 1 from ${jadwalKomite} k where k.jadwal_uuid = j.uuid and k.dosen_uuid = ${dosenUuid}::uuid)
        or exists (select 1 from ${pengajuanPembimbing} pp where pp.kind = 'sidang'
          and pp.pengajuan_uuid = j.pengajuan_uuid and pp.dosen_uuid = ${dosenUuid}::uuid))
    order by j.mulai, j.uuid`)) as { rows: Array<Record<string, unknown>> };
  for (const r of result.rows) {
    const mulai = new Date(r.mulai as string | Date);
    const selesai = new Date(r.selesai as string | Date);
    if (occurrences.some((o) => o.mulai < selesai && mulai < o.selesai))
      return {
        uuid: String(r.uuid),
        mahasiswa: String(r.mahasiswa),
        mulai: jakartaIso(mulai) as string,
        selesai: jakartaIso(selesai) as string,
      };
  }
  return undefined;
}
