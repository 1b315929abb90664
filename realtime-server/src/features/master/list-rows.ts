import type { ListQuery, Page } from '@ujian/shared/paging';
import { and, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';

/** How one master list is read: which columns, which are searched, which may be sorted on. */
export type ListSpec<TSelection extends SelectedFields> = {
  table: PgTable;
  select: TSelection;
  /** `q` matches any of these (case-insensitive substring) */
  search: PgColumn[];
  /** `sortBy` keys (the DTO's names) and the columns they sort on */
  sortable: Record<string, PgColumn>;
  defaultSort: SQL[];
  /** filters that always apply (e.g. active rows, the caller's prodi) */
  where?: Array<SQL | undefined>;
  /** left joins to rows this one points at (at most one each, so counts stay right): names, filters, search */
  joins?: Array<{ table: PgTable; on: SQL }>;
};

/** `nama`, `nama-asc`, `nama-desc`, `-nama`: the column and direction, or undefined for an unknown key. */
export function parseSortKey(
  sortBy: string | undefined,
  sortable: Record<string, PgColumn>,
): { column: PgColumn; descending: boolean } | undefined {
  if (!sortBy) return undefined;
  const match = /^(-)?([a-zA-Z][a-zA-Z0-9]*)(?:[-:](asc|desc))?$/.exec(sortBy);
  const column = match?.[2] ? sortable[match[2]] : undefined;
  if (!match || !column) return undefined;
  return { column, descending: Boolean(match[1]) || match[3] === 'desc' };
}

export function parseSort(sortBy: string | undefined, sortable: Record<string, PgColumn>): SQL | undefined {
  const key = parseSortKey(sortBy, sortable);
  if (!key) return undefined;
  return key.descending ? desc(key.column) : asc(key.column);
}

/** `%`, `_` and `\` in a search term match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a list, filtered, searched, sorted and counted in SQL (never loads other rows). */
export async function listRows<TSelection extends SelectedFields>(
  db: Db,
  spec: ListSpec<TSelection>,
  query: ListQuery,
) {
  const conditions: Array<SQL | undefined> = [...(spec.where ?? [])];
  if (query.q && spec.search.length > 0) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(...spec.search.map((column) => ilike(column, pattern))));
  }
  const where = and(...conditions);
  const sort = parseSort(query.sortBy, spec.sortable);
  let count = db.select({ total: sql<number>`count(*)::int` }).from(spec.table).$dynamic();
  for (const join of spec.joins ?? []) count = count.leftJoin(join.table, join.on);
  const [counted] = await count.where(where);
  // drizzle cannot follow a generic selection through the chain; the rows are exactly the selection's
  let rows = db
    .select(spec.select as SelectedFields)
    .from(spec.table)
    .$dynamic();
  for (const join of spec.joins ?? []) rows = rows.leftJoin(join.table, join.on);
  const data = (await rows
    .where(where)
    .orderBy(...(sort ? [sort, ...spec.defaultSort] : spec.defaultSort))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)) as SelectResultFields<TSelection>[];
  const page: Page<SelectResultFields<TSelection>> = {
    data,
    total: counted?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
  return page;
}
