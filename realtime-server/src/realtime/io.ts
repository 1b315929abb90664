import type { Server as HttpServer } from 'node:http';
import type { AnyEvent } from '@ujian/shared/events';
import type { Logger } from 'pino';
import type { createClient } from 'redis';
import { Server } from 'socket.io';
import type { AppConfig, Clock } from '../config';
import type { Db } from '../db/client';
import type { EventSignal } from '../events/signal';
import { withEvents } from '../events/with-events';
import { publishSessionRevoked } from '../features/auth/end-sessions';
import { verifyAccessToken } from '../http/authenticate';
import { createRelay, type Relay, type RelayEvent } from './relay';
import { committedSeqOf, SocketFeed } from './socket-feed';
import { TokenBucket } from './token-bucket';
import type { RealtimeServer, RealtimeSocket } from './types';

export type RealtimeDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  signal: EventSignal;
  /** PostgreSQL: where the relay LISTENs (omit on PGlite) */
  listen?: { databaseUrl: string; schema?: string };
  /** Redis stream shared by the nodes of one deployment; default "socket.io" */
  redisStreamName?: string;
  relayPollMs?: number;
  relaySettleMs?: number;
  /** client-to-server events per socket: burst and sustained rate */
  clientEventLimit?: { capacity: number; perSecond: number };
};

export type Realtime = { io: RealtimeServer; relay: Relay; close(): Promise<void> };

/** Client events are tiny (`events:ack`); anything bigger is refused by Engine.IO before parsing. */
export const MAX_CLIENT_PAYLOAD_BYTES = 16 * 1024;
const REVOKE_GRACE_MS = 1000;
const EXPIRY_FALLBACK_MS = 5000;

/**
 * Socket.IO on its own HTTP server (port 6002). Every node runs its own relay over the shared
 * database and hands each event to the sockets it holds itself (never a cluster-wide broadcast), so
 * each socket gets each event exactly once whatever the number of nodes. With REDIS_URL the Redis
 * streams adapter makes rooms cluster-wide for everything else (fetchSockets, disconnectSockets,
 * broadcasts other features may add).
 */
export async function createRealtime(httpServer: HttpServer, deps: RealtimeDeps): Promise<Realtime> {
  const allowedOrigins = new Set(deps.config.clientOrigins);
  const io: RealtimeServer = new Server(httpServer, {
    maxHttpBufferSize: MAX_CLIENT_PAYLOAD_BYTES,
    cors: { origin: [...allowedOrigins], credentials: false },
    // browsers send Origin; a page on another site must not ride on a user's token (CSWSH).
    // Clients without Origin (servers, tests) still need a valid token.
    allowRequest: (req, callback) =>
      callback(null, originAllowed(req.headers.origin, req.headers.host, allowedOrigins)),
  });

  let redis: ReturnType<typeof createClient> | undefined;
  if (deps.config.redisUrl) {
    // loaded only for a deployment with Redis: the client and adapter cost start-up time otherwise
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-streams-adapter'),
    ]);
    redis = createClient({ url: deps.config.redisUrl });
    redis.on('error', (err) => deps.logger.warn({ err }, 'redis error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { streamName: deps.redisStreamName ?? 'socket.io' }));
  }

  const feeds = new Map<string, SocketFeed>();
  const deliver = (batch: readonly RelayEvent[]) => {
    const rooms = io.of('/').adapter.rooms;
    const sorted = [...batch].sort((a, b) => a.userId - b.userId || a.seq - b.seq);
    for (const event of sorted) {
      const socketIds = rooms.get(`user:${event.userId}`);
      if (!socketIds) continue;
      for (const id of socketIds) feeds.get(id)?.push(event);
    }
  };
  const relay = createRelay(
    {
      db: deps.db,
      signal: deps.signal,
      logger: deps.logger,
      listen: deps.listen,
      pollMs: deps.relayPollMs,
      settleMs: deps.relaySettleMs,
    },
    deliver,
  );
  // the relay also hands this process's own commits over at once, without reading them back
  await relay.start();

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return next(new Error('unauthorized'));
    try {
      const auth = await verifyAccessToken(token, deps);
      // read before the client learns it is connected: whatever it does next (a logout, a password
      // change) gets a higher seq, so its revocation reaches this socket
      const connectSeq = await committedSeqOf(deps.db, auth.userId);
      socket.data = { userId: auth.userId, sessionId: auth.sessionId, expiresAt: auth.expiresAt, connectSeq };
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    // the feed is registered before the room is joined and before any await: live events that
    // arrive during the replay are buffered by it rather than lost or sent twice
    const feed = new SocketFeed(
      deps.db,
      {
        userId,
        sessionId: socket.data.sessionId,
        socketId: socket.id,
        emit: (event) => emitEnvelope(socket, event),
        revoke: () => sayGoodbye(socket),
      },
      deps.logger,
    );
    feeds.set(socket.id, feed);
    void socket.join(`user:${userId}`);
    const expiryTimer = scheduleExpiry(socket, deps);
    limitClientEvents(socket, deps.clientEventLimit ?? { capacity: 20, perSecond: 5 });
    socket.on('events:ack', () => {
      // accepted for the contract; replay is driven by the client's lastSeq, so nothing to store yet
    });
    socket.on('disconnect', () => {
      clearTimeout(expiryTimer);
      feed.close();
      feeds.delete(socket.id);
    });
    feed.start(lastSeqOf(socket.handshake.auth), socket.data.connectSeq).catch((err: unknown) => {
      // without its starting point the socket cannot promise order: let the client reconnect
      deps.logger.warn({ err, userId }, 'socket feed could not start');
      socket.disconnect(true);
    });
  });

  return {
    io,
    relay,
    async close() {
      await relay.close();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * Listed client origins when CLIENT_ORIGINS is set; otherwise the portal itself, i.e. a page on the
 * same host name as this socket server (the built client is on :3000, Socket.IO on :6002).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: Set<string>): boolean {
  if (!origin) return true;
  if (allowed.size > 0) return allowed.has(origin);
  try {
    return new URL(origin).hostname === new URL(`http://${host ?? ''}`).hostname;
  } catch {
    return false;
  }
}

function lastSeqOf(auth: Record<string, unknown> | undefined): number | undefined {
  const value = auth?.lastSeq;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

function emitEnvelope(socket: RealtimeSocket, event: AnyEvent): void {
  // the mapped ServerToClientEvents type cannot follow a union of names; the envelope matches its name
  (socket.emit as (name: string, payload: AnyEvent) => boolean)(event.type, event);
}

/** Namespace-level disconnect goes out after the queued session:revoked; then close the transport. */
function sayGoodbye(socket: RealtimeSocket): void {
  socket.disconnect();
  setTimeout(() => socket.conn.close(), REVOKE_GRACE_MS).unref();
}

/**
 * At expiry the socket gets `session:revoked {reason:"token-expired"}` (through the outbox, so it
 * has its own seq) and is disconnected; the client refreshes its token and reconnects with lastSeq.
 */
function scheduleExpiry(socket: RealtimeSocket, deps: RealtimeDeps): NodeJS.Timeout {
  const ms = Math.max(0, socket.data.expiresAt.getTime() - deps.clock.now().getTime());
  const timer = setTimeout(
    () => {
      withEvents(deps, (tx) =>
        publishSessionRevoked(tx, [socket.data.userId], 'token-expired', { socketId: socket.id }),
      ).catch((err: unknown) => deps.logger.warn({ err }, 'could not publish token expiry'));
      // whatever happens to the event, an expired token does not keep its socket
      setTimeout(() => socket.disconnect(true), EXPIRY_FALLBACK_MS).unref();
    },
    Math.min(ms, 2 ** 31 - 1),
  );
  timer.unref();
  return timer;
}

/** Token bucket per socket: over-limit events are dropped; a client that keeps flooding is cut off. */
function limitClientEvents(socket: RealtimeSocket, limit: { capacity: number; perSecond: number }): void {
  const bucket = new TokenBucket(limit.capacity, limit.perSecond);
  let dropped = 0;
  socket.use((_packet, next) => {
    if (bucket.take()) return next();
    dropped += 1;
    if (dropped > limit.capacity) socket.disconnect(true);
  });
}
