import { errorBodySchema } from '@ujian/shared/errors';
import { useCallback, useState } from 'react';

/**
 * A save refused because someone else saved first (`409`, `fields.reason = "STALE_VERSION"`): the
 * row as it is now (`error.current`), or undefined for any other error (CONTRACT.md Part 2 "Concurrency").
 */
export function staleCurrentOf(err: unknown): Record<string, unknown> | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const response = (err as { response?: { status?: unknown; data?: unknown } }).response;
  if (response?.status !== 409) return undefined;
  const parsed = errorBodySchema.safeParse(response.data);
  if (!parsed.success || parsed.data.error.fields?.reason !== 'STALE_VERSION') return undefined;
  const current = parsed.data.error.current;
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

/**
 * The state of a form's stale-save dialog. `capture(err, mine)` opens it when `err` is a stale
 * version (true) and leaves other errors to the form (false); `version` is what the next save sends:
 * the row's as read, or the saved row's once the person chose to keep their own changes.
 */
export function useStaleVersion<Row extends object>(readVersion: number | undefined) {
  const [conflict, setConflict] = useState<StaleConflict<Row> | null>(null);
  const [kept, setKept] = useState<{ from: number | undefined; version: number } | null>(null);
  // a kept version only holds while the form still shows the row it was kept over
  const version = kept && kept.from === readVersion ? kept.version : readVersion;
  const capture = useCallback((err: unknown, mine: Record<string, unknown>) => {
    const current = staleCurrentOf(err);
    if (!current) return false;
    setConflict({ theirs: current as Row, mine });
    return true;
  }, []);
  const keepMine = useCallback(() => {
    const saved = (conflict?.theirs as { version?: unknown } | undefined)?.version;
    if (typeof saved === 'number') setKept({ from: readVersion, version: saved });
    setConflict(null);
  }, [conflict, readVersion]);
  const close = useCallback(() => setConflict(null), []);
  return { conflict, version, capture, keepMine, close };
}
