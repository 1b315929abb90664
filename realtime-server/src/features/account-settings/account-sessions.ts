import type { AccountSession } from '@ujian/shared/account-setting';
import { AppError } from '@ujian/shared/errors';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { publishSessionRevoked } from '../auth/end-sessions';
import { revokeFamily } from '../auth/rotate-refresh-token';

/**
 * The caller's logins that can still refresh: one per refresh family (a login), with when it began,
 * when it last refreshed, and the device it last refreshed from.
 */
export async function listAccountSessions(
  db: Db,
  userId: number,
  currentSessionId: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: refreshTokens.familyId,
      createdAt: sql<string>`min(${refreshTokens.createdAt})`,
      lastUsedAt: sql<string>`max(${refreshTokens.createdAt})`,
      expiresAt: sql<string>`max(${refreshTokens.familyExpiresAt})`,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.familyExpiresAt, now)))
    .groupBy(refreshTokens.familyId)
    .having(sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.usedAt} is null)`)
    .orderBy(desc(sql`max(${refreshTokens.createdAt})`));
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    lastUsedAt: new Date(r.lastUsedAt).toISOString(),
    expiresAt: new Date(r.expiresAt).toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Signs one of the caller's logins out and tells its sockets (their own only: another user's id is a 404). */
export async function revokeAccountSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'signal'>,
  userId: number,
  sessionId: string,
): Promise<void> {
  await withEvents(deps, async (tx) => {
    const [owned] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId)))
      .limit(1);
    if (!owned) throw new AppError('NOT_FOUND', 'Not found');
    const revoked = await revokeFamily(tx, sessionId, deps.clock.now());
    if (revoked > 0) await publishSessionRevoked(tx, [userId], 'logout', { sessionId });
  });
}
