import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A user's notification preferences (in-app and email per event type). Language and layout stay
 * on `profiles` (locale, layout) where the foundation put them; this row holds only what is new.
 * No row means the defaults of shared/src/account-setting.ts.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
