import type { YudisiumEventType } from '@ujian/shared/pengajuan';
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

export type PengajuanYudisiumContext = PengajuanFacts & {
  /** the student has a pengajuan sidang in `selesai` with hasil `lulus` */
  hasLulusSidang: boolean;
};

export type PengajuanYudisiumEvent =
  | { type: 'SUBMIT' }
  | { type: 'RESUBMIT' }
  | { type: 'VERIFY' }
  | { type: 'RETURN'; note: string }
  | { type: 'APPROVE' }
  | { type: 'GRADUATE' };

/** The koordinator verifies; the faculty (admin) approves and declares the graduation. */
export const yudisiumEventRoles: Record<YudisiumEventType, readonly Permitted[]> = {
  SUBMIT: ['owner'],
  RESUBMIT: ['owner'],
  VERIFY: ['koordinator', 'admin'],
  RETURN: ['koordinator', 'admin'],
  APPROVE: ['admin'],
  GRADUATE: ['admin', 'system'],
};

const may = (event: YudisiumEventType) => ({ type: 'actorMay' as const, params: { event } });

/** Pengajuan yudisium (DOMAIN.md "Workflows"): SUBMIT needs a `lulus` hasil sidang and the documents. */
export const pengajuanYudisiumMachine = setup({
  types: {
    context: {} as PengajuanYudisiumContext,
    events: {} as PengajuanYudisiumEvent,
    input: {} as Partial<PengajuanYudisiumContext>,
  },
  guards: {
    actorMay: ({ context }, params: { event: YudisiumEventType }) =>
      actorMay(yudisiumEventRoles, context.actor, params.event),
    readyToSubmit: ({ context }) => submitBlockers(context).length === 0,
    hasNote: ({ event }) => hasNote(event as { note?: unknown }),
  },
}).createMachine({
  id: 'pengajuanYudisium',
  context: ({ input }) => ({
    actor: input.actor ?? noActor,
    periodeOpen: input.periodeOpen ?? false,
    biodataComplete: input.biodataComplete ?? false,
    missingDocuments: input.missingDocuments ?? [],
    hasLulusSidang: input.hasLulusSidang ?? false,
  }),
  initial: 'draft',
  states: {
    draft: { on: { SUBMIT: { guard: and([may('SUBMIT'), 'readyToSubmit']), target: 'diajukan' } } },
    diajukan: {
      on: {
        VERIFY: { guard: may('VERIFY'), target: 'diverifikasi' },
        RETURN: { guard: and([may('RETURN'), 'hasNote']), target: 'dikembalikan' },
      },
    },
    dikembalikan: { on: { RESUBMIT: { guard: and([may('RESUBMIT'), 'readyToSubmit']), target: 'diajukan' } } },
    diverifikasi: { on: { APPROVE: { guard: may('APPROVE'), target: 'disetujui' } } },
    disetujui: { on: { GRADUATE: { guard: may('GRADUATE'), target: 'selesai' } } },
    selesai: { type: 'final' },
  },
});

export type PengajuanYudisiumSnapshot = ReturnType<typeof pengajuanYudisiumMachine.resolveState>;

export function restoreYudisium(status: string, context: PengajuanYudisiumContext) {
  return pengajuanYudisiumMachine.resolveState({ value: status as PengajuanYudisiumSnapshot['value'], context });
}

export function yudisiumRefusals(snapshot: PengajuanYudisiumSnapshot, event: PengajuanYudisiumEvent): Refusal[] {
  if (snapshot.can(event)) return [];
  if (snapshot.status === 'done') return ['FINAL'];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  if (!actorMay(yudisiumEventRoles, snapshot.context.actor, event.type)) return ['ROLE'];
  if (event.type === 'RETURN' && !hasNote(event)) return ['NOTE_REQUIRED'];
  if (event.type === 'SUBMIT' || event.type === 'RESUBMIT') return submitBlockers(snapshot.context);
  return ['NOT_IN_STATE'];
}

/** The snapshot after `event` (pure; the caller checked `snapshot.can(event)`). */
export function nextYudisium(
  snapshot: PengajuanYudisiumSnapshot,
  event: PengajuanYudisiumEvent,
): PengajuanYudisiumSnapshot {
  const [next] = transition(pengajuanYudisiumMachine, snapshot, event);
  return next;
}
