import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * PostgreSQL's 64-bit transaction id. The relay compares it with the oldest in-flight transaction
 * so that a row committed late (smaller id, later commit) is never skipped; read as text.
 */
const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/**
 * The outbox: one row per recipient of every server-to-client event, written in the same transaction
 * as the change it reports. `seq` is per user, gapless among committed rows (see user_event_seq).
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    /** null: every session of the user; `sid:<refresh family>` or `socket:<id>`: only that one */
    target: text('target'),
    /** the writing transaction (top-level), for the relay's commit-safe horizon */
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_user_seq_uq').on(t.userId, t.seq), index('events_xid_id_idx').on(t.xid, t.id)],
);

/**
 * Per-user counter. Publishing bumps it with UPDATE ... RETURNING in the event's transaction: the row
 * lock serialises writers of one user until commit, so seq order is commit order and a rolled-back
 * number is handed out again without ever having been visible.
 */
export const userEventSeq = pgTable('user_event_seq', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
});
