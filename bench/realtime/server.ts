// Bench server process: the real spine (outbox, relay, Socket.IO server) and a bare Socket.IO server
// as the baseline, driven over IPC by run.ts. Not part of the app; loopback only.
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { Server, Socket } from 'socket.io';
import { defaultConfig } from '../../realtime-server/src/config';
import { openDatabase } from '../../realtime-server/src/db/client';
import { refreshTokens, roles, users } from '../../realtime-server/src/db/schema/auth';
import { publish } from '../../realtime-server/src/events/publish';
import { withEvents } from '../../realtime-server/src/events/with-events';
import { signAccessToken } from '../../realtime-server/src/features/auth/access-token';
import { createSpine } from '../../realtime-server/src/realtime/spine';
import { seedBase } from '../../realtime-server/src/seed/demo';

type Options = {
  role: 'primary' | 'secondary';
  users: number;
  /** false: publish only, no Socket.IO server (ROLE=api); the sockets are on another process */
  realtime?: boolean;
  databaseUrl?: string;
  schema?: string;
  migrate?: boolean;
  redisUrl?: string;
  redisStreamName?: string;
};
export type BenchUser = { id: number; token: string };
export type Command =
  | { cmd: 'publish'; target: 'spine' | 'bare'; rate: number; seconds: number; userIds: number[] }
  | { cmd: 'mem' }
  | { cmd: 'emitted' }
  | { cmd: 'stop' };

const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as Options;
const MAX_IN_FLIGHT = 8;
const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

// where the time goes: when each envelope is handed to Socket.IO (spine: the feed's emit; bare: the
// room emit), so run.ts can split commit->receipt into commit->emit and emit->receipt
const emitted: Array<[number, number, number]> = [];
const socketEmit = Socket.prototype.emit;
Socket.prototype.emit = function (this: Socket, name: string, ...args: unknown[]) {
  const envelope = args[0] as { seq?: unknown } | undefined;
  if (typeof envelope?.seq === 'number') emitted.push([Number(this.data?.userId), envelope.seq, now()]);
  return socketEmit.call(this, name, ...args);
} as typeof Socket.prototype.emit;

async function listen(server: HttpServer): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main() {
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl, schema: options.schema } : { dataDir: 'memory://' },
  );
  const config = defaultConfig({ accessTokenTtlSeconds: 3600, redisUrl: options.redisUrl });
  const clock = { now: () => new Date() };
  const db = database.db;
  const benchUsers: BenchUser[] = [];
  if (options.role === 'primary') {
    await database.migrate();
    await seedBase(db);
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
    for (let i = 0; i < options.users; i += 1000) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(1000, options.users - i) }, (_, k) => ({
            username: `bench${i + k}`,
            email: `bench${i + k}@bench.test`,
            passwordHash: 'unused',
            roleId: role!.id,
          })),
        )
        .returning({ id: users.id });
      // an access token is only good while its login (refresh family) stands
      const logins = rows.map((row) => ({ userId: row.id, familyId: randomUUID() }));
      await db.insert(refreshTokens).values(
        logins.map((l) => ({
          ...l,
          tokenHash: randomUUID(),
          familyExpiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      for (const login of logins)
        benchUsers.push({
          id: login.userId,
          token: await signAccessToken(
            { config, clock },
            { userId: login.userId, sessionVersion: 1, sessionId: login.familyId },
          ),
        });
    }
  }

  const logger = pino({ level: 'warn' });
  const spine = createSpine({ db, config, clock, logger, appUrl: 'http://bench.test' });
  // the moment each event's commit is signalled (withEvents, right after COMMIT returned): subscribed
  // before the relay, so it is taken before the relay hands the event to the sockets
  const committedAt = new Map<string, number>();
  spine.signal.onWake(({ events: committed }) => {
    const t = now();
    for (const event of committed) committedAt.set(`${event.userId}:${event.seq}`, t);
  });
  let realtimeUrl = '';
  if (options.realtime !== false) {
    const realtimeHttp = createServer();
    await spine.startRealtime(realtimeHttp, {
      listen: options.databaseUrl ? { databaseUrl: options.databaseUrl, schema: options.schema } : undefined,
      redisStreamName: options.redisStreamName,
    });
    realtimeUrl = await listen(realtimeHttp);
  }

  // baseline: plain Socket.IO, no auth check against the DB, no outbox; same room and envelope
  const bareHttp = createServer();
  const bare = new Server(bareHttp, { maxHttpBufferSize: 16 * 1024 });
  bare.on('connection', (socket) => {
    void socket.join(`user:${Number(socket.handshake.auth.userId)}`);
  });
  const bareUrl = await listen(bareHttp);

  async function publishLoop(command: Extract<Command, { cmd: 'publish' }>) {
    emitted.length = 0;
    const sent: Array<[number, number, number]> = [];
    const bareSeq = new Map<number, number>();
    const total = Math.round(command.rate * command.seconds);
    const inFlight = new Set<Promise<void>>();
    const start = now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / command.rate;
      const wait = due - now();
      // like separate HTTP requests, each publish starts from the event loop (never a microtask chain)
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      else await new Promise((r) => setImmediate(r));
      const userId = command.userIds[i % command.userIds.length]!;
      if (command.target === 'spine') {
        // concurrent requests, as an API under load has them (bounded like a connection pool)
        if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        const done = withEvents({ db, signal: spine.signal }, (tx) =>
          publish(tx, [userId], 'rekap:changed', { recap: 'payroll' }),
        ).then(([event]) => {
          sent.push([userId, event!.seq, committedAt.get(`${userId}:${event!.seq}`)!]);
          inFlight.delete(done);
        });
        inFlight.add(done);
      } else {
        const seq = (bareSeq.get(userId) ?? 0) + 1;
        bareSeq.set(userId, seq);
        const t = now();
        bare.to(`user:${userId}`).emit('rekap:changed', {
          seq,
          type: 'rekap:changed',
          at: new Date().toISOString(),
          data: { recap: 'payroll' },
        });
        sent.push([userId, seq, t]);
        emitted.push([userId, seq, t]);
      }
    }
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, 500));
    return { sent, emitted: [...emitted], achievedRate: total / ((now() - start) / 1000) };
  }

  process.on('message', async (command: Command) => {
    if (command.cmd === 'publish') send({ type: 'published', ...(await publishLoop(command)) });
    else if (command.cmd === 'mem') {
      for (let i = 0; i < 3; i++) globalThis.gc?.();
      send({ type: 'mem', memory: process.memoryUsage() });
    } else if (command.cmd === 'emitted') {
      // a realtime-only process: its emits, for the publishing process's timings
      send({ type: 'emitted', emitted: [...emitted] });
    } else if (command.cmd === 'stop') {
      await spine.close();
      bare.close();
      await database.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', realtimeUrl, bareUrl, users: benchUsers });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// the orchestrator went away: so do we
process.on('disconnect', () => process.exit(0));
