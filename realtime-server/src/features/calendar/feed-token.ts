import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/calendar';

/** 32 bytes as base64url: what a feed path must look like before the database is asked. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (secret: string, userId: number, salt: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${salt}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user's feed token, created on first call; the same on later calls until rotated. */
export async function feedToken(db: Db, secret: string, userId: number): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, salt, tokenHash: hashOf(tokenOf(secret, userId, salt)) })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const token = tokenOf(secret, userId, row!.salt);
  // a row written under another server key cannot give its token back: draw a new one
  if (hashOf(token) !== row!.tokenHash) return rotateFeedToken(db, secret, userId);
  return token;
}

/** A new token for the user; the old one stops working at once. */
export async function rotateFeedToken(db: Db, secret: string, userId: number): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  const token = tokenOf(secret, userId, salt);
  await db
    .insert(calendarFeeds)
    .values({ userId, salt, tokenHash: hashOf(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { salt, tokenHash: hashOf(token), createdAt: new Date() },
    });
  return token;
}

/** The owner of a feed token, or undefined (malformed, unknown or rotated away). */
export async function feedOwner(db: Db, token: string): Promise<number | undefined> {
  if (!FEED_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row?.userId;
}
