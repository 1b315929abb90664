import { type Action, createAbility, type Subject } from '@ujian/shared/ability';
import { AppError } from '@ujian/shared/errors';
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { decodeAccessToken } from '../features/auth/access-token';
import type { AuthContext } from '../features/auth/auth-context';
import { findAuthUserForSession, rulesOf } from '../features/auth/auth-user';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/**
 * Verifies a bearer access token and that its session still stands: the user exists, is active and
 * still has the session version the token was issued with (bumped on role change, deactivation,
 * password change), and its login was not ended (logout, refresh-token reuse: a login stands while one
 * token of its refresh family is not revoked). One query of indexed lookups;
 * used by HTTP middleware and the socket layer alike.
 */
export async function verifyAccessToken(
  token: string,
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
): Promise<AuthContext> {
  const claims = await decodeAccessToken(deps, token);
  const user = UUID.test(claims.sessionId)
    ? await findAuthUserForSession(deps.db, claims.userId, claims.sessionId)
    : undefined;
  if (!user?.active || user.sessionVersion !== claims.sessionVersion || !user.sessionLive)
    throw new AppError('UNAUTHORIZED', 'Unauthorized', { logMessage: 'access token of an ended session' });
  const rules = rulesOf(user);
  return {
    userId: user.id,
    role: user.role,
    rules,
    ability: createAbility(rules),
    user,
    sessionId: claims.sessionId,
    expiresAt: claims.expiresAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function requireAuth(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    req.auth = await verifyAccessToken(token, deps);
    next();
  };
}

/** The caller of a route behind `requireAuth`. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHORIZED', 'Unauthorized', { logMessage: 'authOf without requireAuth' });
  return req.auth;
}

/** 403 unless the caller's ability allows `action` on `subject` (type-level: any row of it). */
export function authorize(action: Action, subject: Subject): RequestHandler {
  return (req, _res, next) => {
    if (!authOf(req).ability.can(action, subject)) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    next();
  };
}
