import type { EventData } from '@ujian/shared/events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/auth';
import { publish } from '../../events/publish';

export type SessionRevokedReason = EventData<'session:revoked'>['reason'];

/** Which sockets of the users: those of one login (its refresh family, the `sid` claim), or one socket. */
export type RevokedSockets = { sessionId: string } | { socketId: string };

/**
 * Tells live sockets of `userIds` that their session ended: every socket of each user, or only those
 * `only` names. Runs in the caller's `withEvents` transaction, so the notice commits together with
 * the revocation and no crash between the two can lose it; each node's relay hands it to the sockets
 * it holds, which emit `session:revoked` and disconnect.
 */
export async function publishSessionRevoked(
  tx: Db,
  userIds: readonly number[],
  reason: SessionRevokedReason,
  only?: RevokedSockets,
): Promise<void> {
  const target = only && ('sessionId' in only ? `sid:${only.sessionId}` : `socket:${only.socketId}`);
  await publish(tx, userIds, 'session:revoked', { reason }, target ? { target } : {});
}

/**
 * Ends every session of a user inside the caller's `withEvents` transaction: the session version
 * moves on (the next request with an older access token is refused by authenticate.ts), every
 * refresh token is revoked (no new access token either) and the live sockets are told why.
 */
export async function endUserSessions(tx: Db, userId: number, reason: SessionRevokedReason, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await publishSessionRevoked(tx, [userId], reason);
}
