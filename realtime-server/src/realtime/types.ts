import type { ClientToServerEvents, ServerToClientEvents } from '@ujian/shared/events';
import type { Server, Socket } from 'socket.io';

/** Who the socket belongs to, set by the handshake middleware. */
export type SocketData = {
  userId: number;
  sessionId: string;
  expiresAt: Date;
  /** the user's last committed event seq when the handshake was accepted (see SocketFeed) */
  connectSeq: number;
};

// nodes never talk to each other directly: everything goes through the events table
type InterServerEvents = Record<string, never>;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
