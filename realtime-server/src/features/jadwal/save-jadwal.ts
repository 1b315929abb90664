import { AppError } from '@ujian/shared/errors';
import type { CreateJadwal, KomiteSeat, PatchJadwal } from '@ujian/shared/jadwal';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { jadwalHistory, jadwalKomite, jadwalSidang } from '../../db/schema/jadwal';
import { pengajuanSidang } from '../../db/schema/pengajuan';
import { withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { invalidateCounts } from '../pengajuan/count-cache';
import { kindSpecs } from '../pengajuan/kinds';
import { applyPengajuanTransition, systemMover } from '../pengajuan/transition-pengajuan';
import { queueSurat } from '../surat/letter-queue';
import { assertSeatsValid, checkJadwal, scheduleClash, slotOf } from './check-jadwal';
import { announceJadwal, type JadwalDeps } from './jadwal-effects';
import { factsOf, findVisibleJadwal, jadwalActorOf, jadwalSubject, komiteOf } from './jadwal-rows';
import { conflict, jadwalMessages, lockPlacement, staleJadwal } from './jadwal-write';
import { decideJadwal } from './transition-jadwal';

const pengajuanNotFound = () => new AppError('NOT_FOUND', 'Pengajuan not found');

/**
 * `POST /jadwal-sidang`: a draft for a pengajuan sidang in `diverifikasi` (else 409 NOT_IN_STATE), at
 * most one live jadwal per pengajuan (409 JADWAL_EXISTS; under a race the partial unique index
 * settles it). Whatever placement it is given is checked against the hard rules.
 */
export async function createJadwal(deps: JadwalDeps, auth: AuthContext, body: CreateJadwal): Promise<string> {
  const komite = body.komite ?? [];
  assertSeatsValid(komite);
  const [pengajuan] = await deps.db
    .select({
      uuid: pengajuanSidang.uuid,
      status: pengajuanSidang.status,
      userId: pengajuanSidang.userId,
      prodiUuid: pengajuanSidang.prodiUuid,
    })
    .from(pengajuanSidang)
    .where(eq(pengajuanSidang.uuid, body.pengajuanUuid));
  if (!pengajuan) throw pengajuanNotFound();
  if (!auth.ability.can('manage', jadwalSubject({ userId: pengajuan.userId, row: pengajuan })))
    throw pengajuanNotFound();

  try {
    const uuid = await withEvents(deps, async (tx) => {
      const [locked] = await tx
        .select({ status: pengajuanSidang.status })
        .from(pengajuanSidang)
        .where(eq(pengajuanSidang.uuid, pengajuan.uuid))
        .for('update');
      const [live] = await tx
        .select({ uuid: jadwalSidang.uuid })
        .from(jadwalSidang)
        .where(and(eq(jadwalSidang.pengajuanUuid, pengajuan.uuid), ne(jadwalSidang.status, 'dibatalkan')));
      if (live) throw conflict('JADWAL_EXISTS', jadwalMessages.exists, { jadwalUuid: live.uuid });
      if (locked?.status !== 'diverifikasi') throw conflict('NOT_IN_STATE', jadwalMessages.notVerified);

      const placement = {
        pengajuanUuid: pengajuan.uuid,
        tanggal: body.tanggal ?? null,
        waktuUjianUuid: body.waktuUjianUuid ?? null,
        ruanganUuid: body.ruanganUuid ?? null,
        onlineUrl: body.onlineUrl ?? null,
        komite,
      };
      await lockPlacement(tx, placement);
      const result = await checkJadwal(tx, placement, { now: deps.clock.now() });
      if (!result.ok) throw scheduleClash(result);
      const slot = await slotOf(tx, placement.tanggal, placement.waktuUjianUuid);
      const now = deps.clock.now();
      const [row] = await tx
        .insert(jadwalSidang)
        .values({
          pengajuanUuid: pengajuan.uuid,
          prodiUuid: pengajuan.prodiUuid,
          tanggal: placement.tanggal,
          waktuUjianUuid: placement.waktuUjianUuid,
          mulai: slot.mulai,
          selesai: slot.selesai,
          ruanganUuid: placement.ruanganUuid,
          onlineUrl: placement.onlineUrl,
          locked: body.locked ?? false,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ uuid: jadwalSidang.uuid });
      const jadwalUuid = row!.uuid;
      await replaceKomite(tx, jadwalUuid, komite);
      await tx.insert(jadwalHistory).values({
        jadwalUuid,
        fromStatus: null,
        toStatus: 'draft',
        event: 'CREATE',
        byUserId: auth.userId,
        changes: placementSnapshot(placement),
        at: now,
      });
      await announceJadwal(tx, deps, jadwalUuid, 'created', { publishedOnce: false });
      return jadwalUuid;
    });
    return uuid;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('JADWAL_EXISTS', jadwalMessages.exists);
    throw err;
  }
}

type Placement = {
  tanggal: string | null;
  waktuUjianUuid: string | null;
  ruanganUuid: string | null;
  onlineUrl: string | null;
  komite: KomiteSeat[];
};

function placementSnapshot(p: Placement): Record<string, unknown> {
  return {
    tanggal: p.tanggal,
    waktuUjianUuid: p.waktuUjianUuid,
    ruanganUuid: p.ruanganUuid,
    onlineUrl: p.onlineUrl,
    komite: p.komite,
  };
}

export async function replaceKomite(tx: Db, jadwalUuid: string, komite: readonly KomiteSeat[]): Promise<void> {
  await tx.delete(jadwalKomite).where(eq(jadwalKomite.jadwalUuid, jadwalUuid));
  if (komite.length > 0)
    await tx.insert(jadwalKomite).values(komite.map((k) => ({ jadwalUuid, peran: k.peran, dosenUuid: k.dosenUuid })));
}

const seatKey = (k: readonly KomiteSeat[]) =>
  JSON.stringify([...k].sort((a, b) => a.peran.localeCompare(b.peran)).map((s) => [s.peran, s.dosenUuid]));

/**
 * `PATCH /jadwal-sidang/:uuid`: only in draft/terjadwal. On a terjadwal row a change of time, room or
 * committee is a reschedule: `sequence`+1, a RESCHEDULE history row with the changes, the pengajuan's
 * RESCHEDULE and everyone told again, all in one transaction.
 */
export async function patchJadwal(deps: JadwalDeps, auth: AuthContext, uuid: string, body: PatchJadwal): Promise<void> {
  if (body.komite) assertSeatsValid(body.komite);
  const seen = await findVisibleJadwal(deps.db, uuid, auth);
  if (!auth.ability.can('manage', jadwalSubject(seen)))
    throw new AppError('FORBIDDEN', 'You are not allowed to change this schedule.');
  if (body.version !== seen.row.version) throw await staleJadwal(deps.db, uuid, auth);
  if (seen.row.status !== 'draft' && seen.row.status !== 'terjadwal')
    throw conflict('NOT_IN_STATE', jadwalMessages.notInState);

  let rescheduled = false;
  await withEvents(deps, async (tx) => {
    const [row] = await tx.select().from(jadwalSidang).where(eq(jadwalSidang.uuid, uuid)).for('update');
    if (!row || row.version !== body.version) throw await staleJadwal(tx, uuid, auth);
    if (row.status !== 'draft' && row.status !== 'terjadwal') throw conflict('NOT_IN_STATE', jadwalMessages.notInState);
    const published = row.status === 'terjadwal';
    const oldKomite = ((await komiteOf(tx, [uuid])).get(uuid) ?? []).map((k) => ({
      dosenUuid: k.dosenUuid,
      peran: k.peran,
    }));
    const before: Placement = {
      tanggal: row.tanggal,
      waktuUjianUuid: row.waktuUjianUuid,
      ruanganUuid: row.ruanganUuid,
      onlineUrl: row.onlineUrl,
      komite: oldKomite,
    };
    const after: Placement = {
      tanggal: body.tanggal === undefined ? before.tanggal : body.tanggal,
      waktuUjianUuid: body.waktuUjianUuid === undefined ? before.waktuUjianUuid : body.waktuUjianUuid,
      ruanganUuid: body.ruanganUuid === undefined ? before.ruanganUuid : body.ruanganUuid,
      onlineUrl: body.onlineUrl === undefined ? before.onlineUrl : body.onlineUrl,
      komite: body.komite ?? before.komite,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of ['tanggal', 'waktuUjianUuid', 'ruanganUuid', 'onlineUrl'] as const)
      if (before[field] !== after[field]) changes[field] = [before[field], after[field]];
    if (seatKey(before.komite) !== seatKey(after.komite)) changes.komite = [before.komite, after.komite];
    const placementChanged = Object.keys(changes).length > 0;
    if (body.locked !== undefined && body.locked !== row.locked) changes.locked = [row.locked, body.locked];
    if (Object.keys(changes).length === 0) return;

    if (placementChanged) {
      if (published) {
        const missing: Record<string, string> = {};
        if (!after.tanggal) missing.tanggal = 'Required.';
        if (!after.waktuUjianUuid) missing.waktuUjianUuid = 'Required.';
        if (Object.keys(missing).length > 0) throw conflict('INCOMPLETE', jadwalMessages.incomplete, missing);
      }
      await lockPlacement(tx, { ...after, pengajuanUuid: row.pengajuanUuid });
      const result = await checkJadwal(
        tx,
        { uuid, pengajuanUuid: row.pengajuanUuid, ...after },
        { now: deps.clock.now(), published },
      );
      if (!result.ok) throw scheduleClash(result);
    }
    rescheduled = published && placementChanged;
    // the machine takes the reschedule (role, completeness) as it takes every other event
    if (rescheduled)
      decideJadwal(row.status, factsOf(after, after.komite, jadwalActorOf(auth, seen)), { type: 'RESCHEDULE' });
    const slot = await slotOf(tx, after.tanggal, after.waktuUjianUuid);
    const now = deps.clock.now();
    const updated = await tx
      .update(jadwalSidang)
      .set({
        tanggal: after.tanggal,
        waktuUjianUuid: after.waktuUjianUuid,
        mulai: slot.mulai,
        selesai: slot.selesai,
        ruanganUuid: after.ruanganUuid,
        onlineUrl: after.onlineUrl,
        locked: body.locked ?? row.locked,
        sequence: rescheduled ? row.sequence + 1 : row.sequence,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(and(eq(jadwalSidang.uuid, uuid), eq(jadwalSidang.version, row.version)))
      .returning({ uuid: jadwalSidang.uuid });
    if (updated.length === 0) throw await staleJadwal(tx, uuid, auth);
    if (changes.komite) await replaceKomite(tx, uuid, after.komite);
    await tx.insert(jadwalHistory).values({
      jadwalUuid: uuid,
      fromStatus: row.status,
      toStatus: row.status,
      event: rescheduled ? 'RESCHEDULE' : 'UPDATE',
      sequence: rescheduled ? row.sequence + 1 : row.sequence,
      byUserId: auth.userId,
      changes,
      at: now,
    });
    if (rescheduled) {
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(auth.userId), row.pengajuanUuid, {
        event: 'RESCHEDULE',
      });
      // the committee's letter follows the new time, room or committee; the old one becomes `diganti`
      await queueSurat(
        tx,
        { appUrl: deps.notify.appUrl, clock: deps.clock },
        { jenis: 'surat-tugas', args: { jadwalUuid: uuid } },
        auth.userId,
      );
    }
    await announceJadwal(tx, deps, uuid, 'updated', {
      publishedOnce: published,
      tell: rescheduled ? 'rescheduled' : undefined,
    });
  });
  if (rescheduled) invalidateCounts(deps.db);
}
