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
 * Tokens whose signature and claims passed, per key, with their `exp`: a session sends the same token
 * on every request until it refreshes, and the HMAC check (WebCrypto, a key import and a thread-pool
 * job each time) is a large share of a request's CPU. What passed once passes again except for time,
 * so expiry is checked on every use; tokens with a time-dependent `nbf` are not kept. Whether the
 * session still stands is not a property of the token: `verifyAccessToken` asks the database each time.
 */
const verified = new WeakMap<Uint8Array, Map<string, Omit<AccessClaims, 'expiresAt'> & { exp: number }>>();
const VERIFIED_MAX = 10_000;

/**
 * Checks signature (HS256 only: `alg: none` and RS/HS confusion are refused), issuer, audience,
 * expiry and the token type. Does not look at the database; `verifyAccessToken` in http/authenticate does.
 */
export async function decodeAccessToken(deps: TokenDeps, token: string): Promise<AccessClaims> {
  const key = keyOf(deps.config);
  let cache = verified.get(key);
  if (!cache) {
    cache = new Map();
    verified.set(key, cache);
  }
  const known = cache.get(token);
  if (known) {
    // jose's rule: expired once `exp` is not after the current second
    if (known.exp <= Math.floor(deps.clock.now().getTime() / 1000)) {
      cache.delete(token);
      throw new AppError('TOKEN_EXPIRED', 'Token expired');
    }
    return { ...known, expiresAt: new Date(known.exp * 1000) };
  }
  try {
    const { payload } = await jwtVerify(token, key, {
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
    const claims = {
      userId,
      sessionVersion: payload.sv,
      sessionId: payload.sid,
      expiresAt: new Date(payload.exp * 1000),
    };
    if (payload.nbf === undefined) {
      // the oldest entry goes first: a Map keeps insertion order
      if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
      cache.set(token, { userId, sessionVersion: payload.sv, sessionId: payload.sid, exp: payload.exp });
    }
    return claims;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    throw new AppError('UNAUTHORIZED', 'Unauthorized');
  }
}
