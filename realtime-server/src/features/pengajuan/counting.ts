import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthContext } from '../auth/auth-context';
import type { KindSpec, PengajuanTable } from './kinds';
import { visibleWhere } from './pengajuan-read';

/**
 * What a "draft" is wherever pengajuan are counted (the dashboard, the list's `status=draft`, the
 * recap's `drafts`): created or stepped back, not (re)submitted since. One predicate, so the three
 * numbers agree on the same data.
 */
export function draftWhere(t: PengajuanTable): SQL {
  return eq(t.status, 'draft');
}

/** The rows a count covers: what the caller may read (CASL rules in SQL), optionally one periode. */
export function countedWhere(spec: KindSpec, auth: AuthContext, filters: { periodeUuid?: string } = {}) {
  return and(
    visibleWhere(spec, auth),
    filters.periodeUuid ? eq(spec.table.periodeUuid, filters.periodeUuid) : undefined,
  );
}

/** Drafts the caller may read. */
export async function countDrafts(
  db: Db,
  spec: KindSpec,
  auth: AuthContext,
  filters: { periodeUuid?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spec.table)
    .where(and(countedWhere(spec, auth, filters), draftWhere(spec.table)));
  return row?.n ?? 0;
}
