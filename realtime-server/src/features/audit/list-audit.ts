import type { AuditEntry } from '@ujian/shared/master';
import type { Page } from '@ujian/shared/paging';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';

export type AuditQuery = { entity?: string; entityId?: string; page: number; perPage: number };

/** Newest first; filtered by entity and row. */
export async function listAudit(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.fullName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
