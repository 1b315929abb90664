import { authMessages, type TokenPair } from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { withEvents } from '../../events/with-events';
import { signAccessToken } from './access-token';
import { findAuthUserById } from './auth-user';
import { publishSessionRevoked } from './end-sessions';
import { type ClientMeta, insertRefreshToken } from './issue-session';
import { openSuccessor, sealSuccessor } from './refresh-grace';
import { hashRefreshToken } from './refresh-token-value';

type Outcome =
  | { kind: 'invalid' }
  | { kind: 'reuse'; userId: number; familyId: string; revoked: number }
  | { kind: 'rotated'; pair: TokenPair };

/**
 * Refresh-token rotation. A token works once; its successor keeps the family's absolute end.
 * Presenting a used or revoked token means it was copied: every token of that login dies and its
 * sockets are told (reuse detection). The row lock makes two concurrent refreshes of one token queue
 * up; the second, within `refreshGraceSeconds` of the first use and while the login stands, gets the
 * same pair back (two tabs refreshing at once), later it counts as reuse.
 */
export async function rotateRefreshToken(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger' | 'signal'>,
  token: string,
  meta: ClientMeta,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const outcome = await withEvents(deps, async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    if (!row) return { kind: 'invalid' };
    const graceEnds = row.usedAt ? row.usedAt.getTime() + deps.config.refreshGraceSeconds * 1000 : 0;
    if (row.usedAt && !row.revokedAt && row.successorSealed && now.getTime() <= graceEnds) {
      const pair = openSuccessor(row.successorSealed, token, deps.config.jwtSecret);
      if (pair) return { kind: 'rotated', pair };
    }
    if (row.usedAt || row.revokedAt) {
      const revoked = await revokeFamily(tx, row.familyId, now);
      if (revoked > 0) await publishSessionRevoked(tx, [row.userId], 'token-reuse', { sessionId: row.familyId });
      return { kind: 'reuse', userId: row.userId, familyId: row.familyId, revoked };
    }
    const user = await findAuthUserById(tx, row.userId);
    if (row.familyExpiresAt.getTime() <= now.getTime() || !user || !user.active) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'invalid' };
    }
    const refreshToken = await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      familyExpiresAt: row.familyExpiresAt,
      createdAt: now,
      ...meta,
    });
    const accessToken = await signAccessToken(deps, {
      userId: user.id,
      sessionVersion: user.sessionVersion,
      sessionId: row.familyId,
    });
    const pair = { accessToken, refreshToken };
    const successorSealed =
      deps.config.refreshGraceSeconds > 0 ? sealSuccessor(pair, token, deps.config.jwtSecret) : null;
    await tx.update(refreshTokens).set({ usedAt: now, successorSealed }).where(eq(refreshTokens.id, row.id));
    return { kind: 'rotated', pair };
  });

  if (outcome.kind === 'reuse') {
    if (outcome.revoked > 0)
      deps.logger.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reuse: login revoked');
    throw new AppError('INVALID_REFRESH_TOKEN', authMessages.invalidRefreshToken);
  }
  if (outcome.kind === 'invalid') throw new AppError('INVALID_REFRESH_TOKEN', authMessages.invalidRefreshToken);
  return outcome.pair;
}

/** Marks every live token of a login revoked; returns how many were still live. */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
