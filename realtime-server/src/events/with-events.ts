import type { Db } from '../db/client';
import type { CommittedEvent, EventSignal } from './signal';

/** What a service needs to write events: the database and the after-commit signal. */
export type EventDeps = { db: Db; signal: EventSignal };

// transactions opened by withEvents, with what publish() wrote in them; publish() refuses any other
// transaction, so nobody forgets the wake-up
const eventTransactions = new WeakMap<object, CommittedEvent[]>();

/**
 * Runs `fn` in a transaction in which `publish()` may be called, and wakes the relay (and the mail
 * worker) once it has committed. A rolled-back transaction wakes nobody and leaves no event.
 */
export async function withEvents<T>(deps: EventDeps, fn: (tx: Db) => Promise<T>): Promise<T> {
  let published: CommittedEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    published = [];
    eventTransactions.set(tx, published);
    return fn(tx as unknown as Db);
  });
  deps.signal.wake(published);
  return result;
}

/** publish() notes what it wrote, for the after-commit hand-off to this process's sockets. */
export function recordPublished(tx: Db, committed: readonly CommittedEvent[]): void {
  eventTransactions.get(tx)?.push(...committed);
}

export function assertEventTransaction(tx: Db): void {
  if (!eventTransactions.has(tx))
    throw new Error('publish() must run inside withEvents(): otherwise the relay is not woken after commit');
}
