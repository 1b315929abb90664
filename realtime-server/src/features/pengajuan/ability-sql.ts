import { rulesToAST } from '@casl/ability/extra';
import type { Action, AppAbility, Subject } from '@ujian/shared/ability';
import { and, eq, inArray, ne, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How a condition field of the CASL rules maps to a column, and how its values are typed there.
 * `matches` stands for a field that is no column (e.g. "one of the row's committee members"): the
 * SQL of "the field holds one of these values".
 */
export type AbilityField =
  | { column: PgColumn; type: 'int' | 'uuid' | 'text' }
  | { matches: (values: Array<string | number>) => SQL; type: 'int' | 'uuid' | 'text' };
export type AbilityFieldMap = Record<string, AbilityField>;

type AstNode = { operator: string; field?: string; value: unknown };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE = sql`true`;
const FALSE = sql`false`;

/**
 * The rows `ability` lets the caller `action` on `subject`, as a WHERE clause: CASL's own rule
 * priority (rulesToAST) translated to SQL, so a list never loads a row its caller may not see.
 * Returns `undefined` for "every row". A condition on a field this table does not map, or a value of
 * the wrong type (a koordinator without prodi: `prodiId: ''`), matches nothing — under a `not` too,
 * so a mistyped inverted rule denies rather than widens.
 */
export function abilityWhere(ability: AppAbility, action: Action, subject: Subject, fields: AbilityFieldMap) {
  const ast = rulesToAST(ability, action, subject) as AstNode | null;
  if (!ast) return FALSE;
  if (ast.operator === 'and' && Array.isArray(ast.value) && ast.value.length === 0) return undefined;
  return toSql(ast, fields, false);
}

function toSql(node: AstNode, fields: AbilityFieldMap, negated: boolean): SQL {
  const children = Array.isArray(node.value) ? (node.value as AstNode[]) : [];
  switch (node.operator) {
    case 'and':
      return children.length === 0 ? TRUE : (and(...children.map((c) => toSql(c, fields, negated))) ?? TRUE);
    case 'or':
      return children.length === 0 ? FALSE : (or(...children.map((c) => toSql(c, fields, negated))) ?? FALSE);
    case 'not':
      return not(
        children.length === 1
          ? toSql(children[0]!, fields, !negated)
          : toSql({ operator: 'and', value: children }, fields, !negated),
      );
  }
  // an unknown field or operator must not grant: false where it is asserted, true where it is negated
  const unknown = negated ? TRUE : FALSE;
  const field = node.field ? fields[node.field] : undefined;
  if (!field) return unknown;
  const values = (Array.isArray(node.value) ? node.value : [node.value]).map((v) => typed(field, v));
  const valid = values.filter((v): v is string | number => v !== undefined);
  if ('matches' in field) {
    if (node.operator === 'eq' || node.operator === 'in') return valid.length > 0 ? field.matches(valid) : FALSE;
    if (node.operator === 'ne' || node.operator === 'nin') return valid.length > 0 ? not(field.matches(valid)) : TRUE;
    return unknown;
  }
  switch (node.operator) {
    case 'eq':
      return valid.length === 1 ? eq(field.column, valid[0]) : FALSE;
    case 'ne':
      return valid.length === 1 ? ne(field.column, valid[0]) : TRUE;
    case 'in':
      return valid.length > 0 ? inArray(field.column, valid) : FALSE;
    case 'nin':
      return valid.length > 0 ? notInArray(field.column, valid) : TRUE;
    default:
      return unknown;
  }
}

function typed(field: AbilityField, value: unknown): string | number | undefined {
  if (field.type === 'int') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(n) && String(value).trim() !== '' ? n : undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value);
  if (field.type === 'uuid') return UUID.test(s) ? s : undefined;
  return s;
}
