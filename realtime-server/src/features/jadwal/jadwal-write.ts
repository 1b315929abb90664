import { AppError } from '@ujian/shared/errors';
import type { KomiteSeat } from '@ujian/shared/jadwal';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jadwalSidang } from '../../db/schema/jadwal';
import { dosen, ruangan } from '../../db/schema/master';
import type { AuthContext } from '../auth/auth-context';
import { pembimbingOf, selectJadwal, toJadwalRows } from './jadwal-rows';

export const jadwalMessages = {
  changedMeanwhile: 'This schedule was changed meanwhile. Reload it and try again.',
  notInState: 'This schedule can no longer be changed in its current state.',
  incomplete: 'The schedule is incomplete.',
  exists: 'This submission already has a schedule.',
  notVerified: 'Only a verified submission (diverifikasi) can be scheduled.',
  noteRequired: 'A note is required to cancel.',
} as const;

/** 409 CONFLICT `STALE_VERSION` with `error.current`: the row as it is now, as the caller sees it. */
export async function staleJadwal(db: Db, uuid: string, auth: AuthContext): Promise<AppError> {
  const [joined] = await selectJadwal(db).where(eq(jadwalSidang.uuid, uuid)).limit(1);
  const current = joined ? (await toJadwalRows(db, [joined], auth))[0] : undefined;
  return new AppError('CONFLICT', jadwalMessages.changedMeanwhile, {
    fields: { reason: 'STALE_VERSION' },
    extra: current ? { current } : {},
  });
}

export const conflict = (reason: string, message: string, fields: Record<string, string> = {}) =>
  new AppError('CONFLICT', message, { fields: { reason, ...fields } });

/**
 * Serialises writes that could clash: the room row and every involved dosen row (committee and the
 * student's pembimbing) are locked FOR UPDATE, room first, dosen sorted by uuid (one order for every
 * writer, so two writers never wait on each other in a cycle), BEFORE the clash check reads. A second
 * writer into the same room or with the same lecturer waits here and then sees the first one's row.
 */
export async function lockPlacement(
  tx: Db,
  placement: { ruanganUuid: string | null; komite: readonly KomiteSeat[]; pengajuanUuid: string },
): Promise<void> {
  if (placement.ruanganUuid)
    await tx.select({ uuid: ruangan.uuid }).from(ruangan).where(eq(ruangan.uuid, placement.ruanganUuid)).for('update');
  const pembimbing = (await pembimbingOf(tx, [placement.pengajuanUuid])).get(placement.pengajuanUuid) ?? [];
  const ids = [...new Set([...placement.komite.map((k) => k.dosenUuid), ...pembimbing.map((p) => p.dosenUuid)])];
  if (ids.length > 0)
    await tx
      .select({ uuid: dosen.uuid })
      .from(dosen)
      .where(inArray(dosen.uuid, ids))
      .orderBy(asc(dosen.uuid))
      .for('update');
}
