import { type EventData, type EventType, eventDataSchemas } from '@ujian/shared/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, userEventSeq } from '../db/schema/events';
import { eventTransaction } from './with-events';

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
  const transaction = eventTransaction(tx);
  const parsed = eventDataSchemas[type].safeParse(data);
  if (!parsed.success) throw new Error(`event ${type} with invalid data: ${parsed.error.message}`);
  // ascending ids: concurrent multi-recipient publishers lock the counters in one order, never deadlock
  const userIds = [...new Set(recipients)].sort((a, b) => a - b);
  if (userIds.length === 0) return [];

  // ONE statement (one round trip): bump each recipient's counter, append their rows, NOTIFY (delivered
  // at commit to every node listening; nothing is sent if the transaction rolls back; repeated
  // notifications of one transaction are folded into one). The payload names the committing process:
  // its own relay has the rows already (the hand-off) and need not read them at once.
  const result = (await tx.execute(sql`
    with bumped as (
      insert into ${userEventSeq} (user_id, last_seq)
      select recipient, 1 from unnest(${`{${userIds.join(',')}}`}::int[]) with ordinality as r(recipient, n) order by n
      on conflict (user_id) do update set last_seq = ${userEventSeq}.last_seq + 1
      returning user_id, last_seq
    ), written as (
      insert into ${events} (user_id, seq, type, data, target)
      select user_id, last_seq, ${type}, ${JSON.stringify(parsed.data)}::jsonb, ${options.target ?? null}::text
      from bumped
      returning id, user_id, seq, target, xid::text as xid, created_at
    )
    select id::bigint as id, user_id, seq, target, xid, created_at,
      pg_notify('ujian_events_' || current_schema(), ${transaction.origin}) as notified
    from written order by id`)) as { rows: Array<Record<string, unknown>> };
  const rows = result.rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    seq: Number(r.seq),
    target: (r.target as string | null) ?? null,
    xid: String(r.xid),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }));
  transaction.published.push(...rows.map((r) => ({ ...r, type, data: parsed.data })));
  return rows.map((r) => ({ id: r.id, userId: r.userId, seq: r.seq, type, createdAt: r.createdAt }));
}
