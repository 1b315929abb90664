import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { TokenPair } from '@ujian/shared/auth';

/*
 * Two tabs refreshing at once present the same refresh token; the second must get the pair the first
 * got, on whichever node it lands, so the pair is kept in the database. Refresh tokens are stored only
 * hashed, so the pair is sealed (AES-256-GCM) with a key derived from the presented token's own value
 * and the signing secret: whoever presents the token again can open it, a copy of the database cannot.
 * The token value is 32 random bytes, so the derived key is as strong as the token itself.
 */

const VERSION = 'v1';

function keyOf(token: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`refresh-grace\0${token}`).digest();
}

export function sealSuccessor(pair: TokenPair, token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token, secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The sealed pair, or undefined when it cannot be opened with this token (then it is reuse). */
export function openSuccessor(sealed: string, token: string, secret: string): TokenPair | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token, secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as Partial<TokenPair>;
    if (typeof pair.accessToken !== 'string' || typeof pair.refreshToken !== 'string') return undefined;
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  } catch {
    return undefined;
  }
}
