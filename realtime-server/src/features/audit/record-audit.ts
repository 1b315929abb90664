import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditEntryInput = {
  actorId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
  at: Date;
};

/** Writes one audit row; call it with the transaction that makes the change (same commit or none). */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: toJson(entry.before),
    after: toJson(entry.after),
    at: entry.at,
  });
}

// Dates become ISO strings and undefined disappears, as the API shows the row
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
