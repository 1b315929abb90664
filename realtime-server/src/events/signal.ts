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

/** What one `withEvents` transaction committed: the events it published, and whether it queued mail. */
export type Commit = { events: readonly CommittedEvent[]; mailQueued: boolean };

/**
 * In-process "something was committed" signal. PGlite has one process and no NOTIFY between
 * connections, so publishers wake the relay and the mail worker through this after commit; on
 * PostgreSQL it is an extra, cheap nudge beside NOTIFY (which also reaches other nodes). It carries
 * the events the transaction published, so the relay hands them to this process's sockets without
 * reading them back first. `origin` names this process in the NOTIFY payload, so its relay can tell
 * its own commits (already handed over) from other nodes' (to be read at once). The mail worker only
 * looks at the outbox after a commit that queued mail.
 */
export type EventSignal = {
  readonly origin: string;
  wake(commit: Commit): void;
  onWake(listener: (commit: Commit) => void): () => void;
};

export function createEventSignal(): EventSignal {
  const listeners = new Set<(commit: Commit) => void>();
  return {
    origin: randomBytes(8).toString('hex'),
    wake(commit) {
      for (const listener of listeners) listener(commit);
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
