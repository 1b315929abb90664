import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { perDatabase } from '../../lib/per-database';

/**
 * A list's `total` is a `count(*)` over every matching row: with an unselective filter on 100k rows
 * that is milliseconds of database work per request, while the page itself costs a fraction of it.
 * Totals are therefore kept a short while, keyed by the exact SQL (the caller's ability filter is
 * part of it, so scopes never share an entry), and thrown away whenever this process writes a
 * pengajuan. A write through another server node shows in totals after at most `ttlMs`
 * (LIST_TOTAL_CACHE_MS, docs/CONTRACT-additions.md); the page rows themselves are always read fresh.
 */
const MAX_ENTRIES = 5000;
/** a count this old (share of its lifetime) is refreshed in the background while still served */
const REFRESH_AT = 0.75;

type Entry = { at: number; value: Promise<number>; refreshing: boolean };
type Cache = Map<string, Entry>;

const caches = perDatabase<Cache>(() => new Map());
const dialect = new PgDialect();

/** The key of a WHERE: its SQL text and parameters as the database would see them. */
export function countKeyOf(table: string, where: SQL | undefined): string {
  if (!where) return table;
  const { sql, params } = dialect.sqlToQuery(where);
  return `${table}\u0000${sql}\u0000${JSON.stringify(params)}`;
}

/**
 * `load()` once per key while fresh; concurrent callers share one query. A count past three quarters of
 * its lifetime is refreshed in the background while the current one is still served, so busy keys never
 * expire all at once. A count that was running when a write committed is handed to its callers but
 * not kept (the write cleared its entry).
 */
export function cachedCount(
  db: Db,
  key: string,
  load: () => Promise<number>,
  ttlMs: number,
  now = Date.now(),
): Promise<number> {
  if (ttlMs <= 0) return load();
  const cache = caches.of(db);
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs) {
    if (now - hit.at >= ttlMs * REFRESH_AT && !hit.refreshing) refresh(cache, key, hit, load, now);
    return hit.value;
  }
  return start(cache, key, load, now).value;
}

function start(cache: Cache, key: string, load: () => Promise<number>, now: number): Entry {
  const value = load();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry: Entry = { at: now, value, refreshing: false };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry;
}

function refresh(cache: Cache, key: string, stale: Entry, load: () => Promise<number>, now: number): void {
  stale.refreshing = true;
  const value = load();
  value.then(
    () => {
      // replaced only if no write cleared the stale entry meanwhile
      if (cache.get(key) === stale) cache.set(key, { at: now, value, refreshing: false });
    },
    () => {
      stale.refreshing = false;
    },
  );
}

/** After a pengajuan write committed (create, edit, transition): every total is counted again. */
export function invalidateCounts(db: Db): void {
  caches.peek(db)?.clear();
}
