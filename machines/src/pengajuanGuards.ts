/**
 * What both pengajuan machines decide with: who acts, and the facts the server (or the client)
 * loads before restoring a machine. Kept as plain functions so the server can also say *why* an
 * event was refused.
 */

/**
 * `owner` is the student whose pengajuan it is (whatever their role); `system` is the server itself
 * acting for another feature (jadwal, hasil sidang).
 */
export type ActorRole = 'mahasiswa' | 'koordinator' | 'admin' | 'system' | 'other';
export type PengajuanActor = { role: ActorRole; isOwner: boolean };
export type Permitted = ActorRole | 'owner';

export type PengajuanFacts = {
  actor: PengajuanActor;
  /** the pengajuan's periode ujian (or, without one, a periode of its kind) is open today */
  periodeOpen: boolean;
  biodataComplete: boolean;
  /** `jenis` of required documents not uploaded yet */
  missingDocuments: string[];
};

export const noActor: PengajuanActor = { role: 'other', isOwner: false };

/**
 * Roles are data (hak-akses), the machines know four kinds of actor: the seeded role names map to
 * them, and any role whose rules `manage all` acts as an admin. Server and client both call this, so
 * the buttons a user sees and the transitions the server allows come from one mapping.
 */
export function pengajuanActorOf(
  user: { userId: number; role: string; managesAll: boolean },
  ownerId: number | null,
): PengajuanActor {
  let role: ActorRole = 'other';
  if (user.role === 'admin' || user.managesAll) role = 'admin';
  else if (user.role === 'koordinator') role = 'koordinator';
  else if (user.role === 'client') role = 'mahasiswa';
  return { role, isOwner: user.userId === ownerId };
}

export function actorMay(table: Record<string, readonly Permitted[]>, actor: PengajuanActor, event: string): boolean {
  const allowed = table[event] ?? [];
  return allowed.includes(actor.role) || (actor.isOwner && allowed.includes('owner'));
}

/** Why a pengajuan may not be (re)submitted yet; empty when it may. */
export type Blocker = 'PERIODE_CLOSED' | 'BIODATA_INCOMPLETE' | 'DOCUMENTS_MISSING' | 'HASIL_LULUS_REQUIRED';

export function submitBlockers(facts: PengajuanFacts & { hasLulusSidang?: boolean }): Blocker[] {
  const blockers: Blocker[] = [];
  if (!facts.periodeOpen) blockers.push('PERIODE_CLOSED');
  if (!facts.biodataComplete) blockers.push('BIODATA_INCOMPLETE');
  if (facts.missingDocuments.length > 0) blockers.push('DOCUMENTS_MISSING');
  if (facts.hasLulusSidang === false) blockers.push('HASIL_LULUS_REQUIRED');
  return blockers;
}

export function hasNote(event: { note?: unknown }): boolean {
  return typeof event.note === 'string' && event.note.trim().length > 0;
}

export type Refusal = 'NOT_IN_STATE' | 'ROLE' | 'NOTE_REQUIRED' | 'HASIL_REQUIRED' | 'FINAL' | Blocker;

export const refusalMessages: Record<Refusal, string> = {
  NOT_IN_STATE: 'This action is not possible in the current state.',
  ROLE: 'Your role may not do this action.',
  NOTE_REQUIRED: 'A note is required for this action.',
  HASIL_REQUIRED: 'The result (hasil) is required.',
  FINAL: 'This submission is closed.',
  PERIODE_CLOSED: 'No exam period is open.',
  BIODATA_INCOMPLETE: 'Complete your biodata first.',
  DOCUMENTS_MISSING: 'Upload every required document first.',
  HASIL_LULUS_REQUIRED: 'A passed (lulus) thesis defence is required.',
};

/** One history step as the step-back logic needs it. */
export type HistoryStep = { from: string | null; to: string; event: string; hasil?: string | null };
export type StepBackTarget = { status: string; hasil: string | null };

/**
 * Where an admin's STEP_BACK leads: the state before the transition that led to the current one.
 * History is append-only, so a step back is itself a row; replaying the rows as a stack (a step back
 * pops) makes repeated step backs walk further back instead of undoing each other. Undefined when
 * there is nothing to step back to (a draft that never moved).
 */
export function stepBackTarget(
  history: readonly HistoryStep[],
  stepBackEvent = 'STEP_BACK',
): StepBackTarget | undefined {
  const stack: StepBackTarget[] = [{ status: 'draft', hasil: null }];
  for (const step of history) {
    if (step.from === null) continue; // the creation row
    if (step.event === stepBackEvent) {
      if (stack.length > 1) stack.pop();
    } else {
      stack.push({ status: step.to, hasil: step.hasil ?? null });
    }
  }
  return stack.length > 1 ? stack[stack.length - 2] : undefined;
}

type SnapshotLike = { status: string; _nodes: ReadonlyArray<{ ownEvents: readonly string[] }> };

/** Whether any active state node has a transition for `type`, guards aside. */
export function handlesEvent(snapshot: SnapshotLike, type: string): boolean {
  return snapshot.status === 'active' && snapshot._nodes.some((node) => node.ownEvents.includes(type));
}
