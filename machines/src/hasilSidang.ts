import { and, setup, transition } from 'xstate';
import { handlesEvent, hasNote } from './pengajuanGuards';

export const keputusanValues = ['lulus', 'lulus_revisi', 'tidak_lulus'] as const;
export type Keputusan = (typeof keputusanValues)[number];

/**
 * Who acts on a hasil: `ketua` is the committee's chair, `pembimbing` a supervisor of the student,
 * `system` the server itself (an approved perubahan nilai). A role may hold several of these at once.
 */
export type HasilActor = { admin: boolean; ketua: boolean; pembimbing: boolean; system: boolean };

export type HasilSidangContext = {
  actor: HasilActor;
  /** active komponen weights sum to 100 */
  rubricComplete: boolean;
  /** every examiner has recorded scores */
  scoresComplete: boolean;
  /** the grade of the final score is a passing row of the scale; null before every score is in */
  gradeLulus: boolean | null;
};

export type HasilSidangEvent =
  | { type: 'FINALIZE'; keputusan: Keputusan; catatanRevisi?: string | null }
  | { type: 'REVISION_APPROVED' }
  | { type: 'CHANGE_APPLIED'; keputusan: Keputusan };

export type HasilRefusal =
  | 'NOT_IN_STATE'
  | 'ROLE'
  | 'RUBRIC_INCOMPLETE'
  | 'SCORES_MISSING'
  | 'GRADE_NOT_LULUS'
  | 'CATATAN_REQUIRED';

export const noHasilActor: HasilActor = { admin: false, ketua: false, pembimbing: false, system: false };

const finalizeMay = (a: HasilActor) => a.admin || a.ketua;
const revisionMay = (a: HasilActor) => a.admin || a.ketua || a.pembimbing;

/** A failing grade allows only `tidak_lulus`; a passing grade allows any keputusan. */
function keputusanFits(context: HasilSidangContext, keputusan: Keputusan): boolean {
  return context.gradeLulus !== false || keputusan === 'tidak_lulus';
}

const finalizeTo = (keputusan: Keputusan) => ({
  guard: and([
    'finalizeMay',
    'rubricComplete',
    'scoresComplete',
    'keputusanFits',
    'catatanIfRevisi',
    { type: 'keputusanIs' as const, params: { keputusan } },
  ]),
  target: `#hasilSidang.final.${keputusan}`,
});
const changeTo = (keputusan: Keputusan) => ({
  guard: and(['isSystem', { type: 'keputusanIs' as const, params: { keputusan } }]),
  target: `#hasilSidang.final.${keputusan}`,
});

/**
 * Hasil sidang (DOMAIN.md): `penilaian --FINALIZE(keputusan)--> final.<keputusan>`;
 * `final.lulus_revisi --REVISION_APPROVED--> final.lulus`; an approved perubahan nilai may move a final
 * row between decisions (`CHANGE_APPLIED`, by the server only). Pure: guards over the facts in context.
 */
export const hasilSidangMachine = setup({
  types: {
    context: {} as HasilSidangContext,
    events: {} as HasilSidangEvent,
    input: {} as Partial<HasilSidangContext>,
  },
  guards: {
    finalizeMay: ({ context }) => finalizeMay(context.actor),
    revisionMay: ({ context }) => revisionMay(context.actor),
    isSystem: ({ context }) => context.actor.system,
    rubricComplete: ({ context }) => context.rubricComplete,
    scoresComplete: ({ context }) => context.scoresComplete,
    keputusanFits: ({ context, event }) => event.type === 'FINALIZE' && keputusanFits(context, event.keputusan),
    catatanIfRevisi: ({ event }) =>
      event.type === 'FINALIZE' &&
      (event.keputusan !== 'lulus_revisi' || hasNote({ note: event.catatanRevisi ?? undefined })),
    keputusanIs: ({ event }, params: { keputusan: Keputusan }) =>
      (event.type === 'FINALIZE' || event.type === 'CHANGE_APPLIED') && event.keputusan === params.keputusan,
  },
}).createMachine({
  id: 'hasilSidang',
  context: ({ input }) => ({
    actor: input.actor ?? noHasilActor,
    rubricComplete: input.rubricComplete ?? false,
    scoresComplete: input.scoresComplete ?? false,
    gradeLulus: input.gradeLulus ?? null,
  }),
  initial: 'penilaian',
  states: {
    penilaian: {
      on: { FINALIZE: [finalizeTo('lulus'), finalizeTo('lulus_revisi'), finalizeTo('tidak_lulus')] },
    },
    final: {
      initial: 'lulus',
      on: { CHANGE_APPLIED: [changeTo('lulus'), changeTo('lulus_revisi'), changeTo('tidak_lulus')] },
      states: {
        lulus: {},
        lulus_revisi: { on: { REVISION_APPROVED: { guard: 'revisionMay', target: 'lulus' } } },
        tidak_lulus: {},
      },
    },
  },
});

export type HasilSidangSnapshot = ReturnType<typeof hasilSidangMachine.resolveState>;

export function hasilStateValue(status: string, keputusan: string | null | undefined) {
  return (status === 'final' ? { final: keputusan ?? 'lulus' } : status) as HasilSidangSnapshot['value'];
}

export function restoreHasil(status: string, keputusan: string | null | undefined, context: HasilSidangContext) {
  return hasilSidangMachine.resolveState({ value: hasilStateValue(status, keputusan), context });
}

/** Why `event` is refused (empty when allowed), most basic reason first. */
export function hasilRefusals(snapshot: HasilSidangSnapshot, event: HasilSidangEvent): HasilRefusal[] {
  if (snapshot.can(event)) return [];
  if (!handlesEvent(snapshot, event.type)) return ['NOT_IN_STATE'];
  const c = snapshot.context;
  if (event.type === 'FINALIZE') {
    if (!finalizeMay(c.actor)) return ['ROLE'];
    const refusals: HasilRefusal[] = [];
    if (!c.rubricComplete) refusals.push('RUBRIC_INCOMPLETE');
    if (!c.scoresComplete) refusals.push('SCORES_MISSING');
    if (refusals.length > 0) return refusals;
    if (!keputusanFits(c, event.keputusan)) return ['GRADE_NOT_LULUS'];
    if (event.keputusan === 'lulus_revisi') return ['CATATAN_REQUIRED'];
    return ['NOT_IN_STATE'];
  }
  if (event.type === 'REVISION_APPROVED') return revisionMay(c.actor) ? ['NOT_IN_STATE'] : ['ROLE'];
  return c.actor.system ? ['NOT_IN_STATE'] : ['ROLE'];
}

/** The machine value as stored columns: `status` and `keputusan`. */
export function hasilColumnsOf(snapshot: HasilSidangSnapshot): { status: string; keputusan: Keputusan | null } {
  if (typeof snapshot.value === 'string') return { status: snapshot.value, keputusan: null };
  const [status, keputusan] = Object.entries(snapshot.value)[0]!;
  return { status, keputusan: keputusan as Keputusan };
}

export function nextHasil(snapshot: HasilSidangSnapshot, event: HasilSidangEvent): HasilSidangSnapshot {
  const [next] = transition(hasilSidangMachine, snapshot, event);
  return next;
}
