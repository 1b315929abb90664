import { AppError } from '@ujian/shared/errors';
import type { Pengguna, PenggunaPatch } from '@ujian/shared/pengguna';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { dosen, prodi } from '../../db/schema/master';
import { profiles } from '../../db/schema/profile';
import { withEvents } from '../../events/with-events';
import { recordAudit } from '../audit/record-audit';
import { endUserSessions, type SessionRevokedReason } from '../auth/end-sessions';
import { findPengguna } from './list-pengguna';

export type PenggunaDeps = Pick<AppDeps, 'db' | 'clock' | 'signal'>;
type Change = { actorId: number; targetId: number };

const notFound = () => new AppError('NOT_FOUND', 'Not found');

async function currentOf(tx: Db, id: number): Promise<Pengguna> {
  // lock the user row: two admins editing one account apply one after the other
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  if (!locked) throw notFound();
  return (await findPengguna(tx, id))!;
}

/**
 * Runs one change of a user account in a transaction with its audit row; when the change ends the
 * user's sessions (role change, deactivation) their live sockets are told in the same transaction.
 */
async function changePengguna(
  deps: PenggunaDeps,
  change: Change,
  action: string,
  apply: (tx: Db, before: Pengguna, now: Date) => Promise<SessionRevokedReason | undefined>,
): Promise<Pengguna> {
  const now = deps.clock.now();
  return withEvents(deps, async (tx) => {
    const before = await currentOf(tx, change.targetId);
    const revoked = await apply(tx, before, now);
    if (revoked) await endUserSessions(tx, change.targetId, revoked, now);
    const after = (await findPengguna(tx, change.targetId))!;
    await recordAudit(tx, {
      actorId: change.actorId,
      entity: 'pengguna',
      entityId: change.targetId,
      action,
      before,
      after,
      at: now,
    });
    return after;
  });
}

function refuseSelf(change: Change, what: string): void {
  // an admin who demotes or locks out themselves may leave no one able to undo it
  if (change.actorId === change.targetId) throw new AppError('CONFLICT', `You cannot ${what} your own account.`);
}

/** PATCH: full name, role, prodi, active, lecturer link. A new role or link, or `active:false`, ends the user's sessions. */
export function updatePengguna(deps: PenggunaDeps, change: Change, patch: PenggunaPatch): Promise<Pengguna> {
  return changePengguna(deps, change, 'update', async (tx, before, now) => {
    let roleId: number | undefined;
    if (patch.role !== undefined && patch.role !== before.role) {
      refuseSelf(change, 'change the role of');
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, patch.role));
      if (!role)
        throw new AppError('VALIDATION_FAILED', 'This role does not exist.', {
          fields: { role: 'This role does not exist.' },
        });
      roleId = role.id;
    }
    if (patch.active === false && before.active) refuseSelf(change, 'deactivate');
    if (patch.prodiUuid) {
      const [found] = await tx.select({ uuid: prodi.uuid }).from(prodi).where(eq(prodi.uuid, patch.prodiUuid));
      if (!found)
        throw new AppError('VALIDATION_FAILED', 'This study programme does not exist.', {
          fields: { prodiUuid: 'This study programme does not exist.' },
        });
    }
    await tx
      .update(users)
      .set({
        updatedAt: now,
        ...(patch.fullName !== undefined ? { fullName: patch.fullName } : {}),
        ...(roleId !== undefined ? { roleId } : {}),
        ...(patch.active !== undefined ? { active: patch.active } : {}),
      })
      .where(eq(users.id, change.targetId));
    if (patch.prodiUuid !== undefined) {
      await tx
        .insert(profiles)
        .values({ userId: change.targetId, prodiUuid: patch.prodiUuid, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { prodiUuid: patch.prodiUuid, updatedAt: now } });
    }
    const relinked = patch.dosenUuid !== undefined && (await linkDosen(tx, change.targetId, patch.dosenUuid));
    if (patch.active === false && before.active) return 'deactivated';
    // a new role or lecturer link changes what the rules allow: tokens carrying the old ones end
    if (roleId !== undefined || relinked) return 'role-changed';
    return undefined;
  });
}

/**
 * Links the account to a lecturer row (or unlinks it with null); a lecturer already linked to another
 * account -> 409. Returns whether the link changed.
 */
async function linkDosen(tx: Db, userId: number, dosenUuid: string | null): Promise<boolean> {
  const [current] = await tx.select({ uuid: dosen.uuid }).from(dosen).where(eq(dosen.userId, userId));
  if ((current?.uuid ?? null) === dosenUuid) return false;
  if (dosenUuid) {
    const [target] = await tx
      .select({ userId: dosen.userId })
      .from(dosen)
      .where(eq(dosen.uuid, dosenUuid))
      .for('update');
    if (!target)
      throw new AppError('VALIDATION_FAILED', 'This lecturer does not exist.', {
        fields: { dosenUuid: 'This lecturer does not exist.' },
      });
    if (target.userId !== null && target.userId !== userId)
      throw new AppError('CONFLICT', 'This lecturer is linked to another account.');
  }
  await tx.update(dosen).set({ userId: null }).where(eq(dosen.userId, userId));
  if (dosenUuid) await tx.update(dosen).set({ userId }).where(eq(dosen.uuid, dosenUuid));
  return true;
}

/** pengguna-daftar-baru: the registration is reviewed and the account active. */
export function approvePengguna(
  deps: PenggunaDeps,
  change: Change,
  /** runs in the same transaction once the account is approved (the user is told) */
  onApproved?: (tx: Db) => Promise<void>,
): Promise<Pengguna> {
  return changePengguna(deps, change, 'approve', async (tx, before, now) => {
    await tx.update(users).set({ reviewedAt: now, active: true, updatedAt: now }).where(eq(users.id, change.targetId));
    // approving an already approved account tells nobody again
    if (before.reviewedAt === null || !before.active) await onApproved?.(tx);
    return undefined;
  });
}

/** The account can no longer sign in; its sessions end now. Counts as reviewed (leaves the new list). */
export function deactivatePengguna(deps: PenggunaDeps, change: Change): Promise<Pengguna> {
  refuseSelf(change, 'deactivate');
  return changePengguna(deps, change, 'deactivate', async (tx, _before, now) => {
    await tx
      .update(users)
      .set({
        active: false,
        reviewedAt: sql`coalesce(${users.reviewedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, change.targetId));
    return 'deactivated';
  });
}
