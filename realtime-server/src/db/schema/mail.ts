import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatuses = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Every email the portal sends, kept as a log admins can read; the worker sends `queued` rows. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** the reader's language: the mail's `Content-Language` */
    language: text('language'),
    /** an iTIP invitation sent as the `text/calendar` part (`method` as in its METHOD line) */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method').$type<'REQUEST' | 'CANCEL'>(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
