import type { ClientToServerEvents, EventEnvelope, ServerToClientEvents } from '@ujian/shared/events';
import { io as connectSocket, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** What a test socket records: the contract's envelope, with the type left open so tests can assert on any name. */
export type ReceivedEvent = EventEnvelope<string, unknown>;

/** A real socket.io-client that records every event it gets, in arrival order. */
export function connectClient(
  url: string,
  auth: Record<string, unknown>,
  options: { origin?: string } = {},
): { socket: TestSocket; received: ReceivedEvent[] } {
  const received: ReceivedEvent[] = [];
  const socket: TestSocket = connectSocket(url, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  socket.onAny((_name: string, payload: ReceivedEvent) => {
    received.push(payload);
  });
  socket.once('disconnect', (reason) => disconnectReasons.set(socket, reason));
  return { socket, received };
}

// why each test socket went away, for a wait that begins after it already has
const disconnectReasons = new WeakMap<TestSocket, string>();

export function waitForConnect(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export function waitForConnectError(socket: TestSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should not have')));
    socket.once('connect_error', resolve);
  });
}

export function waitForDisconnect(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.disconnected && !socket.active) return resolve(disconnectReasons.get(socket) ?? 'already');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

/** Polls until `check` holds (real I/O makes fixed sleeps flaky). */
export async function eventually(check: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
