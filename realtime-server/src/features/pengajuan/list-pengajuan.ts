import type { Page } from '@ujian/shared/paging';
import type { Pengajuan, PengajuanListQuery } from '@ujian/shared/pengajuan';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';
import type { AuthContext } from '../auth/auth-context';
import { escapeLike, parseSortKey } from '../master/list-rows';
import { cachedCount, countKeyOf } from './count-cache';
import { draftWhere } from './counting';
import type { PengajuanDeps } from './deps';
import type { KindSpec } from './kinds';
import { toBodies } from './pengajuan-map';
import { flatten, type PengajuanRowWithNames, selectRows, visibleWhere } from './pengajuan-read';

/** The list's WHERE: the caller's ability (CASL rules as SQL) and the query's filters. */
export function listWhere(spec: KindSpec, auth: AuthContext, query: PengajuanListQuery): SQL | undefined {
  const t = spec.table;
  return and(
    visibleWhere(spec, auth),
    statusFilter(t, query.status),
    query.prodiUuid ? eq(t.prodiUuid, query.prodiUuid) : undefined,
    query.periodeUuid ? eq(t.periodeUuid, query.periodeUuid) : undefined,
    // search_text is stored lowercased (title + name + NIM), so a plain LIKE does: several times
    // cheaper per row than ILIKE, and served by the trigram index or the covering btree indexes
    query.q ? like(t.searchText, `%${escapeLike(query.q.toLowerCase())}%`) : undefined,
  );
}

/** `status=` of a list; a draft is what the dashboard and the recap count as one (counting.ts). */
function statusFilter(t: KindSpec['table'], statuses: string[]): SQL | undefined {
  if (statuses.length === 0) return undefined;
  const others = statuses.filter((s) => s !== 'draft');
  const parts = [
    statuses.includes('draft') ? draftWhere(t) : undefined,
    others.length > 0 ? inArray(t.status, others) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length === 1 ? parts[0] : or(...parts);
}

/**
 * ORDER BY of a list. `unindexed` hides the columns from index matching (`coalesce(c, c)` sorts the
 * same): for a filter that matches few rows, PostgreSQL would otherwise walk the whole created_at
 * index backwards hoping to meet 10 matches soon, instead of finding the few and sorting them.
 */
export function listOrder(spec: KindSpec, sortBy: string | undefined, options: { unindexed?: boolean } = {}): SQL[] {
  const t = spec.table;
  const key = parseSortKey(sortBy, {
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    submittedAt: t.submittedAt,
    judul: t.judul,
    status: t.status,
    mahasiswa: users.fullName,
  });
  const by = (column: PgColumn, descending: boolean) => {
    const value = options.unindexed ? sql`coalesce(${column}, ${column})` : column;
    return descending ? desc(value) : asc(value);
  };
  return [...(key ? [by(key.column, key.descending)] : []), by(t.createdAt, true), asc(t.uuid)];
}

const sortsByName = (sortBy: string | undefined) => /^-?mahasiswa\b/.test(sortBy ?? '');

/** Below this many matches a page is found by collecting the matches and sorting them (see listOrder). */
export const FEW_MATCHES = 100;

/**
 * One page, filtered in SQL by what the caller may read: a student's query never loads others' rows.
 * The total comes first (often from the short-lived count cache): no matches, or a page past the end,
 * cost no further query, and it picks the cheaper way to the page.
 */
export async function listPengajuan(
  deps: Pick<PengajuanDeps, 'db' | 'config' | 'clock'>,
  spec: KindSpec,
  auth: AuthContext,
  query: PengajuanListQuery,
): Promise<Page<Pengajuan>> {
  const { db } = deps;
  const where = listWhere(spec, auth, query);
  const countAll = async () => {
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(spec.table).where(where);
    return counted?.total ?? 0;
  };
  const total = await cachedCount(db, countKeyOf(spec.kind, where), countAll, deps.config.listTotalCacheMs);
  const offset = (query.page - 1) * query.perPage;
  const page = { total, page: query.page, perPage: query.perPage };
  if (offset >= total) return { data: [], ...page };
  // first the page's uuids (an index-only scan over the covering list indexes, the filter checked on
  // index tuples), then those rows with everything their body shows
  const order = listOrder(spec, query.sortBy, { unindexed: total < FEW_MATCHES });
  const t = spec.table;
  let pageUuids = db.select({ uuid: t.uuid }).from(t).$dynamic();
  if (sortsByName(query.sortBy)) pageUuids = pageUuids.innerJoin(users, eq(users.id, t.userId));
  const found = await selectRows(db, spec)
    .where(
      inArray(
        t.uuid,
        pageUuids
          .where(where)
          .orderBy(...order)
          .limit(query.perPage)
          .offset(offset),
      ),
    )
    .orderBy(...order);
  const rows: PengajuanRowWithNames[] = found.map(flatten);
  return { data: await toBodies(db, spec, rows, auth, deps.clock.now()), ...page };
}
