import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes; only the hash is stored, so a database leak does not hand out sessions. */
export function newRefreshTokenValue(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
