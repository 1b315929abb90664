import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { jadwalSidang } from './jadwal';

export const reminderKinds = ['h7', 'h1'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * One reminder of one person for one sidang (CONTRACT.md "Reminders"). The unique key makes it
 * exactly once per person, kind and `sequence` (a reschedule has a new sequence, so it is armed
 * again); any node's sweep inserts it when it falls due and claims it `FOR UPDATE SKIP LOCKED`.
 * `status`: `pending` (armed, not yet handled), `sent`, or `skipped` (the sidang changed, was
 * cancelled, or a later reminder superseded it before it went out).
 */
export const jadwalReminders = pgTable(
  'jadwal_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jadwalUuid: uuid('jadwal_uuid')
      .notNull()
      .references(() => jadwalSidang.uuid, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'skipped'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jadwal_reminders_once_idx').on(t.jadwalUuid, t.userId, t.kind, t.sequence),
    index('jadwal_reminders_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);
