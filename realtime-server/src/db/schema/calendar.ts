import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's secret calendar feed: only the SHA-256 of the token is kept (a leaked table opens no
 * feed); rotating replaces it, so the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
