import type { HasilStatus, SidangEventType } from '@ujian/shared/pengajuan';
import { and, setup, transition } from 'xstate';
import {
  actorMay,
  handlesEvent,
  hasNote,
  noActor,
  type PengajuanFacts,
  type Permitted,
  type Refusal,
  submitBlockers,
} from './pengajuanGuards';

export type PengajuanSidangContext = PengajuanFacts;

export type PengajuanSidangEvent =
  | { type: 'SUBMIT' }
  | { type: 'RESUBMIT' }
  | { type: 'VERIFY' }
  | { type: 'RETURN'; note: string }
  | { type: 'REJECT'; note: string }
  | { type: 'CANCEL'; note?: string }
  | { type: 'SCHEDULE' }
  | { type: 'RESCHEDULE' }
  | { type: 'UNSCHEDULE' }
  | { type: 'RECORD_RESULT'; hasil: HasilStatus }
  | { type: 'REVISION_APPROVED' }
  | { type: 'RESULT_CHANGED'; hasil: HasilStatus };

/**
 * Who may send which event. The student acts on their own pengajuan only (`owner`); the koordinator
 * reviews and schedules (the server limits them to their prodi through CASL before the machine is
 * asked); results are recorded by an admin or by the server for the hasil feature (`system`). Only
 * the server moves a recorded result (`RESULT_CHANGED`): an approved perubahan nilai that changes
 * the hasil's keputusan.
 */
export const sidangEventRoles: Record<SidangEventType, readonly Permitted[]> = {
  SUBMIT: ['owner'],
  RESUBMIT: ['owner'],
  CANCEL: ['owner', 'koordinator', 'admin'],
  VERIFY: ['koordinator', 'admin'],
  RETURN: ['koordinator', 'admin'],
  REJECT: ['koordinator', 'admin'],
  SCHEDULE: ['koordinator', 'admin', 'system'],
  RESCHEDULE: ['koordinator', 'admin', 'system'],
  UNSCHEDULE: ['koordinator', 'admin', 'system'],
  RECORD_RESULT: ['admin', 'system'],
  REVISION_APPROVED: ['admin', 'system'],
  RESULT_CHANGED: ['system'],
};

const may = (event: SidangEventType) => ({ type: 'actorMay' as const, params: { event } });
const result = (hasil: HasilStatus) => ({
  guard: and([may('RECORD_RESULT'), { type: 'hasilIs' as const, params: { hasil } }]),
  target: `#pengajuanSidang.selesai.${hasil}`,
});
const changedTo = (hasil: HasilStatus) => ({
  guard: and([may('RESULT_CHANGED'), { type: 'hasilIs' as const, params: { hasil } }]),
  target: `#pengajuanSidang.selesai.${hasil}`,
});

/**
 * Pengajuan sidang (DOMAIN.md "Workflows"). `selesai` has one child per hasil, so the stored
 * `status` + `hasil` restore as `{ selesai: hasil }`. Pure: no actions, only guards over the facts
 * in the context (restored per request by the server with `resolveState`).
 */
export const pengajuanSidangMachine = setup({
  types: {
    context: {} as PengajuanSidangContext,
    events: {} as PengajuanSidangEvent,
    input: {} as Partial<PengajuanSidangContext>,
  },
  guards: {
    actorMay: ({ context }, params: { event: SidangEventType }) =>
      actorMay(sidangEventRoles, context.actor, params.event),
    readyToSubmit: ({ context }) => submitBlockers(context).length === 0,
    hasNote: ({ event }) => hasNote(event as { note?: unknown }),
    hasilIs: ({ event }, params: { hasil: HasilStatus }) =>
      (event.type === 'RECORD_RESULT' || event.type === 'RESULT_CHANGED') && event.hasil === params.hasil,
  },
}).createMachine({
  id: 'pengajuanSidang',
  context: ({ input }) => ({
    actor: input.actor ?? noActor,
    periodeOpen: input.periodeOpen ?? false,
    biodataComplete: input.biodataComplete ?? false,
    missingDocuments: input.missingDocuments ?? [],
  }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        SUBMIT: { guard: and([may('SUBMIT'), 'readyToSubmit']), target: 'diajukan' },
        CANCEL: { guard: may('CANCEL'), target: 'dibatalkan' },
      },
    },
    diajukan: {
      on: {
        VERIFY: { guard: may('VERIFY'), target: 'diverifikasi' },
        RETURN: { guard: and([may('RETURN'), 'hasNote']), target: 'dikembalikan' },
        REJECT: { guard: and([may('REJECT'), 'hasNote']), target: 'ditolak' },
        CANCEL: { guard: may('CANCEL'), target: 'dibatalkan' },
      },
    },
    dikembalikan: {
      on: {
        RESUBMIT: { guard: and([may('RESUBMIT'), 'readyToSubmit']), target: 'diajukan' },
        CANCEL: { guard: may('CANCEL'), target: 'dibatalkan' },
      },
    },
    diverifikasi: {
      on: {
        SCHEDULE: { guard: may('SCHEDULE'), target: 'dijadwalkan' },
        CANCEL: { guard: may('CANCEL'), target: 'dibatalkan' },
      },
    },
    dijadwalkan: {
      on: {
        RESCHEDULE: { guard: may('RESCHEDULE'), target: 'dijadwalkan', reenter: true },
        UNSCHEDULE: { guard: may('UNSCHEDULE'), target: 'diverifikasi' },
        RECORD_RESULT: [result('lulus'), result('lulus_revisi'), result('tidak_lulus')],
      },
    },
    selesai: {
      initial: 'lulus',
      on: { RESULT_CHANGED: [changedTo('lulus'), changedTo('lulus_revisi'), changedTo('tidak_lulus')] },
      states: {
        lulus: {},
        lulus_revisi: {
          on: { REVISION_APPROVED: { guard: may('REVISION_APPROVED'), target: 'lulus' } },
        },
        tidak_lulus: {},
      },
    },
    ditolak: { type: 'final' },
    dibatalkan: { type: 'final' },
  },
});

export type PengajuanSidangSnapshot = ReturnType<typeof pengajuanSidangMachine.resolveState>;

/** The machine state of a stored row: `status` plus, in `selesai`, its `hasil`. */
export function sidangStateValue(status: string, hasil: string | null | undefined) {
  return (status === 'selesai' ? { selesai: hasil ?? 'lulus' } : status) as PengajuanSidangSnapshot['value'];
}

export function restoreSidang(status: string, hasil: string | null | undefined, context: PengajuanSidangContext) {
  return pengajuanSidangMachine.resolveState({ value: sidangStateValue(status, hasil), context });
}

/** Why `event` is refused in `snapshot` (empty when `snapshot.can(event)`), most basic reason first. */
export function sidangRefusals(snapshot: PengajuanSidangSnapshot, event: PengajuanSidangEvent): Refusal[] {
  if (snapshot.can(event)) return [];
  if (snapshot.status === 'done') return ['FINAL'];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  if (!actorMay(sidangEventRoles, snapshot.context.actor, event.type)) return ['ROLE'];
  if ((event.type === 'RETURN' || event.type === 'REJECT') && !hasNote(event)) return ['NOTE_REQUIRED'];
  if (event.type === 'RECORD_RESULT' || event.type === 'RESULT_CHANGED') return ['HASIL_REQUIRED'];
  if (event.type === 'SUBMIT' || event.type === 'RESUBMIT') return submitBlockers(snapshot.context);
  return ['NOT_IN_STATE'];
}

/** The snapshot after `event` (pure; the caller checked `snapshot.can(event)`). */
export function nextSidang(snapshot: PengajuanSidangSnapshot, event: PengajuanSidangEvent): PengajuanSidangSnapshot {
  const [next] = transition(pengajuanSidangMachine, snapshot, event);
  return next;
}
