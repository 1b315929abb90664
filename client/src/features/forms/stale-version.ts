import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../lib/api-error';

/**
 * A save refused because someone else saved first (`409`, `fields.reason = "STALE_VERSION"`): the
 * row as it is now (`error.current`), or undefined for any other error (CONTRACT.md Part 2 "Concurrency").
 */
export function staleCurrentOf(err: unknown): Record<string, unknown> | undefined {
  const info = apiErrorOf(err);
  if (info?.status !== 409 || info.fields?.reason !== 'STALE_VERSION') return undefined;
  const current = info.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}

/** Empty text, null and undefined are "nothing"; arrays and objects compare by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

export type CompareRow = { name: string; label: string; theirs: unknown; mine: unknown; differs: boolean };

/** One line per field: the saved value beside the caller's, and whether they differ. */
export function compareRows(
  fields: ReadonlyArray<{ name: string; label: string }>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): CompareRow[] {
  return fields.map(({ name, label }) => ({
    name,
    label,
    theirs: theirs[name],
    mine: mine[name],
    differs: !sameValue(theirs[name], mine[name]),
  }));
}

export type StaleConflict<Row> = { theirs: Row; mine: Record<string, unknown> };

/** The row a form's values are based on: its version, and its values as the form holds them. */
type Base<V> = { version: number | undefined; values: V };

/**
 * A form that edits a versioned row: which version its next save sends, and the stale-save dialog.
 *
 * The form follows the row it shows: a newer row (a refetch, a live update) replaces an untouched form.
 * Under a person's edits it never does (nobody's typing is thrown away); it only moves the version on
 * when the newer row changed none of the form's fields (e.g. a document uploaded meanwhile). A change to
 * a field the person also edits keeps the old version, so the save meets it (409) and `capture` opens
 * the dialog: nothing is overwritten silently. A 409 for a change to other fields only (seen by
 * `rebaseIfUntouched`) is saved again over the newer version.
 */
export function useStaleVersion<Row extends object, V>(
  row: { version: number | undefined; values: V },
  form: { isDirty: boolean; reset(values: V): void },
) {
  const [conflict, setConflict] = useState<StaleConflict<Row> | null>(null);
  const [base, setBase] = useState<Base<V>>(row);
  const dirty = useRef(form.isDirty);
  dirty.current = form.isDirty;
  const reset = useRef(form.reset);
  reset.current = form.reset;

  useEffect(() => {
    if (!dirty.current) {
      reset.current(row.values);
      setBase({ version: row.version, values: row.values });
    } else {
      setBase((held) => (sameValue(held.values, row.values) ? { version: row.version, values: row.values } : held));
    }
  }, [row.version, row.values]);

  /** The form now shows this row (after a save, or after taking theirs). */
  const settle = useCallback((version: number | undefined, values: V) => setBase({ version, values }), []);
  /**
   * A stale save whose newer row changed none of this form's fields (a document uploaded in another
   * tab): the version to save again with, nothing of theirs being replaced. Undefined otherwise.
   */
  const rebaseIfUntouched = useCallback(
    (err: unknown, valuesOf: (row: Row) => V): number | undefined => {
      const current = staleCurrentOf(err) as Row | undefined;
      const version = (current as { version?: unknown } | undefined)?.version;
      if (!current || typeof version !== 'number') return undefined;
      const theirs = valuesOf(current);
      if (!sameValue(base.values, theirs)) return undefined;
      setBase({ version, values: theirs });
      return version;
    },
    [base.values],
  );
  /** Opens the dialog when `err` is a stale save (true); other errors are the form's (false). */
  const capture = useCallback((err: unknown, mine: Record<string, unknown>) => {
    const current = staleCurrentOf(err);
    if (!current) return false;
    setConflict({ theirs: current as Row, mine });
    return true;
  }, []);
  /** Keep editing mine over the saved row: the next save knowingly replaces it. */
  const keepMine = useCallback(
    (theirsValues: V) => {
      const saved = (conflict?.theirs as { version?: unknown } | undefined)?.version;
      if (typeof saved === 'number') setBase({ version: saved, values: theirsValues });
      setConflict(null);
    },
    [conflict],
  );
  const close = useCallback(() => setConflict(null), []);
  return { conflict, version: base.version, settle, rebaseIfUntouched, capture, keepMine, close };
}
