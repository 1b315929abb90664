import { publish } from '../events/publish';
import { type EventDeps, withEvents } from '../events/with-events';
import type { SessionRevokedData } from './types';

/**
 * Ends live sockets of a user on every node: a `session:revoked` event goes through the outbox like
 * any other, each node's relay hands it to its own sockets of that user (or only the one session /
 * socket named by `target`), which emit it and disconnect. Works with or without Redis.
 */
export async function revokeSessions(
  deps: EventDeps,
  userId: number,
  reason: SessionRevokedData['reason'],
  target?: string,
): Promise<void> {
  await withEvents(deps, (tx) => publish(tx, [userId], 'session:revoked', { reason }, target ? { target } : {}));
}
