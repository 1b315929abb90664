import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';

/**
 * PGlite's WebAssembly zeroes all of shared_buffers when it starts, in code not yet optimised: 128 MB
 * (initdb's default) cost about a third of opening an existing database. The embedded database is a
 * single portal's, and the files under it stay in the OS cache anyway.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams,
  });
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate(options) {
      await migrate(drizzle(client), { migrationsFolder: options?.migrationsFolder ?? migrationsFolder });
    },
    async close() {
      await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('gzip');
    },
  };
}
