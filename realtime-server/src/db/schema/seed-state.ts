import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the start-up seed last wrote, by name (`base`: roles, state labels, default masters) and a
 * fingerprint of its values: a start whose seed has not changed reads one row instead of every table.
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
