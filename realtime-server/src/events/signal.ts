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
 * the events the transaction published, so this process's own sockets get them without waiting for
 * the relay to read them back (the relay still does, for completeness; the socket layer drops the
 * duplicate).
 */
export type EventSignal = {
  wake(committed?: readonly CommittedEvent[]): void;
  onWake(listener: (committed: readonly CommittedEvent[]) => void): () => void;
};

export function createEventSignal(): EventSignal {
  const listeners = new Set<(committed: readonly CommittedEvent[]) => void>();
  return {
    wake(committed = []) {
      for (const listener of listeners) listener(committed);
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
