import { type EventData, type EventType, eventDataSchemas } from '@ujian/shared/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, userEventSeq } from '../db/schema/events';
import { assertEventTransaction, recordPublished } from './with-events';

export type PublishOptions = {
  /** deliver only to one session: `sid:<refresh family>` or `socket:<socket id>` (session:revoked) */
  target?: string;
};

export type PublishedEvent = { id: number; userId: number; seq: number; type: EventType; createdAt: Date };

/** NOTIFY channel of one schema: tests run many schemas in one database and should not wake each other. */
export function eventsChannel(schema = 'public'): string {
  return `ujian_events_${schema}`;
}

/**
 * Appends one event per recipient inside the caller's transaction (opened by `withEvents`), so the
 * event exists if and only if the change it reports committed. `data` is checked against the shared
 * contract: a wrong shape is a programming error and aborts the transaction.
 */
export async function publish<T extends EventType>(
  tx: Db,
  recipients: readonly number[],
  type: T,
  data: EventData<T>,
  options: PublishOptions = {},
): Promise<PublishedEvent[]> {
  assertEventTransaction(tx);
  const parsed = eventDataSchemas[type].safeParse(data);
  if (!parsed.success) throw new Error(`event ${type} with invalid data: ${parsed.error.message}`);
  // ascending ids: concurrent multi-recipient publishers lock the counters in one order, never deadlock
  const userIds = [...new Set(recipients)].sort((a, b) => a - b);
  if (userIds.length === 0) return [];

  const seqs = await tx
    .insert(userEventSeq)
    .values(userIds.map((userId) => ({ userId, lastSeq: 1 })))
    .onConflictDoUpdate({ target: userEventSeq.userId, set: { lastSeq: sql`${userEventSeq.lastSeq} + 1` } })
    .returning({ userId: userEventSeq.userId, lastSeq: userEventSeq.lastSeq });

  const rows = await tx
    .insert(events)
    .values(
      seqs.map((s) => ({ userId: s.userId, seq: s.lastSeq, type, data: parsed.data, target: options.target ?? null })),
    )
    .returning({
      id: events.id,
      userId: events.userId,
      seq: events.seq,
      target: events.target,
      xid: sql<string>`${events.xid}::text`,
      createdAt: events.createdAt,
    });
  // delivered at commit, to every node listening (nothing is sent if the transaction rolls back)
  await tx.execute(sql`select pg_notify('ujian_events_' || current_schema(), '')`);
  recordPublished(
    tx,
    rows.map((r) => ({ ...r, type, data: parsed.data })),
  );
  return rows.map((r) => ({ id: r.id, userId: r.userId, seq: r.seq, type, createdAt: r.createdAt }));
}
