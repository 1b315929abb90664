import {
  type JadwalFacts,
  type JadwalSidangEvent,
  jadwalBlockerFields,
  jadwalBlockers,
  jadwalRefusalMessages,
  jadwalRefusals,
  nextJadwal,
  restoreJadwal,
} from '@ujian/machines/jadwalSidang';
import { AppError } from '@ujian/shared/errors';
import type { JadwalStatus, JadwalTransition } from '@ujian/shared/jadwal';
import { and, eq } from 'drizzle-orm';
import { jadwalHistory, jadwalSidang } from '../../db/schema/jadwal';
import { withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { createHasilForJadwal } from '../hasil/hasil-rows';
import { writePayrollLines } from '../payroll/write-payroll-lines';
import { invalidateCounts } from '../pengajuan/count-cache';
import { kindSpecs } from '../pengajuan/kinds';
import { applyPengajuanTransition, systemMover } from '../pengajuan/transition-pengajuan';
import { revokeSuratOf } from '../surat/issue-for-events';
import { queueSurat } from '../surat/letter-queue';
import { checkJadwal, scheduleClash } from './check-jadwal';
import { announceJadwal, type JadwalDeps } from './jadwal-effects';
import { factsOf, findVisibleJadwal, jadwalActorOf, jadwalSubject, komiteOf } from './jadwal-rows';
import { conflict, jadwalMessages, lockPlacement, staleJadwal } from './jadwal-write';

/**
 * The machine's answer for `event` on a row with `facts`: the next status, or the 409 that says why
 * not (`INCOMPLETE` names the missing fields; others carry the refusal as `fields.reason`).
 */
export function decideJadwal(status: string, facts: JadwalFacts, event: JadwalSidangEvent): JadwalStatus {
  const snapshot = restoreJadwal(status, facts);
  const refusals = jadwalRefusals(snapshot, event);
  if (refusals.length === 0) return nextJadwal(snapshot, event);
  if (refusals[0] === 'INCOMPLETE') {
    const fields: Record<string, string> = {};
    for (const blocker of jadwalBlockers(facts)) fields[jadwalBlockerFields[blocker]] = 'Required.';
    throw conflict('INCOMPLETE', `${jadwalMessages.incomplete} Missing: ${Object.keys(fields).join(', ')}.`, fields);
  }
  if (refusals[0] === 'ROLE') throw new AppError('FORBIDDEN', jadwalRefusalMessages.ROLE);
  if (refusals[0] === 'NOTE_REQUIRED')
    throw new AppError('VALIDATION_FAILED', jadwalMessages.noteRequired, {
      fields: { note: jadwalMessages.noteRequired },
    });
  throw new AppError('TRANSITION_NOT_ALLOWED', jadwalRefusalMessages[refusals[0]!], {
    fields: { event: refusals.join(','), reason: refusals[0] === 'FINAL' ? 'NOT_IN_STATE' : refusals[0]! },
  });
}

/**
 * `POST /jadwal-sidang/:uuid/transitions`. PUBLISH answers an incomplete row first (409 INCOMPLETE),
 * then locks the room and dosen rows and checks the hard rules (409 SCHEDULE_CLASH); PUBLISH moves the
 * pengajuan to dijadwalkan (SCHEDULE), CANCEL of a terjadwal row back to diverifikasi (UNSCHEDULE),
 * through the pengajuan's own transition code in the SAME transaction.
 */
export async function transitionJadwal(
  deps: JadwalDeps,
  auth: AuthContext,
  uuid: string,
  body: JadwalTransition,
): Promise<void> {
  const note = body.note?.trim() || null;
  if (body.event === 'CANCEL' && !note)
    throw new AppError('VALIDATION_FAILED', jadwalMessages.noteRequired, {
      fields: { note: jadwalMessages.noteRequired },
    });
  const seen = await findVisibleJadwal(deps.db, uuid, auth);
  if (!auth.ability.can('manage', jadwalSubject(seen)))
    throw new AppError('FORBIDDEN', 'You are not allowed to change this schedule.');
  if (body.version !== seen.row.version) throw await staleJadwal(deps.db, uuid, auth);

  let pengajuanMoved = false;
  await withEvents(deps, async (tx) => {
    const [row] = await tx.select().from(jadwalSidang).where(eq(jadwalSidang.uuid, uuid)).for('update');
    if (!row || row.version !== body.version) throw await staleJadwal(tx, uuid, auth);
    const komite = (await komiteOf(tx, [uuid])).get(uuid) ?? [];
    const facts = factsOf(row, komite, jadwalActorOf(auth, seen));
    const event: JadwalSidangEvent =
      body.event === 'CANCEL' ? { type: 'CANCEL', note: note ?? '' } : { type: body.event };
    const to = decideJadwal(row.status, facts, event);

    if (body.event === 'PUBLISH') {
      const seats = komite.map((k) => ({ dosenUuid: k.dosenUuid, peran: k.peran }));
      await lockPlacement(tx, { ruanganUuid: row.ruanganUuid, komite: seats, pengajuanUuid: row.pengajuanUuid });
      const result = await checkJadwal(
        tx,
        {
          uuid,
          pengajuanUuid: row.pengajuanUuid,
          tanggal: row.tanggal,
          waktuUjianUuid: row.waktuUjianUuid,
          ruanganUuid: row.ruanganUuid,
          onlineUrl: row.onlineUrl,
          komite: seats,
        },
        { now: deps.clock.now(), publishing: true },
      );
      if (!result.ok) throw scheduleClash(result);
    }

    const now = deps.clock.now();
    const updated = await tx
      .update(jadwalSidang)
      .set({
        status: to,
        version: row.version + 1,
        updatedAt: now,
        // a cancellation is a new revision of the event: calendars that have it take the CANCEL over it
        ...(body.event === 'CANCEL' ? { cancelNote: note, sequence: row.sequence + 1 } : {}),
      })
      .where(and(eq(jadwalSidang.uuid, uuid), eq(jadwalSidang.version, row.version)))
      .returning({ uuid: jadwalSidang.uuid });
    if (updated.length === 0) throw await staleJadwal(tx, uuid, auth);
    await tx.insert(jadwalHistory).values({
      jadwalUuid: uuid,
      fromStatus: row.status,
      toStatus: to,
      event: body.event,
      sequence: body.event === 'CANCEL' ? row.sequence + 1 : row.sequence,
      byUserId: auth.userId,
      note,
      at: now,
    });

    const wasPublished = row.status !== 'draft';
    if (body.event === 'PUBLISH') {
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(auth.userId), row.pengajuanUuid, {
        event: 'SCHEDULE',
      });
      // the hasil row exists from PUBLISH on (status penilaian, the committee as penilai)
      await createHasilForJadwal(tx, uuid);
      pengajuanMoved = true;
      // issued right after this commits: a letter that cannot be made never undoes the publication
      await queueSurat(
        tx,
        { appUrl: deps.notify.appUrl, clock: deps.clock },
        { jenis: 'surat-tugas', args: { jadwalUuid: uuid } },
        auth.userId,
      );
    } else if (body.event === 'CANCEL' && row.status === 'terjadwal') {
      await applyPengajuanTransition(tx, deps, kindSpecs.sidang, systemMover(auth.userId), row.pengajuanUuid, {
        event: 'UNSCHEDULE',
      });
      pengajuanMoved = true;
      await revokeSuratOf(tx, 'surat-tugas', uuid, `Sidang dibatalkan: ${note ?? ''}`.trim());
    }
    // a finished sidang is paid: its honorarium lines are written with the change, once
    if (body.event === 'FINISH') await writePayrollLines(tx, uuid, now, deps.logger);
    const change = body.event === 'PUBLISH' ? 'published' : body.event === 'CANCEL' ? 'cancelled' : 'updated';
    await announceJadwal(tx, deps, uuid, change, {
      publishedOnce: wasPublished || body.event === 'PUBLISH',
      tell: body.event === 'PUBLISH' ? 'published' : body.event === 'CANCEL' && wasPublished ? 'cancelled' : undefined,
      note,
    });
  });
  if (pengajuanMoved) invalidateCounts(deps.db);
}
