import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/auth';
import { publishSessionRevoked, type SessionRevokedReason } from '../auth/session-revoked';

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
