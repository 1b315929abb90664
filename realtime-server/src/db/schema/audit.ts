import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Who changed what, when: one row per change of a master row, a user or a role, written in the
 * same transaction as the change (so a rolled-back change leaves no trace and a committed one
 * always does). `before`/`after` are the whole row as the API shows it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null for system changes (sync runs started by no one, seeds) */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the API name of what changed: a master list (`prodi`), `pengguna`, `hak-akses`, `sync-dosen` */
    entity: text('entity').notNull(),
    /** the row's uuid or numeric id, as text */
    entityId: text('entity_id').notNull(),
    /** create | update | delete | approve | deactivate | ... */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id), index('audit_log_at_idx').on(t.at)],
);
