import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Runs of the automatic scheduler: the request, its progress and its plan, kept in the database so
 * any node answers `GET .../auto-runs/:runId` and a run is applied once (`applied_at`).
 */
export const jadwalAutoRun = pgTable(
  'jadwal_auto_run',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the koordinator's prodi the run was limited to; null for an admin */
    prodiUuid: uuid('prodi_uuid'),
    request: jsonb('request').notNull(),
    status: text('status').notNull().default('running'),
    progress: real('progress').notNull().default(0),
    /** the AutoRun body without runId/status/progress, written when the run ends */
    result: jsonb('result'),
    /** pengajuan -> its draft's version when the run read it: apply refuses drafts changed since */
    drafts: jsonb('drafts').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** touched every few seconds by the node holding the run; a stale one was left by a stopped node */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('jadwal_auto_run_creator_idx').on(t.createdBy, t.createdAt)],
);
