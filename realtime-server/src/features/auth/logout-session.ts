import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { refreshTokens } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { publishSessionRevoked } from './end-sessions';
import { hashRefreshToken } from './refresh-token-value';
import { revokeFamily } from './rotate-refresh-token';

/**
 * Ends the login the refresh token belongs to (its whole family) and tells its sockets. Unknown or
 * already-ended tokens are fine: logging out twice is not an error.
 */
export async function logoutSession(deps: Pick<AppDeps, 'db' | 'clock' | 'signal'>, token: string): Promise<void> {
  await withEvents(deps, async (tx) => {
    const [row] = await tx
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    if (!row) return;
    const revoked = await revokeFamily(tx, row.familyId, deps.clock.now());
    if (revoked > 0) await publishSessionRevoked(tx, [row.userId], 'logout', { sessionId: row.familyId });
  });
}
