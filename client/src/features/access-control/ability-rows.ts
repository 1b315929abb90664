import type { AbilityRule } from '@ujian/shared/ability';

export type AbilityRow = {
  action: string;
  subject: string;
  /** `field = value` pairs, empty when the rule applies to every row. */
  conditions: string[];
  fields: string[];
  /** A "cannot" rule. */
  inverted: boolean;
};

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** One row per (action, subject) of the rules, in the order they were given, for a readable table. */
export function abilityRows(rules: readonly AbilityRule[]): AbilityRow[] {
  const rows: AbilityRow[] = [];
  for (const rule of rules) {
    const conditions = Object.entries((rule.conditions as Record<string, unknown> | undefined) ?? {}).map(
      ([field, value]) => `${field} = ${describeValue(value)}`,
    );
    for (const action of list(rule.action as string | string[])) {
      for (const subject of list(rule.subject as string | string[])) {
        rows.push({ action, subject, conditions, fields: list(rule.fields), inverted: rule.inverted === true });
      }
    }
  }
  return rows;
}
