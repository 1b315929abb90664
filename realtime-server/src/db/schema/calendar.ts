import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's secret calendar feed. The token is an HMAC (server key) of the user and `salt`, so the
 * table alone opens no feed: it keeps the salt and the SHA-256 of the token, by which a feed request
 * is found. Rotating draws a new salt, so the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
