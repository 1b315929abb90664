import { type PengajuanActor, refusalMessages, stepBackTarget } from '@ujian/machines/pengajuanGuards';
import { AppError } from '@ujian/shared/errors';
import { noteRequiredEvents, pengajuanMessages, STEP_BACK, type TransitionBody } from '@ujian/shared/pengajuan';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pengajuanHistory } from '../../db/schema/pengajuan';
import { profiles } from '../../db/schema/profile';
import { publish } from '../../events/publish';
import { withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { pengajuanStatusMessage } from '../notifikasi/messages';
import { notify } from '../notifikasi/notify';
import { loadStatusLabels } from '../notifikasi/status-labels';
import { queueSurat } from '../surat/letter-queue';
import { staleVersion } from './conflicts';
import { invalidateCounts } from './count-cache';
import type { PengajuanDeps } from './deps';
import type { KindSpec } from './kinds';
import { assertNoLive, isLive, lockStudentKind } from './live';
import { actorOf, decide, roleMaySend } from './machine-adapter';
import {
  assertMayChange,
  findVisible,
  loadFacts,
  openPeriodeUuid,
  type PengajuanRow,
  recipientsOf,
} from './pengajuan-read';
import { searchTextOf } from './save-pengajuan';
import { notifySubmission } from './submission-notices';

/** 400 before anything is loaded: an event this kind does not know, a missing note or hasil. */
export function checkTransitionBody(spec: KindSpec, body: TransitionBody): void {
  if (body.event !== STEP_BACK && !spec.events.includes(body.event))
    throw new AppError('VALIDATION_FAILED', pengajuanMessages.unknownEvent, {
      fields: {
        event: `${pengajuanMessages.unknownEvent} Expected one of: ${[...spec.events, STEP_BACK].join(', ')}.`,
      },
    });
  if (noteRequiredEvents.includes(body.event) && !body.note?.trim())
    throw new AppError('VALIDATION_FAILED', pengajuanMessages.noteRequired, {
      fields: { note: pengajuanMessages.noteRequired },
    });
  if ((body.event === 'RECORD_RESULT' || body.event === 'RESULT_CHANGED') && !body.hasil)
    throw new AppError('VALIDATION_FAILED', pengajuanMessages.hasilRequired, {
      fields: { hasil: pengajuanMessages.hasilRequired },
    });
}

/** `fields.event`: the reason codes; `fields.documents`: the missing document types, comma separated. */
function notAllowed(message: string, reason: string, missingDocuments: string[] = []): AppError {
  const fields: Record<string, string> = { event: reason };
  if (missingDocuments.length > 0) fields.documents = missingDocuments.join(',');
  return new AppError('TRANSITION_NOT_ALLOWED', message, { fields });
}

/**
 * One status change, end to end (ARCHITECTURE.md): in ONE transaction the row (checked against the
 * version it was read with), a history row, `pengajuan:status` to the student, the prodi's
 * koordinator(s) and admins, an in-app notification (and email per preference) to the student with
 * the note, and `rekap:changed` for the recaps. The relay delivers after commit.
 */
export async function transitionPengajuan(
  deps: PengajuanDeps,
  spec: KindSpec,
  auth: AuthContext,
  uuid: string,
  body: TransitionBody,
): Promise<void> {
  checkTransitionBody(spec, body);
  const seen = await findVisible(deps.db, spec, uuid, auth);
  assertMayChange(spec, auth, seen);
  if (!roleMaySend(spec, actorOf(auth, seen), body.event)) throw notAllowed(refusalMessages.ROLE, 'ROLE');
  if (body.version !== undefined && body.version !== seen.version) throw staleVersion();

  await withEvents(deps, (tx) =>
    applyPengajuanTransition(
      tx,
      deps,
      spec,
      { userId: auth.userId, actorOf: (row) => actorOf(auth, row) },
      uuid,
      body,
      {
        version: seen.version,
      },
    ),
  );
  invalidateCounts(deps.db);
}

/** Who moves a pengajuan: a signed-in caller, or the server for another feature (`system`, e.g. jadwal). */
export type PengajuanMover = { userId: number | null; actorOf: (row: PengajuanRow) => PengajuanActor };

/** The server moving a pengajuan for another feature's change (the machine's `system` actor), on behalf of `userId`. */
export const systemMover = (userId: number): PengajuanMover => ({
  userId,
  actorOf: () => ({ role: 'system', isOwner: false }),
});

/**
 * The transition itself inside the caller's `withEvents` transaction (the row locked, decided by the
 * machine, history, events, notification), so another feature can move a pengajuan in the same
 * transaction as its own change. `expect.version`: refuse as stale when the row moved since.
 */
export async function applyPengajuanTransition(
  tx: Db,
  deps: PengajuanDeps,
  spec: KindSpec,
  by: PengajuanMover,
  uuid: string,
  body: TransitionBody,
  expect: { version?: number } = {},
): Promise<{ from: string; to: string }> {
  {
    const [row] = await tx.select().from(spec.table).where(eq(spec.table.uuid, uuid)).for('update');
    if (!row || (expect.version !== undefined && row.version !== expect.version)) throw staleVersion();
    const now = deps.clock.now();
    const actor = by.actorOf(row);
    const note = body.note?.trim() || null;

    let to: { status: string; hasil: string | null };
    if (body.event === STEP_BACK) {
      if (actor.role !== 'admin') throw notAllowed(refusalMessages.ROLE, 'ROLE');
      const history = await tx
        .select({
          from: pengajuanHistory.fromStatus,
          to: pengajuanHistory.toStatus,
          event: pengajuanHistory.event,
          hasil: pengajuanHistory.hasil,
        })
        .from(pengajuanHistory)
        .where(and(eq(pengajuanHistory.kind, spec.kind), eq(pengajuanHistory.pengajuanUuid, uuid)))
        .orderBy(asc(pengajuanHistory.id));
      const target = stepBackTarget(history, STEP_BACK);
      if (!target) throw notAllowed('There is no earlier state to step back to.', 'NOT_IN_STATE');
      // stepping back out of a final state revives the row: not while the student has another live one
      if (!isLive(row) && isLive(target)) {
        await lockStudentKind(tx, spec, row.userId);
        await assertNoLive(tx, spec, row.userId, uuid);
      }
      to = target;
    } else {
      const facts = (await loadFacts(tx, spec, [row], now, { inTransaction: true })).get(row.uuid)!;
      const decision = decide(spec, row, facts, actor, { type: body.event, note: body.note, hasil: body.hasil });
      if (!decision.ok) throw notAllowed(decision.message, decision.refusals.join(','), decision.missingDocuments);
      to = decision;
    }

    const submitting = body.event === 'SUBMIT' || body.event === 'RESUBMIT';
    const changes: Partial<PengajuanRow> = {
      status: to.status,
      hasil: to.hasil,
      lastNote: note,
      version: row.version + 1,
      updatedAt: now,
    };
    if (submitting) Object.assign(changes, await submitChanges(tx, spec, row, now));
    const updated = await tx
      .update(spec.table)
      .set(changes)
      .where(and(eq(spec.table.uuid, uuid), eq(spec.table.version, row.version)))
      .returning({ prodiUuid: spec.table.prodiUuid });
    if (updated.length === 0) throw staleVersion();

    await tx.insert(pengajuanHistory).values({
      kind: spec.kind,
      pengajuanUuid: uuid,
      fromStatus: row.status,
      toStatus: to.status,
      event: body.event,
      hasil: to.hasil,
      byUserId: by.userId,
      note,
      at: now,
    });

    const { student, staff } = await recipientsOf(tx, { userId: row.userId, prodiUuid: updated[0]!.prodiUuid });
    await publish(tx, [student, ...staff], 'pengajuan:status', {
      kind: spec.kind,
      uuid,
      from: row.status,
      to: to.status,
      event: body.event,
      ...(note ? { note } : {}),
    });
    if (spec.kind === 'sidang') await publish(tx, staff, 'rekap:changed', { recap: 'pengajuan-sidang' });
    // verifying makes the supervision official: its assignment letter is issued right after the change
    if (spec.kind === 'sidang' && body.event === 'VERIFY')
      await queueSurat(
        tx,
        { appUrl: deps.notify.appUrl, clock: deps.clock },
        { jenis: 'surat-tugas-pembimbing', args: { pengajuanUuid: uuid } },
        by.userId,
      );
    if (submitting) await notifySubmission(tx, deps.notify, spec, { ...row, prodiUuid: updated[0]!.prodiUuid });
    // a reschedule keeps the status: the jadwal's own mail tells the student, a status mail would repeat it
    if ((by.userId !== row.userId || note) && body.event !== 'RESCHEDULE') {
      const labels = await loadStatusLabels(tx);
      // notify() honours the student's per-topic choice (in-app, email, both or neither) and writes
      // the text in the student's language
      await notify(tx, deps.notify, [student], {
        topic: spec.kind === 'sidang' ? 'pengajuan' : 'yudisium',
        link: `/${spec.path}/readonly/${uuid}`,
        localized: (locale) =>
          pengajuanStatusMessage(
            locale,
            { kind: spec.kind, judul: row.judul, to: to.status, note, hasil: to.hasil },
            labels,
          ),
      });
    }
    return { from: row.status, to: to.status };
  }
}

/** On (re)submit the row takes the student's current prodi and name, and an open periode if it had none. */
async function submitChanges(tx: Db, spec: KindSpec, row: PengajuanRow, now: Date) {
  const [profile] = await tx
    .select({ prodiUuid: profiles.prodiUuid })
    .from(profiles)
    .where(eq(profiles.userId, row.userId));
  return {
    prodiUuid: profile?.prodiUuid ?? row.prodiUuid,
    periodeUuid: row.periodeUuid ?? (await openPeriodeUuid(tx, spec, now)) ?? null,
    searchText: await searchTextOf(tx, row.userId, row.judul),
    submittedAt: now,
  };
}
