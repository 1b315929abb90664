import type { Db } from '../db/client';
import type { CommittedEvent, EventSignal } from './signal';

/** What a service needs to write events: the database and the after-commit signal. */
export type EventDeps = { db: Db; signal: EventSignal };

/** What publish() needs of the transaction withEvents opened: who commits it, and what it wrote. */
export type EventTransaction = {
  origin: string;
  published: CommittedEvent[];
  mailQueued: boolean;
  /** work that must follow the commit, never be part of it (see `afterCommit`) */
  afterCommit: Array<(db: Db) => Promise<void>>;
};

// transactions opened by withEvents; publish() refuses any other transaction, so nobody forgets the
// wake-up
const eventTransactions = new WeakMap<object, EventTransaction>();

/**
 * Runs `fn` in a transaction in which `publish()` may be called, and wakes the relay (and the mail
 * worker) once it has committed. A rolled-back transaction wakes nobody and leaves no event.
 */
export async function withEvents<T>(deps: EventDeps, fn: (tx: Db) => Promise<T>): Promise<T> {
  let transaction: EventTransaction | undefined;
  const result = await deps.db.transaction(async (tx) => {
    transaction = { origin: deps.signal.origin, published: [], mailQueued: false, afterCommit: [] };
    eventTransactions.set(tx, transaction);
    return fn(tx as unknown as Db);
  });
  if (transaction) {
    deps.signal.wake({ events: transaction.published, mailQueued: transaction.mailQueued });
    // the change is committed whatever follows: a failing step records its own failure
    for (const step of transaction.afterCommit) await step(deps.db).catch(() => undefined);
  }
  return result;
}

/**
 * Runs `step` once this withEvents transaction has committed, before withEvents returns (a rolled-back
 * transaction runs nothing). For work that may fail without undoing the change, e.g. issuing a letter
 * from a row the transaction queued; the row is what survives a crash between commit and `step`.
 */
export function afterCommit(tx: Db, step: (db: Db) => Promise<void>): void {
  eventTransaction(tx).afterCommit.push(step);
}

/** The mail outbox notes a queued mail, so the mail worker is woken after this commit (not every commit). */
export function noteMailQueued(tx: Db): void {
  const found = eventTransactions.get(tx);
  if (found) found.mailQueued = true;
}

/** The withEvents transaction `tx` is, for publish() to note what it wrote (the after-commit hand-off). */
export function eventTransaction(tx: Db): EventTransaction {
  const found = eventTransactions.get(tx);
  if (!found) throw new Error('publish() must run inside withEvents(): otherwise the relay is not woken after commit');
  return found;
}
