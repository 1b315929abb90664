import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    // a per-run schema keeps test runs apart; migrations and queries both resolve through search_path
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  }
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate(options) {
      await migrate(drizzle(pool), {
        migrationsFolder: options?.migrationsFolder ?? migrationsFolder,
        ...(schema ? { migrationsSchema: schema } : {}),
      });
    },
    async close() {
      await pool.end();
    },
  };
}
