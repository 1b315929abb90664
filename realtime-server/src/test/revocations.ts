import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events } from '../db/schema/events';

/**
 * The `session:revoked` events the outbox holds for a user, oldest first: what each node's relay
 * hands to that user's sockets. `target` is null for every socket, `sid:<login>` for one login's.
 */
export async function revocationsOf(db: Db, userId: number): Promise<Array<{ reason: string; target: string | null }>> {
  const rows = await db
    .select({ data: events.data, target: events.target })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.type, 'session:revoked')))
    .orderBy(asc(events.seq));
  return rows.map((r) => ({ reason: (r.data as { reason: string }).reason, target: r.target }));
}

/** The login (refresh family) an access token belongs to: its `sid` claim. */
export function loginOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return payload.sid;
}
