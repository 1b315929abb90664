import type { Page } from '@ujian/shared/paging';
import type { Pengajuan, PengajuanListQuery } from '@ujian/shared/pengajuan';
import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { AuthContext } from '../../http/authenticate';
import { parseSort } from '../master/list-rows';
import type { KindSpec } from './kinds';
import { flatten, type PengajuanRowWithNames, selectRows, toBodies, visibleWhere } from './pengajuan-rows';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list's WHERE: the caller's ability (CASL rules as SQL) and the query's filters. */
export function listWhere(spec: KindSpec, auth: AuthContext, query: PengajuanListQuery): SQL | undefined {
  const t = spec.table;
  return and(
    visibleWhere(spec, auth),
    query.status.length > 0 ? inArray(t.status, query.status) : undefined,
    query.prodiUuid ? eq(t.prodiUuid, query.prodiUuid) : undefined,
    query.periodeUuid ? eq(t.periodeUuid, query.periodeUuid) : undefined,
    // search_text is stored lowercased (title + name + NIM), so a plain LIKE does: several times
    // cheaper per row than ILIKE, and served by the trigram index or the covering btree indexes
    query.q ? like(t.searchText, `%${escapeLike(query.q.toLowerCase())}%`) : undefined,
  );
}

export function listOrder(spec: KindSpec, sortBy: string | undefined): SQL[] {
  const t = spec.table;
  const sort = parseSort(sortBy, {
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    submittedAt: t.submittedAt,
    judul: t.judul,
    status: t.status,
    mahasiswa: users.fullName,
  });
  return [...(sort ? [sort] : []), desc(t.createdAt), asc(t.uuid)];
}

/** One page, filtered in SQL by what the caller may read: a student's query never loads others' rows. */
export async function listPengajuan(
  db: Db,
  spec: KindSpec,
  auth: AuthContext,
  query: PengajuanListQuery,
  now: Date,
): Promise<Page<Pengajuan>> {
  const where = listWhere(spec, auth, query);
  const [[counted], found] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(spec.table).where(where),
    selectRows(db, spec)
      .where(where)
      .orderBy(...listOrder(spec, query.sortBy))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const rows: PengajuanRowWithNames[] = found.map(flatten);
  return {
    data: await toBodies(db, spec, rows, auth, now),
    total: counted?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
