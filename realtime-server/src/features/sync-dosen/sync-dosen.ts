import { AppError } from '@ujian/shared/errors';
import type { Page } from '@ujian/shared/paging';
import type { DosenSourceRow, SyncPreview, SyncReport, SyncRun } from '@ujian/shared/sync-dosen';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dosenSyncRuns } from '../../db/schema/sync-dosen';
import { recordAudit } from '../audit/record-audit';
import type { SourceRows } from './read-source';
import { executePlan, planSync, previewOf } from './sync-plan';

/** How long a preview may be applied: long enough to read it, short enough not to surprise. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
// one apply at a time: two admins applying at once would both add the same NIDN
const SYNC_LOCK = 727_002;

type StoredRows = { deactivateMissing: boolean; rows: Array<DosenSourceRow & { row: number }> };

/** Reads what a source would change and keeps it as a preview to apply later. */
export async function createSyncPreview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { source: string; parsed: SourceRows; deactivateMissing: boolean; actorId: number },
): Promise<SyncPreview> {
  const now = deps.clock.now();
  const plan = await planSync(deps.db, input.parsed.rows, input.deactivateMissing);
  const errors = [...input.parsed.errors, ...plan.errors].sort((a, b) => a.row - b.row);
  const preview = { ...previewOf(plan), errors };
  const stored: StoredRows = { deactivateMissing: input.deactivateMissing, rows: input.parsed.rows };
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const [run] = await deps.db
    .insert(dosenSyncRuns)
    .values({
      source: input.source,
      createdBy: input.actorId,
      createdAt: now,
      expiresAt,
      rows: stored,
      preview,
    })
    .returning({ id: dosenSyncRuns.id });
  return {
    id: run!.id,
    source: input.source,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ...preview,
  };
}

/**
 * Applies a preview in one transaction. The plan is computed again from the stored source rows
 * against the lecturers as they are now, so a preview made before someone else's change cannot
 * undo it; applying the same preview twice is refused, and a fresh preview of an applied source
 * finds nothing to do (upsert by NIDN: idempotent).
 */
export async function applySyncPreview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  previewId: string,
  actorId: number,
): Promise<{ id: string; report: SyncReport; appliedAt: string }> {
  const now = deps.clock.now();
  const report = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    const [run] = await tx.select().from(dosenSyncRuns).where(eq(dosenSyncRuns.id, previewId)).for('update');
    if (!run) throw new AppError('NOT_FOUND', 'This preview does not exist.');
    if (run.appliedAt) throw new AppError('CONFLICT', 'This preview has already been applied.');
    if (run.expiresAt.getTime() <= now.getTime())
      throw new AppError('CONFLICT', 'This preview has expired. Please make a new preview.');
    const stored = run.rows as StoredRows;
    const plan = await planSync(tx, stored.rows, stored.deactivateMissing);
    const report = await executePlan(tx, plan, actorId, now);
    await tx
      .update(dosenSyncRuns)
      .set({ appliedAt: now, appliedBy: actorId, report })
      .where(eq(dosenSyncRuns.id, previewId));
    await recordAudit(tx, {
      actorId,
      entity: 'sync-dosen',
      entityId: previewId,
      action: 'apply',
      after: { source: run.source, report },
      at: now,
    });
    return report;
  });
  return { id: previewId, report, appliedAt: now.toISOString() };
}

const creator = alias(users, 'sync_creator');
const applier = alias(users, 'sync_applier');

/** Sync history, newest first (previews never applied included: they show what was looked at). */
export async function listSyncRuns(db: Db, page: number, perPage: number): Promise<Page<SyncRun>> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(dosenSyncRuns);
  const rows = await db
    .select({
      id: dosenSyncRuns.id,
      source: dosenSyncRuns.source,
      createdAt: dosenSyncRuns.createdAt,
      createdBy: creator.fullName,
      appliedAt: dosenSyncRuns.appliedAt,
      appliedBy: applier.fullName,
      report: dosenSyncRuns.report,
      preview: dosenSyncRuns.preview,
    })
    .from(dosenSyncRuns)
    .leftJoin(creator, eq(creator.id, dosenSyncRuns.createdBy))
    .leftJoin(applier, eq(applier.id, dosenSyncRuns.appliedBy))
    .orderBy(desc(dosenSyncRuns.createdAt), desc(dosenSyncRuns.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((r) => {
      const preview = r.preview as Pick<SyncPreview, 'toAdd' | 'toChange' | 'toDeactivate' | 'errors'>;
      return {
        id: r.id,
        source: r.source,
        createdAt: r.createdAt.toISOString(),
        createdBy: r.createdBy,
        appliedAt: r.appliedAt?.toISOString() ?? null,
        appliedBy: r.appliedBy,
        report: (r.report as SyncReport | null) ?? null,
        summary: {
          toAdd: preview.toAdd.length,
          toChange: preview.toChange.length,
          toDeactivate: preview.toDeactivate.length,
          errors: preview.errors.length,
        },
      };
    }),
    total: counted?.total ?? 0,
    page,
    perPage,
  };
}
