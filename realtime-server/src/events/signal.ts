import { randomBytes } from 'node:crypto';
import type { EventType } from '@ujian/shared/events';

/** An event row as committed: what `publish()` wrote and the relay hands to the socket layer. */
export type CommittedEvent = {
  id: number;
  userId: number;
  seq: number;
  type: EventType;
  data: unknown;
  target: string | null;
  /** writing transaction id (xid8 as a decimal string) */
  xid: string;
  createdAt: Date;
};

/**
 * In-process "something was committed" signal. PGlite has one process and no NOTIFY between
 * connections, so publishers wake the relay and the mail worker through this after commit; on
 * PostgreSQL it is an extra, cheap nudge beside NOTIFY (which also reaches other nodes). It carries
 * the events the transaction published, so the relay hands them to this process's sockets without
 * reading them back first. `origin` names this process in the NOTIFY payload, so its relay can tell
 * its own commits (already handed over) from other nodes' (to be read at once).
 */
export type EventSignal = {
  readonly origin: string;
  wake(committed?: readonly CommittedEvent[]): void;
  onWake(listener: (committed: readonly CommittedEvent[]) => void): () => void;
};

export function createEventSignal(): EventSignal {
  const listeners = new Set<(committed: readonly CommittedEvent[]) => void>();
  return {
    origin: randomBytes(8).toString('hex'),
    wake(committed = []) {
      for (const listener of listeners) listener(committed);
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
