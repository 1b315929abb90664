import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { events } from '../db/schema/events';
import { eventsChannel } from '../events/publish';
import type { CommittedEvent, EventSignal } from '../events/signal';

/** An event row as the relay hands it to the socket layer. */
export type RelayEvent = CommittedEvent;

export type RelayDeps = {
  db: Db;
  signal: EventSignal;
  logger: Logger;
  /** PostgreSQL only: a dedicated connection LISTENs for the NOTIFY publish() sends at commit */
  listen?: { databaseUrl: string; schema?: string };
  /** safety poll, also what picks up rows held back by a long transaction; default 1000 ms */
  pollMs?: number;
  batchSize?: number;
};

export type Relay = {
  start(): Promise<void>;
  /** read now (coalesced: one read at a time, another right after if woken meanwhile) */
  wake(): void;
  close(): Promise<void>;
};

type Cursor = { xid: string; id: number };

const FAST_SEEN_TTL_MS = 10 * 60 * 1000;

const columns = {
  id: events.id,
  userId: events.userId,
  seq: events.seq,
  type: events.type,
  data: events.data,
  target: events.target,
  xid: sql<string>`${events.xid}::text`,
  createdAt: events.createdAt,
};

function toRelayEvent(row: Omit<RelayEvent, 'type'> & { type: string; ready?: boolean }): RelayEvent {
  const { ready: _ready, ...event } = row;
  return { ...event, type: event.type as RelayEvent['type'] };
}

/**
 * Reads committed events and hands them to `deliver`, fast and without ever skipping one.
 *
 * Why not just `id > last id`: on PostgreSQL two writers can take ids 10 and 11 and commit 11
 * first; a reader at that moment sees 11, moves past 10 and never delivers it. So there are two
 * readers over the same table:
 *
 * - the fast path reads `id > highest id seen` right after every commit and delivers at once. It
 *   can miss a row that commits late with a smaller id — never one of the same user before that
 *   user's later rows: a user's writers are serialised by the seq counter lock, so per user id
 *   order is seq order is commit order.
 * - the safe path is the completeness guarantee. Each row records its transaction id
 *   (`pg_current_xact_id()`), and this path reads in (xid, id) order only rows whose xid is below
 *   the snapshot's xmin — the oldest transaction still running. Below that horizon the set of rows
 *   is final: those transactions have ended and any later one gets a larger xid. Rows the fast path
 *   already delivered are skipped; the ones it missed are delivered now. A long write transaction
 *   anywhere in the cluster holds this horizon back (then only late rows wait, not all of them).
 *
 * Delivering out of per-user order or twice is harmless: the socket layer delivers each user's
 * events strictly by seq, drops duplicates and fills any gap from the table.
 */
export function createRelay(deps: RelayDeps, deliver: (batch: RelayEvent[]) => void): Relay {
  const pollMs = deps.pollMs ?? 1000;
  const batchSize = deps.batchSize ?? 500;
  let cursor: Cursor | undefined;
  let fastCursor = 0;
  // ids the fast path delivered, until the safe path passes them (pruned by age as a backstop)
  const fastSeen = new Map<number, number>();
  // ids the safe path passed before the fast path reached them (it will, and need not record them)
  const safePassed = new Set<number>();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let heldBackDelay = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  // PostgreSQL: reads go over the LISTEN connection, so they never queue behind API transactions
  // for a pool slot; the shared pool is the fallback while that connection is being re-established
  let readDb: Db | undefined;
  let unsubscribe: (() => void) | undefined;

  async function readBatch(from: Cursor) {
    return (readDb ?? deps.db)
      .select({ ...columns, ready: sql<boolean>`${events.xid} < pg_snapshot_xmin(pg_current_snapshot())` })
      .from(events)
      .where(sql`(${events.xid}, ${events.id}) > (${from.xid}::xid8, ${from.id})`)
      .orderBy(events.xid, events.id)
      .limit(batchSize);
  }

  async function readFast(): Promise<boolean> {
    const rows = await (readDb ?? deps.db)
      .select(columns)
      .from(events)
      .where(sql`${events.id} > ${fastCursor}`)
      .orderBy(events.id)
      .limit(batchSize);
    if (rows.length === 0) return false;
    const now = Date.now();
    for (const row of rows) if (!safePassed.delete(row.id)) fastSeen.set(row.id, now);
    fastCursor = rows[rows.length - 1]!.id;
    deliver(rows.map(toRelayEvent));
    return rows.length === batchSize;
  }

  async function readSafe(): Promise<void> {
    for (;;) {
      if (closed || !cursor) return;
      const rows = await readBatch(cursor);
      // ordered by xid: every ready row comes before the first held-back one
      const ready = rows.filter((r) => r.ready);
      if (ready.length > 0) {
        const last = ready[ready.length - 1]!;
        cursor = { xid: last.xid, id: last.id };
        heldBackDelay = 0;
        // above fastCursor the fast path will still read a row (it is committed): leave it to it
        const missed = ready.filter((r) => {
          if (r.id > fastCursor) {
            safePassed.add(r.id);
            return false;
          }
          return !fastSeen.delete(r.id);
        });
        if (missed.length > 0) deliver(missed.map(toRelayEvent));
      }
      if (ready.length < rows.length) {
        retrySoon();
        return;
      }
      if (rows.length < batchSize) return;
    }
  }

  function pruneFastSeen(): void {
    const old = Date.now() - FAST_SEEN_TTL_MS;
    for (const [id, at] of fastSeen) {
      if (at >= old) break;
      fastSeen.delete(id);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!closed && (await readFast()));
      await readSafe();
      pruneFastSeen();
    } while (again && !closed);
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => {
        deps.logger.warn({ err }, 'relay read failed; retrying');
        retrySoon();
      })
      .finally(() => {
        running = undefined;
        // woken after the last read had begun but after the loop decided to stop: read once more
        if (again) wake();
      });
  }

  // a row is waiting for an older transaction to end: look again shortly, backing off up to the poll
  function retrySoon(): void {
    if (closed || retryTimer) return;
    heldBackDelay = Math.min(Math.max(heldBackDelay * 2, 5), pollMs);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      wake();
    }, heldBackDelay);
    retryTimer.unref();
  }

  async function startListening(listen: NonNullable<RelayDeps['listen']>): Promise<void> {
    const client = new pg.Client({
      connectionString: listen.databaseUrl,
      ...(listen.schema ? { options: `-c search_path=${listen.schema}` } : {}),
    });
    client.on('notification', () => wake());
    client.on('error', (err) => {
      deps.logger.warn({ err }, 'relay LISTEN connection lost; reconnecting');
      if (listener === client) {
        listener = undefined;
        readDb = undefined;
      }
      client.end().catch(() => undefined);
      if (!closed)
        setTimeout(() => {
          if (!closed)
            startListening(listen).catch((e: unknown) => deps.logger.warn({ err: e }, 'relay LISTEN failed'));
        }, 1000).unref();
    });
    await client.connect();
    if (closed) {
      await client.end();
      return;
    }
    await client.query(`LISTEN ${eventsChannel(listen.schema)}`);
    listener = client;
    readDb = drizzle(client) as unknown as Db;
    wake(); // whatever was committed while we were not listening
  }

  return {
    async start() {
      // start at the current horizon: older events reach sockets by replay, never live
      const [row] = await deps.db
        .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
        .from(sql`(select 1) as one`);
      cursor = { xid: row!.xmin, id: 0 };
      const [top] = await deps.db.select({ max: sql<number>`coalesce(max(${events.id}), 0)::bigint` }).from(events);
      fastCursor = Number(top?.max ?? 0);
      unsubscribe = deps.signal.onWake(wake);
      if (deps.listen) {
        if (!/^[a-z_][a-z0-9_]*$/.test(deps.listen.schema ?? 'public')) throw new Error('invalid schema name');
        await startListening(deps.listen);
      }
      pollTimer = setInterval(wake, pollMs);
      pollTimer.unref();
    },
    wake,
    async close() {
      closed = true;
      unsubscribe?.();
      if (pollTimer) clearInterval(pollTimer);
      if (retryTimer) clearTimeout(retryTimer);
      await running;
      await listener?.end().catch(() => undefined);
    },
  };
}
