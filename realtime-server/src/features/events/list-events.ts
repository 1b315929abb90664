import type { EventsPage } from '@ujian/shared/events-page';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';

/**
 * The caller's events after `after`, oldest first, in the socket's envelope. `session:revoked` is a
 * control message for a live socket and is left out (its seq is simply skipped), as in the replay.
 */
export async function listEvents(db: Db, userId: number, query: { after: number; limit: number }): Promise<EventsPage> {
  const rows = await db
    .select({ seq: events.seq, type: events.type, data: events.data, createdAt: events.createdAt })
    .from(events)
    .where(and(eq(events.userId, userId), gt(events.seq, query.after), ne(events.type, 'session:revoked')))
    .orderBy(asc(events.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((r) => ({
      seq: r.seq,
      type: r.type,
      at: r.createdAt.toISOString(),
      data: r.data as Record<string, unknown>,
    })),
    hasMore: rows.length > query.limit,
  };
}
