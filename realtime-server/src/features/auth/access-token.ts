import { JWT_AUDIENCE, JWT_ISSUER } from '@ujian/shared/auth';
import { AppError } from '@ujian/shared/errors';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig, Clock } from '../../config';

const ALG = 'HS256';
const ACCESS = 'access';

export type AccessClaims = {
  userId: number;
  /** users.session_version when the token was issued */
  sessionVersion: number;
  /** the login (refresh family) the token belongs to */
  sessionId: string;
  expiresAt: Date;
};

type TokenDeps = { config: AppConfig; clock: Clock };

const secretCache = new Map<string, Uint8Array>();
function keyOf(config: AppConfig): Uint8Array {
  let key = secretCache.get(config.jwtSecret);
  if (!key) {
    key = new TextEncoder().encode(config.jwtSecret);
    secretCache.set(config.jwtSecret, key);
  }
  return key;
}

export async function signAccessToken(
  deps: TokenDeps,
  claims: { userId: number; sessionVersion: number; sessionId: string },
): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({ typ: ACCESS, sv: claims.sessionVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + deps.config.accessTokenTtlSeconds)
    .sign(keyOf(deps.config));
}

/**
 * Checks signature (HS256 only: `alg: none` and RS/HS confusion are refused), issuer, audience,
 * expiry and the token type. Does not look at the database; `verifyAccessToken` in http/authenticate does.
 */
export async function decodeAccessToken(deps: TokenDeps, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.config), {
      algorithms: [ALG],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: deps.clock.now(),
    });
    const userId = Number(payload.sub);
    if (
      payload.typ !== ACCESS ||
      !Number.isSafeInteger(userId) ||
      typeof payload.sv !== 'number' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      throw new AppError('UNAUTHORIZED', 'Unauthorized', { logMessage: 'access token with wrong claims' });
    return { userId, sessionVersion: payload.sv, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    throw new AppError('UNAUTHORIZED', 'Unauthorized');
  }
}
