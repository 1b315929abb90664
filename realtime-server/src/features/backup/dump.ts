import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The database part of an archive: every table of the schema as JSON lines (`row_to_json`, so each
 * value keeps its PostgreSQL text form: bytea as hex, timestamps with their offset, bigints exact),
 * the sequences' positions and the migrations applied. The same form serves PGlite and PostgreSQL,
 * so an archive of one restores into the other.
 */
export type DatabaseDump = {
  tables: Array<{ name: string; rows: number }>;
  sequences: Array<{ name: string; value: string | null }>;
  /** drizzle's bookkeeping: which migrations made the schema the rows fit */
  migrations: Array<{ hash: string; createdAt: string }>;
  /** PostgreSQL with pg_dump at hand: `database/postgres.pgdump`, the same snapshot in pg_dump's custom format */
  pgDump?: string;
};

type Row = Record<string, unknown>;

async function rowsOf<T = Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function currentSchema(db: Db): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select current_schema() as name`);
  return row?.name ?? 'public';
}

const FETCH_ROWS = 500;

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function closeStream(out: WriteStream): Promise<void> {
  out.end();
  await once(out, 'close');
}

/**
 * Writes the database into `dir` (one `<table>.jsonl` per table) from one REPEATABLE READ, read-only
 * transaction: every table as of the same instant, while the portal keeps writing. `atSnapshot` runs
 * right after the snapshot is taken (before any table is read), for the caller to set aside the files
 * that belong to it; it gets the time the snapshot was surely taken by.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
  atSnapshot: (takenBy: Date, tx: Db) => Promise<{ beforeCommit?: Promise<unknown> } | undefined>,
): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      // the first query fixes the snapshot; files finished after this instant are not in it
      const tables = await rowsOf<{ name: string }>(
        tx,
        sql`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      );
      const pending = await atSnapshot(new Date(), tx);
      const dumped: DatabaseDump['tables'] = [];
      for (const { name } of tables) {
        const out = createWriteStream(path.join(dir, `${name}.jsonl`));
        const failed = new Promise<never>((_, reject) => out.once('error', reject));
        failed.catch(() => undefined);
        let count = 0;
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${quoteIdent(name)} t`,
          ),
        );
        for (;;) {
          const batch = await rowsOf<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
          if (batch.length === 0) break;
          count += batch.length;
          await Promise.race([write(out, `${batch.map((r) => r.j).join('\n')}\n`), failed]);
        }
        await tx.execute(sql.raw('close backup_rows'));
        await Promise.race([closeStream(out), failed]);
        dumped.push({ name, rows: count });
      }
      const sequences = await rowsOf<{ name: string; value: string | null }>(
        tx,
        sql`select sequencename as name, last_value::text as value from pg_sequences
            where schemaname = current_schema() order by sequencename`,
      );
      // drizzle keeps its bookkeeping in `drizzle`, or next to the tables when run in a schema of its own
      const [own] = await rowsOf<{ present: boolean }>(
        tx,
        sql`select to_regclass(quote_ident(current_schema()) || '.__drizzle_migrations') is not null as present`,
      );
      const bookkeeping = own?.present
        ? `${quoteIdent(await currentSchema(tx))}.__drizzle_migrations`
        : 'drizzle.__drizzle_migrations';
      const migrations = await rowsOf<{ hash: string; createdAt: string }>(
        tx,
        sql.raw(`select hash, created_at::text as "createdAt" from ${bookkeeping} order by created_at`),
      );
      // a pg_dump sharing this snapshot needs it open until it is done
      await pending?.beforeCommit;
      return { tables: dumped, sequences, migrations };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Whether the database holds any table of ours (a restore only goes into an empty one). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from information_schema.tables
        where table_schema in (current_schema(), 'drizzle') and table_type = 'BASE TABLE'`,
  );
  return row?.n === 0;
}

/** Tables ordered so that each comes after the tables its foreign keys point to (self-references aside). */
async function loadOrder(tx: Db, names: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const bare = (n: string) => n.replace(/^.*\./, '').replaceAll('"', '');
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (const e of edges) if (bare(e.child) !== bare(e.parent)) parents.get(bare(e.child))?.add(bare(e.parent));
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (n: string, stack: Set<string>) => {
    if (seen.has(n) || stack.has(n)) return;
    stack.add(n);
    for (const p of parents.get(n) ?? []) visit(p, stack);
    stack.delete(n);
    seen.add(n);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  return ordered;
}

const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Loads a dump written by dumpDatabase into a database whose schema the same migrations made, in one
 * transaction: all rows or none. Triggers and foreign-key checks are off while loading when the role
 * may turn them off (the rows were consistent when dumped); otherwise tables go in dependency order.
 */
export async function loadDatabase(db: Db, dir: string, dump: DatabaseDump): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await rowsOf<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    const present = new Set(
      (
        await rowsOf<{ name: string }>(
          tx,
          sql`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        )
      ).map((r) => r.name),
    );
    const missing = dump.tables.filter((t) => !present.has(t.name));
    if (missing.length > 0)
      throw new Error(`the archive holds tables this database lacks: ${missing.map((t) => t.name).join(', ')}`);
    for (const name of await loadOrder(
      tx,
      dump.tables.filter((t) => t.rows > 0).map((t) => t.name),
    )) {
      const columns = (
        await rowsOf<{ name: string }>(
          tx,
          sql`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${name} and is_generated = 'NEVER'
              order by ordinal_position`,
        )
      ).map((c) => quoteIdent(c.name));
      const table = quoteIdent(name);
      const list = columns.join(', ');
      const insert = (json: string) =>
        tx.execute(
          sql`${sql.raw(`insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, `)}${json}${sql.raw('::json)')}`,
        );
      const lines = createInterface({ input: createReadStream(path.join(dir, `${name}.jsonl`)), crlfDelay: Infinity });
      let batch: string[] = [];
      let chars = 0;
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insert(`[${batch.join(',')}]`);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length > 0) await insert(`[${batch.join(',')}]`);
    }
    for (const s of dump.sequences) {
      const target = quoteIdent(s.name);
      if (s.value === null) await tx.execute(sql`select setval(${target}::regclass, 1, false)`);
      else await tx.execute(sql`select setval(${target}::regclass, ${s.value}::bigint, true)`);
    }
  });
}
