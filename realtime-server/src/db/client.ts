import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One type for both drivers: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  /** runs the migrations (by default all committed ones; a restore first runs those its archive was made with) */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a gzipped tarball (test harness snapshots) */
  dumpDataDir?(): Promise<Blob>;
};

export type OpenDatabaseOptions = {
  /** postgres://… — when set, PostgreSQL; otherwise embedded PGlite */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests) */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each run in a fresh schema) */
  schema?: string;
  /** PGlite: start from this snapshot (a `dumpDataDir()` tarball) instead of an empty database */
  loadDataDir?: Blob;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ?? './data', { loadDataDir: options.loadDataDir });
}
