import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@ujian/shared/auth';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { signAccessToken } from './access-token';
import { type AuthUser, userDataOf } from './auth-user';
import { hashRefreshToken, newRefreshTokenValue } from './refresh-token-value';

export type ClientMeta = { ip?: string; userAgent?: string };

/** Stores one refresh token of a family and returns its value (the only time it exists in clear). */
export async function insertRefreshToken(
  db: Db,
  row: { userId: number; familyId: string; familyExpiresAt: Date; createdAt: Date } & ClientMeta,
): Promise<string> {
  const value = newRefreshTokenValue();
  await db.insert(refreshTokens).values({
    userId: row.userId,
    familyId: row.familyId,
    familyExpiresAt: row.familyExpiresAt,
    createdAt: row.createdAt,
    tokenHash: hashRefreshToken(value),
    ip: row.ip?.slice(0, 100),
    userAgent: row.userAgent?.slice(0, 300),
  });
  return value;
}

/** A new login: a new refresh family with its absolute end, and the login response of CONTRACT.md. */
export async function issueSession(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  user: AuthUser,
  meta: ClientMeta,
): Promise<LoginResponse> {
  const now = deps.clock.now();
  const familyId = randomUUID();
  const refreshToken = await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    createdAt: now,
    familyExpiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlSeconds * 1000),
    ...meta,
  });
  const accessToken = await signAccessToken(deps, {
    userId: user.id,
    sessionVersion: user.sessionVersion,
    sessionId: familyId,
  });
  return { accessToken, refreshToken, userData: userDataOf(user) };
}
