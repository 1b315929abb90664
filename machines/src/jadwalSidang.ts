import type { JadwalStatus } from '@ujian/shared/jadwal';
import { and, setup, transition } from 'xstate';
import { handlesEvent, hasNote } from './pengajuanGuards';

/**
 * Who acts on a jadwal: the roles the machine knows. `system` is the server itself (the automatic
 * scheduler's apply, a reschedule fired by a PATCH). Anyone else is `other` and may do nothing.
 */
export type JadwalActorRole = 'admin' | 'koordinator' | 'system' | 'other';

/**
 * The facts the machine decides with, loaded per request by the server (or shown by the client):
 * the placement and committee of the row as it is now.
 */
export type JadwalFacts = {
  actor: JadwalActorRole;
  hasTanggal: boolean;
  hasWaktu: boolean;
  /** a room or an online link */
  hasPlace: boolean;
  ketuaCount: number;
  penguji1Count: number;
};

export type JadwalSidangEvent =
  | { type: 'PUBLISH' }
  | { type: 'RESCHEDULE' }
  | { type: 'START' }
  | { type: 'FINISH' }
  | { type: 'CANCEL'; note?: string };
export type JadwalMachineEventType = JadwalSidangEvent['type'];

export const jadwalMachineEvents: readonly JadwalMachineEventType[] = [
  'PUBLISH',
  'RESCHEDULE',
  'START',
  'FINISH',
  'CANCEL',
];

export const jadwalEventRoles: Record<JadwalMachineEventType, readonly JadwalActorRole[]> = {
  PUBLISH: ['admin', 'koordinator', 'system'],
  RESCHEDULE: ['admin', 'koordinator', 'system'],
  START: ['admin', 'koordinator', 'system'],
  FINISH: ['admin', 'koordinator', 'system'],
  CANCEL: ['admin', 'koordinator', 'system'],
};

/** What a jadwal lacks before it may be published (or stay published); empty when complete. */
export type JadwalBlocker = 'TANGGAL' | 'WAKTU' | 'PLACE' | 'KETUA' | 'PENGUJI1';

/** The request fields each blocker names in a `409 INCOMPLETE` answer. */
export const jadwalBlockerFields: Record<JadwalBlocker, string> = {
  TANGGAL: 'tanggal',
  WAKTU: 'waktuUjianUuid',
  PLACE: 'ruanganUuid',
  KETUA: 'komite.ketua',
  PENGUJI1: 'komite.penguji1',
};

export function jadwalBlockers(facts: JadwalFacts): JadwalBlocker[] {
  const out: JadwalBlocker[] = [];
  if (!facts.hasTanggal) out.push('TANGGAL');
  if (!facts.hasWaktu) out.push('WAKTU');
  if (!facts.hasPlace) out.push('PLACE');
  if (facts.ketuaCount !== 1) out.push('KETUA');
  if (facts.penguji1Count < 1) out.push('PENGUJI1');
  return out;
}

export function jadwalActorMay(actor: JadwalActorRole, event: JadwalMachineEventType): boolean {
  return (jadwalEventRoles[event] ?? []).includes(actor);
}

export const jadwalNoFacts: JadwalFacts = {
  actor: 'other',
  hasTanggal: false,
  hasWaktu: false,
  hasPlace: false,
  ketuaCount: 0,
  penguji1Count: 0,
};

const may = (event: JadwalMachineEventType) => ({ type: 'actorMay' as const, params: { event } });

/**
 * Jadwal sidang (DOMAIN.md "Jadwal sidang"). Pure: guards over the facts in the context, restored per
 * request with `resolveState`. RESCHEDULE is a self-transition of `terjadwal` (the server bumps
 * `sequence` when it is taken); it keeps the row complete, like PUBLISH.
 */
export const jadwalSidangMachine = setup({
  types: {
    context: {} as JadwalFacts,
    events: {} as JadwalSidangEvent,
    input: {} as Partial<JadwalFacts>,
  },
  guards: {
    actorMay: ({ context }, params: { event: JadwalMachineEventType }) => jadwalActorMay(context.actor, params.event),
    complete: ({ context }) => jadwalBlockers(context).length === 0,
    hasNote: ({ event }) => hasNote(event as { note?: unknown }),
  },
}).createMachine({
  id: 'jadwalSidang',
  context: ({ input }) => ({ ...jadwalNoFacts, ...input }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        PUBLISH: { guard: and([may('PUBLISH'), 'complete']), target: 'terjadwal' },
        CANCEL: { guard: and([may('CANCEL'), 'hasNote']), target: 'dibatalkan' },
      },
    },
    terjadwal: {
      on: {
        RESCHEDULE: { guard: and([may('RESCHEDULE'), 'complete']), target: 'terjadwal', reenter: true },
        START: { guard: may('START'), target: 'berlangsung' },
        CANCEL: { guard: and([may('CANCEL'), 'hasNote']), target: 'dibatalkan' },
      },
    },
    berlangsung: {
      on: { FINISH: { guard: may('FINISH'), target: 'selesai' } },
    },
    selesai: { type: 'final' },
    dibatalkan: { type: 'final' },
  },
});

export type JadwalSidangSnapshot = ReturnType<typeof jadwalSidangMachine.resolveState>;

export function restoreJadwal(status: JadwalStatus | string, facts: JadwalFacts): JadwalSidangSnapshot {
  return jadwalSidangMachine.resolveState({ value: status as JadwalStatus, context: facts });
}

export type JadwalRefusal = 'FINAL' | 'NOT_IN_STATE' | 'ROLE' | 'NOTE_REQUIRED' | 'INCOMPLETE';

export const jadwalRefusalMessages: Record<JadwalRefusal, string> = {
  FINAL: 'This sidang is closed.',
  NOT_IN_STATE: 'This action is not possible in the current state.',
  ROLE: 'Your role may not do this action.',
  NOTE_REQUIRED: 'A note is required for this action.',
  INCOMPLETE: 'The schedule is incomplete: date, time slot, room or online link, a ketua and a penguji 1 are needed.',
};

/** Why `event` is refused in `snapshot` (empty when it is taken), most basic reason first. */
export function jadwalRefusals(snapshot: JadwalSidangSnapshot, event: JadwalSidangEvent): JadwalRefusal[] {
  if (snapshot.can(event)) return [];
  if (snapshot.status === 'done') return ['FINAL'];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  if (!jadwalActorMay(snapshot.context.actor, event.type)) return ['ROLE'];
  if (event.type === 'CANCEL' && !hasNote(event)) return ['NOTE_REQUIRED'];
  if (event.type === 'PUBLISH' || event.type === 'RESCHEDULE') return ['INCOMPLETE'];
  return ['NOT_IN_STATE'];
}

/** The state after `event` (pure; the caller checked `snapshot.can(event)`). */
export function nextJadwal(snapshot: JadwalSidangSnapshot, event: JadwalSidangEvent): JadwalStatus {
  const [next] = transition(jadwalSidangMachine, snapshot, event);
  return next.value as JadwalStatus;
}

/**
 * The transitions (`POST .../transitions` events) the caller may send now, for both sides: the client
 * shows exactly these buttons, the server accepts exactly these. CANCEL is listed when only its note
 * is missing (the form asks for it). RESCHEDULE is not a button: a PATCH fires it.
 */
export function jadwalAllowedEvents(status: JadwalStatus | string, facts: JadwalFacts): JadwalMachineEventType[] {
  const snapshot = restoreJadwal(status, facts);
  const out: JadwalMachineEventType[] = [];
  for (const type of ['PUBLISH', 'START', 'FINISH', 'CANCEL'] as const) {
    if (snapshot.can(type === 'CANCEL' ? { type, note: 'note' } : { type })) out.push(type);
  }
  return out;
}
