import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';

export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir === 'memory://' ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
