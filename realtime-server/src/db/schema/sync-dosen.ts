import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Sync-dosen previews (what an import would do) and, once applied, the run report. A preview
 * expires; applying it twice is refused, and applying an older preview re-checks every row
 * against the current data, so nothing is lost to a stale preview.
 */
export const dosenSyncRuns = pgTable(
  'dosen_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'file:<name>' or the source URL */
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the parsed, valid source rows (input of apply) */
    rows: jsonb('rows').notNull(),
    /** the preview as shown: toAdd, toChange, toDeactivate, errors */
    preview: jsonb('preview').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    /** counts of what apply did */
    report: jsonb('report'),
  },
  (t) => [index('dosen_sync_runs_created_idx').on(t.createdAt)],
);
