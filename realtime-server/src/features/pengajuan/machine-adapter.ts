import {
  actorMay,
  type PengajuanActor,
  pengajuanActorOf,
  type Refusal,
  refusalMessages,
} from '@ujian/machines/pengajuanGuards';
import {
  nextSidang,
  type PengajuanSidangEvent,
  restoreSidang,
  sidangEventRoles,
  sidangRefusals,
} from '@ujian/machines/pengajuanSidang';
import {
  nextYudisium,
  type PengajuanYudisiumEvent,
  restoreYudisium,
  yudisiumEventRoles,
  yudisiumRefusals,
} from '@ujian/machines/pengajuanYudisium';
import { type HasilStatus, STEP_BACK } from '@ujian/shared/pengajuan';
import type { AuthContext } from '../auth/auth-context';
import type { KindSpec } from './kinds';
import type { Facts, PengajuanRow } from './pengajuan-read';

/** The caller as the machines see them (`pengajuanActorOf`). */
export function actorOf(
  auth: Pick<AuthContext, 'role' | 'userId' | 'ability'>,
  row: Pick<PengajuanRow, 'userId'>,
): PengajuanActor {
  return pengajuanActorOf(
    { userId: auth.userId, role: auth.role, managesAll: auth.ability.can('manage', 'all') },
    row.userId,
  );
}

/**
 * Whether the actor's role may send `event` at all, whatever the state (the machines' role tables;
 * STEP_BACK is the admin's): asked before the version check, so a refused role never meets a 409
 * STALE_VERSION.
 */
export function roleMaySend(spec: KindSpec, actor: PengajuanActor, event: string): boolean {
  if (event === STEP_BACK) return actor.role === 'admin';
  return actorMay(spec.kind === 'sidang' ? sidangEventRoles : yudisiumEventRoles, actor, event);
}

export type MachineEvent = { type: string; note?: string; hasil?: HasilStatus };
export type Decision =
  | { ok: true; status: string; hasil: string | null }
  | { ok: false; refusals: Refusal[]; message: string; missingDocuments: string[] };

type Restored =
  | { kind: 'sidang'; snapshot: ReturnType<typeof restoreSidang> }
  | { kind: 'yudisium'; snapshot: ReturnType<typeof restoreYudisium> };

/** The row's machine state with the facts and the actor in its context (`resolveState`). */
function restore(spec: KindSpec, row: PengajuanRow, facts: Facts, actor: PengajuanActor): Restored {
  const base = {
    actor,
    periodeOpen: facts.periodeOpen,
    biodataComplete: facts.biodataComplete,
    missingDocuments: facts.missingDocuments,
  };
  return spec.kind === 'sidang'
    ? { kind: 'sidang', snapshot: restoreSidang(row.status, row.hasil, base) }
    : { kind: 'yudisium', snapshot: restoreYudisium(row.status, { ...base, hasLulusSidang: facts.hasLulusSidang }) };
}

function can(restored: Restored, event: MachineEvent): boolean {
  return restored.kind === 'sidang'
    ? restored.snapshot.can(event as PengajuanSidangEvent)
    : restored.snapshot.can(event as PengajuanYudisiumEvent);
}

/** Restores the row's machine and decides `event` with `snapshot.can` (and says why not). */
export function decide(
  spec: KindSpec,
  row: PengajuanRow,
  facts: Facts,
  actor: PengajuanActor,
  event: MachineEvent,
): Decision {
  const restored = restore(spec, row, facts, actor);
  if (restored.kind === 'sidang') {
    const e = event as PengajuanSidangEvent;
    if (!restored.snapshot.can(e)) return refused(sidangRefusals(restored.snapshot, e), facts);
    const next = nextSidang(restored.snapshot, e);
    if (typeof next.value === 'string') return { ok: true, status: next.value, hasil: null };
    const [status, hasil] = Object.entries(next.value)[0]!;
    return { ok: true, status, hasil: hasil as string };
  }
  const e = event as PengajuanYudisiumEvent;
  if (!restored.snapshot.can(e)) return refused(yudisiumRefusals(restored.snapshot, e), facts);
  return { ok: true, status: String(nextYudisium(restored.snapshot, e).value), hasil: null };
}

function refused(refusals: Refusal[], facts: Facts): Decision {
  const parts = refusals.map((r) =>
    r === 'DOCUMENTS_MISSING'
      ? `${refusalMessages[r]} Missing: ${facts.missingDocuments.join(', ')}.`
      : refusalMessages[r],
  );
  return {
    ok: false,
    refusals,
    message: parts.join(' ') || refusalMessages.NOT_IN_STATE,
    missingDocuments: refusals.includes('DOCUMENTS_MISSING') ? facts.missingDocuments : [],
  };
}

/** What the caller could send now: the client shows only these actions. One restore per row. */
export function allowedEventsOf(spec: KindSpec, row: PengajuanRow, facts: Facts, auth: AuthContext): string[] {
  const actor = actorOf(auth, row);
  const restored = restore(spec, row, facts, actor);
  const allowed = spec.events.filter((type) =>
    can(
      restored,
      type === 'RECORD_RESULT' || type === 'RESULT_CHANGED' ? { type, hasil: 'lulus' } : { type, note: 'note' },
    ),
  );
  if (actor.role === 'admin' && row.status !== 'draft') allowed.push(STEP_BACK);
  return allowed;
}
