import type { MasterName } from '@ujian/shared/ability';
import { type MasterInput, type masterFilters, masterSchemas } from '@ujian/shared/master';
import type { InferInsertModel, SQL, Subquery } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';

/**
 * A master table: every one has a uuid key and an active flag, and most an update time
 * (db/schema/master.ts); `jenis_berkas` has none, the audit trail keeps its change times.
 */
export type MasterTable = PgTable & { uuid: PgColumn; active: PgColumn; updatedAt?: PgColumn };

/**
 * Rows that point at a master row: a delete is refused while any exists. `table` is another table whose
 * `column` holds the master's uuid, or a subquery that finds that uuid for rows keyed otherwise
 * (documents name their type by kind and code).
 */
export type MasterReference = { table: PgTable | Subquery; column: PgColumn; label: string };

/** A field of the input that names a row of another master (`many`: a list of them): each must exist. */
export type MasterParent = { field: string; table: MasterTable; message: string; many?: boolean };

/** A unique key: checked before writing so the 409 can name the field (the index is the backstop). */
export type MasterUnique = {
  field: string;
  columns: PgColumn[];
  message: string;
  /** the key binds active rows only (a partial unique index): inactive rows keep their history */
  activeOnly?: boolean;
};

/**
 * Everything the generic service and router need to serve one master list. The shapes come from
 * shared/master.ts; only the storage side (table, joins, keys, references) is declared here.
 */
export type MasterDefinition = {
  name: MasterName;
  table: MasterTable;
  /** singular, for messages ("This prodi ...") */
  noun: string;
  /** a row as the API shows it: the table's columns plus related names from `joins` */
  select: SelectedFields;
  joins: Array<{ table: PgTable; on: SQL }>;
  search: PgColumn[];
  sortable: Record<string, PgColumn>;
  defaultSort: SQL[];
  /** `?<filter>=` of masterFilters[name] and the column each compares with */
  filterColumns: Record<string, PgColumn>;
  unique: MasterUnique[];
  parents: MasterParent[];
  references: MasterReference[];
  /** codes fixed by the workflow machines: no create/delete, `kode` never changes */
  fixedCodes: boolean;
  /** the validated input as column values (the one typed bridge from wire shape to table) */
  toValues(input: Record<string, unknown>): Record<string, unknown>;
  /** extra fields derived for display (e.g. dosen's full name with titles) */
  decorate?(row: Record<string, unknown>): Record<string, unknown>;
};

type DefinitionSpec<N extends MasterName, T extends MasterTable> = Omit<
  MasterDefinition,
  'name' | 'table' | 'toValues' | 'joins' | 'unique' | 'parents' | 'references' | 'fixedCodes' | 'filterColumns'
> & {
  table: T;
  joins?: MasterDefinition['joins'];
  unique?: MasterUnique[];
  parents?: MasterParent[];
  references?: MasterReference[];
  fixedCodes?: boolean;
  filterColumns: Record<(typeof masterFilters)[N][number], PgColumn>;
  /** typed per list: the compiler checks the shared input maps onto the table's insert model */
  toValues(input: MasterInput<N>): InferInsertModel<T>;
};

/** Declares one list; the types tie its shared schema to its table and its filters to masterFilters. */
export function defineMaster<N extends MasterName, T extends MasterTable>(
  name: N,
  spec: DefinitionSpec<N, T>,
): MasterDefinition {
  return {
    ...spec,
    name,
    joins: spec.joins ?? [],
    unique: spec.unique ?? [],
    parents: spec.parents ?? [],
    references: spec.references ?? [],
    fixedCodes: spec.fixedCodes ?? false,
    filterColumns: spec.filterColumns,
    // the service only calls this with input parsed by masterSchemas[name]
    toValues: (input) => spec.toValues(input as MasterInput<N>) as Record<string, unknown>,
  };
}

export function schemasOf(name: MasterName) {
  return masterSchemas[name];
}
