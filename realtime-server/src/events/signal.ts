/**
 * In-process "something was committed" signal. PGlite has one process and no NOTIFY between
 * connections, so publishers wake the relay and the mail worker through this after commit; on
 * PostgreSQL it is an extra, cheap nudge beside NOTIFY (which also reaches other nodes).
 */
export type EventSignal = {
  wake(): void;
  onWake(listener: () => void): () => void;
};

export function createEventSignal(): EventSignal {
  const listeners = new Set<() => void>();
  return {
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
