import type { MasterName } from '@ujian/shared/ability';
import type { ListShape, SortState } from '../../components/list-query';

/**
 * One typed description per master list drives its list page, its filters, its detail/edit form
 * and its delete: one config per list, one implementation. Labels come from the `master` namespace:
 * `<name>.fields.<field>`, `<name>.options.<field>.<value>`.
 */

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'time'
  | 'datetime'
  | 'boolean'
  | 'enum'
  | 'master'
  | 'masters'
  | 'labels'
  | 'color';

type FieldBase<T extends FieldType> = {
  type: T;
  /** The row's property, as the API names it. */
  name: string;
  required?: boolean;
  /** Takes the form's full width. */
  wide?: boolean;
  /** Shown only when another field has one of these values (e.g. dosen only for scope "dosen"). */
  showWhen?: { field: string; equals: readonly string[] };
};

export type MasterField =
  | (FieldBase<'text'> & { maxLength?: number; placeholder?: string })
  | FieldBase<'textarea'>
  | (FieldBase<'number'> & { min?: number; max?: number })
  | FieldBase<'date'>
  | FieldBase<'time'>
  | FieldBase<'datetime'>
  | (FieldBase<'boolean'> & { /** a new row's value (default: on for `active`, else off) */ initial?: boolean })
  | (FieldBase<'enum'> & { options: readonly string[] })
  | (FieldBase<'master'> & { master: MasterName })
  /** several rows of another master (a list of uuids) */
  | (FieldBase<'masters'> & { master: MasterName })
  | FieldBase<'labels'>
  | FieldBase<'color'>;

/** How a cell shows its value. `master` looks the referenced row up and shows its name. */
export type ColumnKind =
  | 'text'
  | 'number'
  /** whole rupiah, as the university writes it */
  | 'rupiah'
  | 'date'
  | 'time'
  | 'datetime'
  | 'boolean'
  | 'active'
  | 'enum'
  | 'master'
  | 'masters'
  | 'labels'
  | 'color';

export type MasterColumn = {
  /** The row's property. */
  name: string;
  kind: ColumnKind;
  /** Sort key sent to the server; omitted = not sortable. */
  sortKey?: string;
  master?: MasterName;
};

export type MasterFilter =
  | { name: string; type: 'active' }
  | { name: string; type: 'enum'; options: readonly string[] }
  | { name: string; type: 'master'; master: MasterName };

export type MasterScreenConfig = {
  name: MasterName;
  /** Route path of the list, `/ruangan`; the detail is `${path}/:uuid`, a new row `${path}/baru`. */
  path: string;
  /** Properties that make up a row's name in pickers, lists and dialogs (joined with " - "). */
  titleFields: readonly string[];
  columns: readonly MasterColumn[];
  fields: readonly MasterField[];
  filters: readonly MasterFilter[];
  defaultSort?: SortState;
  /** Lists too long to load whole for a picker (dosen): pickers search the server instead. */
  large?: boolean;
  /** A line above the list computed from all its rows: `weightSum` shows the sum of active `bobot` against 100. */
  summary?: 'weightSum';
};

/** Identity with checks: every column, filter and `showWhen` refers to something that exists. */
export function defineMasterScreen(config: Omit<MasterScreenConfig, 'path'> & { path?: string }): MasterScreenConfig {
  const fieldNames = new Set(config.fields.map((f) => f.name));
  for (const field of config.fields) {
    if (field.showWhen && !fieldNames.has(field.showWhen.field)) {
      throw new Error(`${config.name}: ${field.name} depends on unknown field ${field.showWhen.field}`);
    }
  }
  for (const column of config.columns) {
    if (column.kind === 'master' && !column.master)
      throw new Error(`${config.name}: column ${column.name} needs master`);
  }
  return { ...config, path: config.path ?? `/${config.name}` };
}

/** The list's URL/query shape, derived from the config. */
export function listShapeOf(config: MasterScreenConfig): ListShape {
  return {
    sortable: config.columns.flatMap((c) => (c.sortKey ? [c.sortKey] : [])),
    filters: config.filters.map((f) => f.name),
    defaultSort: config.defaultSort ?? null,
  };
}

/** A row's display name from its title fields. */
export function rowTitle(config: Pick<MasterScreenConfig, 'titleFields'>, row: Record<string, unknown>): string {
  return config.titleFields
    .map((name) => row[name])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String)
    .join(' - ');
}

/** Whether a field is shown for the current values (hidden fields are not sent either). */
export function isFieldVisible(field: MasterField, values: Record<string, unknown>): boolean {
  if (!field.showWhen) return true;
  return field.showWhen.equals.includes(String(values[field.showWhen.field] ?? ''));
}
