import { and, setup, transition } from 'xstate';
import { handlesEvent, hasNote } from './pengajuanGuards';

/**
 * Who acts on a perubahan nilai. `admin` decides any request; `koordinator` only when
 * `ofProdi` (the koordinator of the student's prodi); `isRequester` is never allowed to decide their
 * own request, whatever their role.
 */
export type PerubahanActor = {
  role: 'admin' | 'koordinator' | 'other';
  ofProdi: boolean;
  isRequester: boolean;
};

export type PerubahanNilaiContext = {
  actor: PerubahanActor;
  /** the change turns a pass into a fail or back: APPROVE must then carry the new keputusan */
  keputusanRequired: boolean;
};

export type PerubahanNilaiEvent =
  | { type: 'APPROVE'; note?: string; keputusan?: string }
  | { type: 'REJECT'; note?: string };

export const perubahanNilaiStatuses = ['diajukan', 'disetujui', 'ditolak'] as const;
export type PerubahanNilaiStatus = (typeof perubahanNilaiStatuses)[number];

export type PerubahanRefusal =
  | 'FINAL'
  | 'NOT_IN_STATE'
  | 'ROLE'
  | 'OWN_REQUEST'
  | 'NOTE_REQUIRED'
  | 'KEPUTUSAN_REQUIRED';

export const noPerubahanActor: PerubahanActor = { role: 'other', ofProdi: false, isRequester: false };

export function mayDecide(actor: PerubahanActor): boolean {
  if (actor.isRequester) return false;
  return actor.role === 'admin' || (actor.role === 'koordinator' && actor.ofProdi);
}

function hasKeputusan(event: { keputusan?: unknown }): boolean {
  return typeof event.keputusan === 'string' && event.keputusan.length > 0;
}

/** Perubahan nilai (DOMAIN.md): `diajukan --APPROVE--> disetujui | --REJECT(note)--> ditolak`. Pure. */
export const perubahanNilaiMachine = setup({
  types: {
    context: {} as PerubahanNilaiContext,
    events: {} as PerubahanNilaiEvent,
    input: {} as Partial<PerubahanNilaiContext>,
  },
  guards: {
    mayDecide: ({ context }) => mayDecide(context.actor),
    hasNote: ({ event }) => hasNote(event as { note?: unknown }),
    keputusanGiven: ({ context, event }) =>
      !context.keputusanRequired || hasKeputusan(event as { keputusan?: unknown }),
  },
}).createMachine({
  id: 'perubahanNilai',
  context: ({ input }) => ({
    actor: input.actor ?? noPerubahanActor,
    keputusanRequired: input.keputusanRequired ?? false,
  }),
  initial: 'diajukan',
  states: {
    diajukan: {
      on: {
        APPROVE: { guard: and(['mayDecide', 'keputusanGiven']), target: 'disetujui' },
        REJECT: { guard: and(['mayDecide', 'hasNote']), target: 'ditolak' },
      },
    },
    disetujui: { type: 'final' },
    ditolak: { type: 'final' },
  },
});

export type PerubahanNilaiSnapshot = ReturnType<typeof perubahanNilaiMachine.resolveState>;

export function restorePerubahan(status: string, context: PerubahanNilaiContext): PerubahanNilaiSnapshot {
  return perubahanNilaiMachine.resolveState({ value: status as PerubahanNilaiStatus, context });
}

/** Why `event` is refused (empty when allowed), most basic reason first. */
export function perubahanRefusals(snapshot: PerubahanNilaiSnapshot, event: PerubahanNilaiEvent): PerubahanRefusal[] {
  if (snapshot.can(event)) return [];
  if (snapshot.status === 'done') return ['FINAL'];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  const { actor } = snapshot.context;
  if (actor.isRequester) return ['OWN_REQUEST'];
  if (!mayDecide(actor)) return ['ROLE'];
  if (event.type === 'REJECT' && !hasNote(event)) return ['NOTE_REQUIRED'];
  if (event.type === 'APPROVE' && snapshot.context.keputusanRequired && !hasKeputusan(event))
    return ['KEPUTUSAN_REQUIRED'];
  return ['NOT_IN_STATE'];
}

export function nextPerubahan(snapshot: PerubahanNilaiSnapshot, event: PerubahanNilaiEvent): PerubahanNilaiSnapshot {
  const [next] = transition(perubahanNilaiMachine, snapshot, event);
  return next;
}
