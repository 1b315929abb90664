import { AppError } from '@ujian/shared/errors';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { refreshTokens, users } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { signAccessToken } from '../auth/access-token';
import type { AuthContext } from '../auth/auth-context';
import { publishSessionRevoked } from '../auth/end-sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';

const wrongPassword = 'Your current password is not correct.';

/**
 * Changes the caller's password. Every other login ends (its refresh tokens revoked, its sockets
 * told); the session version moves on so access tokens issued before the change stop working, and
 * the caller gets a fresh access token for the login they are using, which stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'signal'>,
  caller: AuthContext,
  input: { currentPassword: string; newPassword: string },
): Promise<{ accessToken: string; endedSessions: number }> {
  if (!(await verifyPassword(caller.user.passwordHash, input.currentPassword)))
    throw new AppError('VALIDATION_FAILED', wrongPassword, { fields: { currentPassword: wrongPassword } });
  if (input.currentPassword === input.newPassword) {
    const message = 'The new password must differ from the current one.';
    throw new AppError('VALIDATION_FAILED', message, { fields: { newPassword: message } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  const { sessionVersion, families } = await withEvents(deps, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, caller.userId))
      .returning({ sessionVersion: users.sessionVersion });
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, caller.userId),
          ne(refreshTokens.familyId, caller.sessionId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    const families = [...new Set(revoked.map((r) => r.familyId))];
    for (const familyId of families)
      await publishSessionRevoked(tx, [caller.userId], 'password-changed', { sessionId: familyId });
    return { sessionVersion: updated!.sessionVersion, families };
  });
  const accessToken = await signAccessToken(deps, {
    userId: caller.userId,
    sessionVersion,
    sessionId: caller.sessionId,
  });
  return { accessToken, endedSessions: families.length };
}
