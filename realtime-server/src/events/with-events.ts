import type { Db } from '../db/client';
import type { EventSignal } from './signal';

/** What a service needs to write events: the database and the after-commit signal. */
export type EventDeps = { db: Db; signal: EventSignal };

// transactions opened by withEvents; publish() refuses any other, so nobody forgets the wake-up
const eventTransactions = new WeakSet<object>();

/**
 * Runs `fn` in a transaction in which `publish()` may be called, and wakes the relay (and the mail
 * worker) once it has committed. A rolled-back transaction wakes nobody and leaves no event.
 */
export async function withEvents<T>(deps: EventDeps, fn: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    eventTransactions.add(tx);
    return fn(tx as unknown as Db);
  });
  deps.signal.wake();
  return result;
}

export function assertEventTransaction(tx: Db): void {
  if (!eventTransactions.has(tx))
    throw new Error('publish() must run inside withEvents(): otherwise the relay is not woken after commit');
}
