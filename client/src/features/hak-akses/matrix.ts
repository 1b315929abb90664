import type { AbilityRule } from '@ujian/shared/ability';
import { conditionPresets as sharedPresets } from '@ujian/shared/hak-akses';

/**
 * A role's CASL rules as the subjects x actions matrix the hak-akses screen edits, and back.
 * Each ticked cell carries a condition preset; rules the matrix cannot express (inverted rules,
 * field-restricted rules, conditions that match no preset) are kept as they are, so saving a
 * role never loses what the screen does not show.
 */

/** Condition presets of a cell: "all rows" plus the shared presets (placeholders filled per user). */
export const conditionPresets: Record<string, Record<string, string> | undefined> = {
  all: undefined,
  ...Object.fromEntries(sharedPresets.map((p) => [p.key, p.conditions])),
};

export type PresetName = 'all' | (typeof sharedPresets)[number]['key'];
export const presetNames = Object.keys(conditionPresets) as PresetName[];

/** A ticked cell: a preset, or conditions no preset matches (shown read-only, saved unchanged). */
export type Cell = { preset: PresetName } | { preset: 'custom'; conditions: Record<string, unknown>[] };

export type Matrix = {
  /** `subject -> action -> cell`; an absent cell is not granted. */
  cells: Record<string, Record<string, Cell>>;
  /** Rules outside the matrix, in their original order. */
  passthrough: AbilityRule[];
};

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

function sameConditions(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  return JSON.stringify(sortKeys(a ?? {})) === JSON.stringify(sortKeys(b ?? {}));
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
}

/** The preset a rule's conditions stand for, or undefined for conditions of its own. */
export function presetOf(conditions: Record<string, unknown> | undefined): PresetName | undefined {
  const empty = !conditions || Object.keys(conditions).length === 0;
  if (empty) return 'all';
  return presetNames.find((name) => name !== 'all' && sameConditions(conditionPresets[name], conditions));
}

/** Adds a grant to a cell: "all" absorbs everything; two different narrowings become custom. */
function merge(existing: Cell | undefined, conditions: Record<string, unknown> | undefined): Cell {
  const preset = presetOf(conditions);
  const incoming: Cell = preset ? { preset } : { preset: 'custom', conditions: [conditions ?? {}] };
  if (!existing) return incoming;
  if (existing.preset === 'all' || incoming.preset === 'all') return { preset: 'all' };
  if (existing.preset !== 'custom' && existing.preset === incoming.preset) return existing;
  return { preset: 'custom', conditions: [...conditionsOf(existing), ...conditionsOf(incoming)] };
}

function conditionsOf(cell: Cell): Record<string, unknown>[] {
  if (cell.preset === 'custom') return cell.conditions;
  const conditions = conditionPresets[cell.preset];
  return conditions ? [{ ...conditions }] : [{}];
}

export function rulesToMatrix(rules: readonly AbilityRule[]): Matrix {
  const matrix: Matrix = { cells: {}, passthrough: [] };
  for (const rule of rules) {
    const conditions = rule.conditions as Record<string, unknown> | undefined;
    if (rule.inverted || rule.fields !== undefined || rule.reason !== undefined) {
      matrix.passthrough.push(rule);
      continue;
    }
    for (const subject of asList(rule.subject)) {
      for (const action of asList(rule.action)) {
        matrix.cells[subject] ??= {};
        const row = matrix.cells[subject];
        row[action] = merge(row[action], conditions);
      }
    }
  }
  return matrix;
}

/**
 * Rules for a matrix, ordered by the given subject and action lists (then any others), with the
 * passthrough rules last: CASL lets later rules win, and those are mostly "cannot" rules.
 */
export function matrixToRules(
  matrix: Matrix,
  order: { subjects: readonly string[]; actions: readonly string[] } = { subjects: [], actions: [] },
): AbilityRule[] {
  const rank = (list: readonly string[], value: string) => {
    const index = list.indexOf(value);
    return index === -1 ? list.length : index;
  };
  const bySubject = Object.keys(matrix.cells).sort(
    (a, b) => rank(order.subjects, a) - rank(order.subjects, b) || a.localeCompare(b),
  );
  const rules: AbilityRule[] = [];
  for (const subject of bySubject) {
    const row = matrix.cells[subject] ?? {};
    const actions = Object.keys(row).sort(
      (a, b) => rank(order.actions, a) - rank(order.actions, b) || a.localeCompare(b),
    );
    for (const action of actions) {
      const cell = row[action];
      if (!cell) continue;
      for (const conditions of conditionsOf(cell)) {
        const rule = { action, subject } as AbilityRule;
        if (Object.keys(conditions).length > 0) rule.conditions = conditions as AbilityRule['conditions'];
        rules.push(rule);
      }
    }
  }
  return [...rules, ...matrix.passthrough];
}

/** Ticks, unticks or changes one cell; returns a new matrix. */
export function setCell(matrix: Matrix, subject: string, action: string, cell: Cell | null): Matrix {
  const row = { ...(matrix.cells[subject] ?? {}) };
  if (cell) row[action] = cell;
  else delete row[action];
  const cells = { ...matrix.cells, [subject]: row };
  if (Object.keys(row).length === 0) delete cells[subject];
  return { ...matrix, cells };
}

/** The cell of a subject/action, if granted. */
export function cellAt(matrix: Matrix, subject: string, action: string): Cell | undefined {
  return matrix.cells[subject]?.[action];
}

/** Grants of a whole matrix: subject/action pairs, for "n abilities" summaries and diffs. */
export function grantedPairs(matrix: Matrix): string[] {
  return Object.entries(matrix.cells).flatMap(([subject, row]) =>
    Object.keys(row).map((action) => `${action}:${subject}`),
  );
}

/** What a save changes, in words the confirmation can list. */
export function diffMatrices(before: Matrix, after: Matrix): { added: string[]; removed: string[]; changed: string[] } {
  const beforePairs = new Set(grantedPairs(before));
  const afterPairs = new Set(grantedPairs(after));
  const added = [...afterPairs].filter((p) => !beforePairs.has(p));
  const removed = [...beforePairs].filter((p) => !afterPairs.has(p));
  const changed = [...afterPairs].filter((pair) => {
    if (!beforePairs.has(pair)) return false;
    const [action, subject] = splitPair(pair);
    return JSON.stringify(cellAt(before, subject, action)) !== JSON.stringify(cellAt(after, subject, action));
  });
  return { added, removed, changed };
}

function splitPair(pair: string): [string, string] {
  const index = pair.indexOf(':');
  return [pair.slice(0, index), pair.slice(index + 1)];
}
