import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { refreshTokens } from '../../db/schema/auth';
import { hashRefreshToken } from './refresh-token-value';
import { revokeFamily } from './rotate-refresh-token';

/**
 * Ends the login the refresh token belongs to (its whole family). Unknown or already-ended
 * tokens are fine: logging out twice is not an error.
 */
export async function logoutSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'onSessionRevoked'>,
  token: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return;
  const revoked = await revokeFamily(deps.db, row.familyId, deps.clock.now());
  if (revoked > 0) deps.onSessionRevoked?.(row.userId, 'logout', row.familyId);
}
