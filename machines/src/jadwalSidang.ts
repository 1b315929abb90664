import type { JadwalEventType } from '@ujian/shared/jadwal';
import { and, setup, transition } from 'xstate';
import { handlesEvent, hasNote } from './pengajuanGuards';

/**
 * Who acts on a jadwal: staff schedule (the server limits a koordinator to their prodi through CASL
 * before the machine is asked); `system` is the server itself (the hasil feature finishing a sidang).
 */
export type JadwalActorRole = 'admin' | 'koordinator' | 'dosen' | 'mahasiswa' | 'system' | 'other';

/** What the machine knows of a row: enough to say whether it may be published. */
export type JadwalFacts = {
  actor: JadwalActorRole;
  hasTime: boolean;
  hasPlace: boolean;
  hasKetua: boolean;
  hasPenguji: boolean;
  /** the actor sits on the committee as ketua (a ketua may start and finish their own sidang) */
  actorIsKetua: boolean;
};

export type JadwalSidangEvent =
  | { type: 'PUBLISH' }
  | { type: 'RESCHEDULE' }
  | { type: 'START' }
  | { type: 'FINISH' }
  | { type: 'CANCEL'; note: string };

export type JadwalRefusal = 'NOT_IN_STATE' | 'ROLE' | 'NOTE_REQUIRED' | 'INCOMPLETE' | 'FINAL';

export const jadwalRefusalMessages: Record<JadwalRefusal, string> = {
  NOT_IN_STATE: 'This step is not possible in the current status of the schedule.',
  ROLE: 'You are not allowed to take this step.',
  NOTE_REQUIRED: 'Please give a reason.',
  INCOMPLETE: 'The schedule is not complete: it needs a date and time, a room or link, a ketua and a penguji.',
  FINAL: 'This schedule is closed.',
};

const staff: readonly JadwalActorRole[] = ['admin', 'koordinator'];
/** Who may send which event; START and FINISH also by the sidang's own ketua. */
export const jadwalEventRoles: Record<JadwalEventType | 'RESCHEDULE', readonly JadwalActorRole[]> = {
  PUBLISH: staff,
  RESCHEDULE: [...staff, 'system'],
  CANCEL: staff,
  START: [...staff, 'system'],
  FINISH: [...staff, 'system'],
};

export function jadwalActorMay(facts: Pick<JadwalFacts, 'actor' | 'actorIsKetua'>, event: string): boolean {
  const roles = jadwalEventRoles[event as JadwalEventType] ?? [];
  if (roles.includes(facts.actor)) return true;
  return (event === 'START' || event === 'FINISH') && facts.actor === 'dosen' && facts.actorIsKetua;
}

/** What PUBLISH still lacks, as the contract's `fields` names: empty when the row is complete. */
export function jadwalBlockers(facts: JadwalFacts): Array<'waktu' | 'tempat' | 'ketua' | 'penguji'> {
  const missing: Array<'waktu' | 'tempat' | 'ketua' | 'penguji'> = [];
  if (!facts.hasTime) missing.push('waktu');
  if (!facts.hasPlace) missing.push('tempat');
  if (!facts.hasKetua) missing.push('ketua');
  if (!facts.hasPenguji) missing.push('penguji');
  return missing;
}

const may = (event: JadwalEventType | 'RESCHEDULE') => ({ type: 'actorMay' as const, params: { event } });

/**
 * Jadwal sidang (DOMAIN.md "Jadwal"): draft -PUBLISH-> terjadwal -START-> berlangsung -FINISH->
 * selesai; CANCEL with a note from draft or terjadwal; a change of a terjadwal row is a RESCHEDULE
 * (the server bumps `sequence`). Pure: guards over the facts in the context.
 */
export const jadwalSidangMachine = setup({
  types: {
    context: {} as JadwalFacts,
    events: {} as JadwalSidangEvent,
    input: {} as Partial<JadwalFacts>,
  },
  guards: {
    actorMay: ({ context }, params: { event: JadwalEventType | 'RESCHEDULE' }) => jadwalActorMay(context, params.event),
    complete: ({ context }) => jadwalBlockers(context).length === 0,
    hasNote: ({ event }) => hasNote(event as { note?: unknown }),
  },
}).createMachine({
  id: 'jadwalSidang',
  context: ({ input }) => ({
    actor: input.actor ?? 'other',
    hasTime: input.hasTime ?? false,
    hasPlace: input.hasPlace ?? false,
    hasKetua: input.hasKetua ?? false,
    hasPenguji: input.hasPenguji ?? false,
    actorIsKetua: input.actorIsKetua ?? false,
  }),
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

export function restoreJadwal(status: string, context: JadwalFacts): JadwalSidangSnapshot {
  return jadwalSidangMachine.resolveState({ value: status as JadwalSidangSnapshot['value'], context });
}

/** Why `event` is refused (empty when allowed), most basic reason first. */
export function jadwalRefusals(snapshot: JadwalSidangSnapshot, event: JadwalSidangEvent): JadwalRefusal[] {
  if (snapshot.can(event)) return [];
  if (snapshot.status === 'done') return ['FINAL'];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  if (!jadwalActorMay(snapshot.context, event.type)) return ['ROLE'];
  if (event.type === 'CANCEL' && !hasNote(event)) return ['NOTE_REQUIRED'];
  if (event.type === 'PUBLISH' || event.type === 'RESCHEDULE') return ['INCOMPLETE'];
  return ['NOT_IN_STATE'];
}

export function nextJadwal(snapshot: JadwalSidangSnapshot, event: JadwalSidangEvent): JadwalSidangSnapshot {
  const [next] = transition(jadwalSidangMachine, snapshot, event);
  return next;
}

/**
 * The events a caller could send now, completeness aside for PUBLISH (the screen shows the button
 * and the server answers INCOMPLETE naming what is missing). The client shows exactly these.
 */
export function jadwalAllowedEvents(status: string, facts: JadwalFacts): JadwalEventType[] {
  const snapshot = restoreJadwal(status, { ...facts, hasTime: true, hasPlace: true, hasKetua: true, hasPenguji: true });
  const events: JadwalSidangEvent[] = [
    { type: 'PUBLISH' },
    { type: 'START' },
    { type: 'FINISH' },
    { type: 'CANCEL', note: 'x' },
  ];
  return events.filter((e) => snapshot.can(e)).map((e) => e.type as JadwalEventType);
}
