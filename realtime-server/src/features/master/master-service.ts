import { AppError, type FieldErrors } from '@ujian/shared/errors';
import type { ListQuery } from '@ujian/shared/paging';
import { and, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/pg-error';
import { staleVersionError } from '../../http/stale-version';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/record-audit';
import { masterDefinitions } from './definitions';
import { listRows } from './list-rows';
import { type MasterDefinition, type MasterReference, schemasOf } from './master-definition';

export type MasterRow = Record<string, unknown>;
export type Actor = { userId: number; now: Date };
export type MasterListOptions = {
  query: ListQuery;
  /** filter name -> value, already validated */
  filters: Record<string, unknown>;
  /** callers who may not see inactive rows */
  activeOnly: boolean;
};

const notFound = () => new AppError('NOT_FOUND', 'Not found');

export async function listMaster(db: Db, def: MasterDefinition, options: MasterListOptions) {
  const where: Array<SQL | undefined> = [];
  for (const [key, value] of Object.entries(options.filters)) {
    if (value === undefined) continue;
    if (key === 'active') where.push(eq(def.table.active, value));
    const column = def.filterColumns[key];
    if (column) where.push(eq(column, value));
  }
  if (options.activeOnly) where.push(eq(def.table.active, true));
  const page = await listRows(
    db,
    {
      table: def.table,
      select: def.select,
      joins: def.joins,
      search: def.search,
      sortable: def.sortable,
      defaultSort: def.defaultSort,
      where,
    },
    options.query,
  );
  return { ...page, data: page.data.map((row) => decorated(def, row)) };
}

function decorated(def: MasterDefinition, row: MasterRow): MasterRow {
  return def.decorate ? { ...row, ...def.decorate(row) } : row;
}

/** One row as the list shows it (with related names), or undefined. */
export async function findMaster(db: Db, def: MasterDefinition, uuid: string): Promise<MasterRow | undefined> {
  let query = db.select(def.select).from(def.table).$dynamic();
  for (const join of def.joins) query = query.leftJoin(join.table, join.on);
  const [row] = await query.where(eq(def.table.uuid, uuid)).limit(1);
  return row ? decorated(def, row) : undefined;
}

export async function getMaster(db: Db, def: MasterDefinition, uuid: string, activeOnly: boolean) {
  const row = await findMaster(db, def, uuid);
  if (!row || (activeOnly && row.active !== true)) throw notFound();
  return row;
}

function throwFields(fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { fields });
}

/** Parents must exist; unique keys must be free (naming the field in the 409). */
async function assertWritable(tx: Db, def: MasterDefinition, values: MasterRow, selfUuid?: string): Promise<void> {
  const fields: FieldErrors = {};
  for (const parent of def.parents) {
    const value = values[parent.field];
    if (parent.many && Array.isArray(value)) {
      const wanted = [...new Set(value.map(String))];
      if (wanted.length === 0) continue;
      const found = await tx
        .select({ uuid: parent.table.uuid })
        .from(parent.table)
        .where(inArray(parent.table.uuid, wanted));
      if (found.length < wanted.length) fields[parent.field] = parent.message;
      continue;
    }
    if (typeof value !== 'string') continue;
    const [found] = await tx
      .select({ uuid: parent.table.uuid })
      .from(parent.table)
      .where(eq(parent.table.uuid, value))
      .limit(1);
    if (!found) fields[parent.field] = parent.message;
  }
  throwFields(fields);
  for (const key of def.unique) {
    if (key.activeOnly && values.active === false) continue;
    const matches = key.columns.map((column) => eq(column, values[keyOf(def, column)]));
    if (key.activeOnly) matches.push(eq(def.table.active, true));
    const [taken] = await tx
      .select({ uuid: def.table.uuid })
      .from(def.table)
      .where(and(...matches, selfUuid ? ne(def.table.uuid, selfUuid) : undefined))
      .limit(1);
    if (taken) throw duplicate(key.message, key.field);
  }
}

// values are keyed by the table's property names (nidn, jenjangUuid), not the SQL column names
function keyOf(def: MasterDefinition, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(def.table)).find(([, c]) => c === column);
  return entry?.[0] ?? column.name;
}

export async function createMaster(db: Db, def: MasterDefinition, body: unknown, actor: Actor): Promise<MasterRow> {
  if (def.fixedCodes)
    throw new AppError(
      'CONFLICT',
      'Status codes are fixed by the workflow; only their labels and colours can be edited.',
    );
  const schemas = schemasOf(def.name);
  const input = parseWith(schemas.fields, body) as MasterRow;
  throwFields(schemas.check(input));
  const values = def.toValues(input);
  const uuid = await db.transaction(async (tx) => {
    await assertWritable(tx, def, values);
    const [inserted] = await insertRow(tx, def, values);
    const created = String(inserted?.uuid);
    const row = await findMaster(tx, def, created);
    await recordAudit(tx, {
      actorId: actor.userId,
      entity: def.name,
      entityId: created,
      action: 'create',
      after: row,
      at: actor.now,
    });
    return created;
  });
  return (await findMaster(db, def, uuid))!;
}

async function insertRow(tx: Db, def: MasterDefinition, values: MasterRow) {
  try {
    return await tx.insert(def.table).values(values).returning({ uuid: def.table.uuid });
  } catch (err) {
    throw translateWriteError(def, err);
  }
}

export async function updateMaster(
  db: Db,
  def: MasterDefinition,
  uuid: string,
  body: unknown,
  actor: Actor,
): Promise<MasterRow> {
  const schemas = schemasOf(def.name);
  const { version, ...patch } = parseWith(schemas.update, body) as MasterRow;
  // with no field to change there is no statement to run (and a table without updatedAt has no SET at all)
  if (Object.keys(patch).length === 0)
    throw new AppError('VALIDATION_FAILED', 'Nothing to change: send at least one field.', {
      fields: { _: 'Nothing to change: send at least one field.' },
    });
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(def.table).where(eq(def.table.uuid, uuid)).for('update');
    if (!current) throw notFound();
    // read under the row lock: two saves of the same version cannot both pass
    if (version !== undefined && version !== current.version) throw staleVersion(await findMaster(tx, def, uuid));
    const stored = JSON.parse(JSON.stringify(current)) as MasterRow;
    if (def.fixedCodes && 'kode' in patch && patch.kode !== stored.kode)
      throwFields({ kode: 'Status codes are fixed by the workflow and cannot be changed.' });
    const merged = { ...stored, ...patch };
    throwFields(schemas.check(merged));
    const all = def.toValues(merged);
    const set: MasterRow = { updatedAt: actor.now, version: Number(current.version) + 1 };
    for (const key of Object.keys(patch)) set[key] = all[key];
    await assertWritable(tx, def, { ...stored, ...all }, uuid);
    const before = await findMaster(tx, def, uuid);
    try {
      await tx.update(def.table).set(set).where(eq(def.table.uuid, uuid));
    } catch (err) {
      throw translateWriteError(def, err);
    }
    const after = await findMaster(tx, def, uuid);
    await recordAudit(tx, {
      actorId: actor.userId,
      entity: def.name,
      entityId: uuid,
      action: 'update',
      before,
      after,
      at: actor.now,
    });
  });
  return (await findMaster(db, def, uuid))!;
}

/**
 * Deletes a row no one uses. A row others point at is refused with a 409 naming the users and
 * suggesting deactivation (PATCH `active:false`), which keeps history intact.
 */
export async function deleteMaster(db: Db, def: MasterDefinition, uuid: string, actor: Actor): Promise<void> {
  if (def.fixedCodes) throw new AppError('CONFLICT', 'Status codes are fixed by the workflow and cannot be deleted.');
  await db.transaction(async (tx) => {
    const before = await findMaster(tx, def, uuid);
    if (!before) throw notFound();
    const uses: Use[] = [];
    for (const ref of def.references) {
      const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(ref.table).where(eq(ref.column, uuid));
      if (counted?.n) uses.push({ kind: referenceKind(ref), label: ref.label, count: counted.n });
    }
    if (uses.length > 0) throw inUse(def, uses);
    try {
      await tx.delete(def.table).where(eq(def.table.uuid, uuid));
    } catch (err) {
      throw translateWriteError(def, err);
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      entity: def.name,
      entityId: uuid,
      action: 'delete',
      before,
      at: actor.now,
    });
  });
}

type Use = { kind: string; label: string; count: number };

/** What a reference is called in `usedBy`: the master list it belongs to, else its label ("users"). */
function referenceKind(ref: MasterReference): string {
  const master = Object.values(masterDefinitions).find((d) => d.table === ref.table);
  return master?.name ?? ref.label.trim().replace(/\s+/g, '-');
}

/**
 * `fields.reason` says why in a code the client translates (docs/CONTRACT-additions.md);
 * `usedBy` lists `kind:count` of the rows that point at this one.
 */
function inUse(def: MasterDefinition, uses: Use[] = []): AppError {
  const what = uses.length ? `by ${uses.map((u) => `${u.count} ${u.label}`).join(', ')}` : 'by other data';
  const usedBy = uses.map((u) => `${u.kind}:${u.count}`).join(',');
  return new AppError('CONFLICT', `This ${def.noun} is still used ${what}. Deactivate it instead of deleting it.`, {
    fields: { reason: 'IN_USE', ...(usedBy ? { usedBy } : {}) },
  });
}

/** Someone saved the row since the caller read it: `error.current` is the row now, to compare or reload. */
function staleVersion(current: MasterRow | undefined): AppError {
  return staleVersionError('This row was changed by someone else meanwhile. Reload it and try again.', current);
}

/** A unique key already taken: the field it belongs to (when known) and `reason: DUPLICATE`. */
function duplicate(message: string, field?: string): AppError {
  return new AppError('CONFLICT', message, { fields: { ...(field ? { [field]: message } : {}), reason: 'DUPLICATE' } });
}

/** The database's own guards, for what the checks above cannot see (a race, a table added later). */
function translateWriteError(def: MasterDefinition, err: unknown): unknown {
  const code = pgErrorCode(err);
  if (code === '23503') return inUse(def);
  if (code === '23505') {
    return duplicate(def.unique[0]?.message ?? `This ${def.noun} already exists.`, def.unique[0]?.field);
  }
  return err;
}
