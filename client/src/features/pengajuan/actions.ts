import { type Blocker, type PengajuanActor, pengajuanActorOf, submitBlockers } from '@ujian/machines/pengajuanGuards';
import { type PengajuanSidangEvent, restoreSidang } from '@ujian/machines/pengajuanSidang';
import { type PengajuanYudisiumEvent, restoreYudisium } from '@ujian/machines/pengajuanYudisium';
import { noteRequiredEvents, type Pengajuan, STEP_BACK } from '@ujian/shared/pengajuan';
import { kindConfigs } from './kinds';

/** The signed-in user as the actions need them. */
export type Viewer = {
  id: number;
  role: string;
  /** CASL `manage all` (an admin by rules, whatever the role's name) */
  managesAll: boolean;
  /** the ability lets them change this row (`update` or the student's `edit` on its subject) */
  mayChange: boolean;
  /** from the session check; undefined when not known */
  biodataComplete?: boolean;
  /** the viewer's own sidang ended `lulus` (yudisium needs it); undefined when not known */
  hasLulusSidang?: boolean;
};

export type ActionRow = Pick<Pengajuan, 'kind' | 'status' | 'hasil' | 'userId' | 'requiredDocuments' | 'allowedEvents'>;

/** Why a visible action is disabled: the machine's blockers, or the server's refusal we cannot explain. */
export type ActionBlocker = Blocker | 'NOT_NOW';

export type PengajuanAction = {
  event: string;
  enabled: boolean;
  blockers: ActionBlocker[];
  /** RETURN / REJECT: a dialog asks for the note the student will see */
  needsNote: boolean;
  /** a dialog names the student and the consequence before it happens: every reviewer step and every cancel */
  needsConfirm: boolean;
  color: string;
};

/** The viewer as the machines see them: the server's mapping (`pengajuanActorOf`). */
export function actorOf(
  viewer: Pick<Viewer, 'id' | 'role' | 'managesAll'>,
  row: Pick<ActionRow, 'userId'>,
): PengajuanActor {
  return pengajuanActorOf({ userId: viewer.id, role: viewer.role, managesAll: viewer.managesAll }, row.userId);
}

/** Every fact the guards read, each one taken as satisfied: what the actor could do in this state at best. */
const bestCase = { periodeOpen: true, biodataComplete: true, missingDocuments: [] as string[], hasLulusSidang: true };

function machineCan(row: ActionRow, actor: PengajuanActor, event: string, facts = bestCase): boolean {
  if (row.kind === 'sidang') {
    const snapshot = restoreSidang(row.status, row.hasil, { actor, ...facts });
    return snapshot.can({ type: event, note: 'note', hasil: 'lulus' } as PengajuanSidangEvent);
  }
  const snapshot = restoreYudisium(row.status, { actor, ...facts });
  return snapshot.can({ type: event, note: 'note' } as PengajuanYudisiumEvent);
}

/** Shades dark enough for white labels (WCAG AA 4.5:1); Mantine's default filled shades are not. */
const colorOf: Record<string, string> = {
  SUBMIT: 'indigo.7',
  RESUBMIT: 'indigo.7',
  VERIFY: 'teal.9',
  APPROVE: 'teal.9',
  GRADUATE: '#237032',
  RETURN: '#b8410c',
  REJECT: 'red.9',
  CANCEL: 'red.9',
  STEP_BACK: 'gray.7',
};

/**
 * The buttons a pengajuan shows to this viewer. An action is *shown* when the shared machine,
 * restored from the row's status like the server does, says `can(event)` for this actor with every
 * fact satisfied, and the viewer's ability lets them change the row. It is *enabled* when the facts
 * we know hold (documents, biodata) and the server, which knows them all, lists it in `allowedEvents`.
 */
export function actionsFor(row: ActionRow, viewer: Viewer): PengajuanAction[] {
  if (!viewer.mayChange) return [];
  const actor = actorOf(viewer, row);
  const known = {
    ...bestCase,
    biodataComplete: viewer.biodataComplete ?? true,
    missingDocuments: row.requiredDocuments.filter((d) => !d.uploaded).map((d) => d.jenis),
    // only a yudisium asks for a passed sidang
    hasLulusSidang: row.kind === 'yudisium' ? (viewer.hasLulusSidang ?? true) : undefined,
  };
  const out: PengajuanAction[] = [];
  for (const event of kindConfigs[row.kind].screenEvents) {
    const shown =
      event === STEP_BACK ? actor.role === 'admin' && row.status !== 'draft' : machineCan(row, actor, event);
    if (!shown) continue;
    const submitting = event === 'SUBMIT' || event === 'RESUBMIT';
    const blockers: ActionBlocker[] = submitting ? submitBlockers({ actor, ...known }) : [];
    if (blockers.length === 0 && !row.allowedEvents.includes(event)) blockers.push('NOT_NOW');
    out.push({
      event,
      enabled: blockers.length === 0,
      blockers,
      needsNote: noteRequiredEvents.includes(event),
      // the applicant's own submit is theirs to make; every other step changes someone's pengajuan for good
      needsConfirm: !submitting,
      color: colorOf[event] ?? 'gray',
    });
  }
  return out;
}

/** Only the owner edits, and only in draft/dikembalikan (CONTRACT.md PATCH rule). */
export function mayEditData(row: Pick<ActionRow, 'status' | 'userId'>, viewer: Pick<Viewer, 'id' | 'mayChange'>) {
  return viewer.mayChange && viewer.id === row.userId && (row.status === 'draft' || row.status === 'dikembalikan');
}

/**
 * The dialog's question (`pengajuan:actions.confirm...`): it names the student and what follows, and
 * speaks to the applicant as "your" when they act on their own pengajuan.
 */
export function confirmKeyOf(row: Pick<ActionRow, 'kind' | 'userId'>, viewer: Pick<Viewer, 'id'>, event: string) {
  return viewer.id === row.userId && event === 'CANCEL'
    ? `actions.confirmOwn.${row.kind}.${event}`
    : `actions.confirm.${row.kind}.${event}`;
}
