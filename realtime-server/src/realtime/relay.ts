import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { events } from '../db/schema/events';
import { eventsChannel } from '../events/publish';
import type { Commit, CommittedEvent, EventSignal } from '../events/signal';

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
  /** after this process's own commits (handed over at once), read the table this much later; default 250 ms */
  settleMs?: number;
  batchSize?: number;
};

export type Relay = {
  start(): Promise<void>;
  /** read now (coalesced: one read at a time, another right after if woken meanwhile) */
  wake(): void;
  /** table reads so far (each a fast-path and a safe-path query): what the hand-off saves */
  reads(): number;
  close(): Promise<void>;
};

type Cursor = { xid: string; id: number };

const FAST_SEEN_TTL_MS = 10 * 60 * 1000;
const RECENTLY_READ_TTL_MS = 30 * 1000;

/** The columns of an event row as the relay and the per-socket catch-up read them. */
export const relayEventColumns = {
  id: events.id,
  userId: events.userId,
  seq: events.seq,
  type: events.type,
  data: events.data,
  target: events.target,
  xid: sql<string>`${events.xid}::text`,
  createdAt: events.createdAt,
};

function toRelayEvent(row: Omit<RelayEvent, 'type'> & { type: string }): RelayEvent {
  return { ...row, type: row.type as RelayEvent['type'] };
}

/**
 * Reads committed events and hands them to `deliver`, fast and without ever skipping one.
 *
 * Why not just `id > last id`: on PostgreSQL two writers can take ids 10 and 11 and commit 11
 * first; a reader at that moment sees 11, moves past 10 and never delivers it. So there are two
 * readers over the same table:
 *
 * - the fast path reads `id > highest id seen` right after another node's commit and delivers at once. It
 *   can miss a row that commits late with a smaller id — never one of the same user before that
 *   user's later rows: a user's writers are serialised by the seq counter lock, so per user id
 *   order is seq order is commit order.
 * - the safe path is the completeness guarantee. Each row records its transaction id
 *   (`pg_current_xact_id()`), and this path reads in (xid, id) order only rows whose xid is below
 *   the snapshot's xmin — the oldest transaction still running. Below that horizon the set of rows
 *   is final: those transactions have ended and any later one gets a larger xid. It reads ids only:
 *   rows the fast path already delivered are skipped; the ones it missed are fetched and delivered. A long write transaction
 *   anywhere in the cluster holds this horizon back (then only late rows wait, not all of them).
 *
 * This process's own commits skip the read: `withEvents` signals the rows it committed and they are
 * handed to `deliver` at once (a microtask after the commit); both paths then pass over
 * them without delivering them again. Their NOTIFY names this process (`signal.origin`), so it only
 * schedules a read `settleMs` later, which keeps the cursors moving; other nodes' NOTIFYs are read at
 * once. Per commit that saves a query and its parsing on the event loop that also writes to sockets.
 *
 * Delivering out of per-user order or twice is harmless: the socket layer delivers each user's
 * events strictly by seq, drops duplicates and fills any gap from the table.
 */
export function createRelay(deps: RelayDeps, deliver: (batch: RelayEvent[]) => void): Relay {
  const pollMs = deps.pollMs ?? 1000;
  const batchSize = deps.batchSize ?? 500;
  const settleMs = deps.settleMs ?? 250;
  let cursor: Cursor | undefined;
  let fastCursor = 0;
  // ids the fast path delivered, until the safe path passes them (pruned by age as a backstop)
  const fastSeen = new Map<number, number>();
  // ids the safe path passed before the fast path reached them (it will, and need not record them)
  const safePassed = new Set<number>();
  // ids this process handed over after its own commit, until a read passes them (pruned by age too)
  const handedOff = new Map<number, number>();
  // ids a read delivered that the safe path has passed, kept a little while: this process's hand-off of
  // them may still be on its way (a read can see a row before its writer has seen its COMMIT answer)
  const recentlyRead = new Map<number, number>();
  let readCount = 0;
  let settleTimer: NodeJS.Timeout | undefined;
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

  /** The safe path only needs to know which rows exist: ids and xids, no payloads. */
  async function readBatch(from: Cursor) {
    readCount += 1;
    return (readDb ?? deps.db)
      .select({
        id: events.id,
        xid: sql<string>`${events.xid}::text`,
        ready: sql<boolean>`${events.xid} < pg_snapshot_xmin(pg_current_snapshot())`,
      })
      .from(events)
      .where(sql`(${events.xid}, ${events.id}) > (${from.xid}::xid8, ${from.id})`)
      .orderBy(events.xid, events.id)
      .limit(batchSize);
  }

  async function readRows(ids: number[]): Promise<RelayEvent[]> {
    const rows = await (readDb ?? deps.db)
      .select(relayEventColumns)
      .from(events)
      .where(sql`${events.id} = any(${`{${ids.join(',')}}`}::bigint[])`)
      .orderBy(events.id);
    return rows.map(toRelayEvent);
  }

  /** Rows above the cursor, except those this process handed over (it has them: no need to fetch them). */
  async function readFast(): Promise<boolean> {
    readCount += 1;
    const skip = [...handedOff.keys()].filter((id) => id > fastCursor);
    const rows = await (readDb ?? deps.db)
      .select(relayEventColumns)
      .from(events)
      .where(
        skip.length === 0
          ? sql`${events.id} > ${fastCursor}`
          : sql`${events.id} > ${fastCursor} and not (${events.id} = any(${`{${skip.join(',')}}`}::bigint[]))`,
      )
      .orderBy(events.id)
      .limit(batchSize);
    const more = rows.length === batchSize;
    // a short page covers everything above the cursor; a full one, only up to its last row
    const upTo = more ? rows[rows.length - 1]!.id : Number.POSITIVE_INFINITY;
    const passed = [...rows.map((row) => row.id), ...skip.filter((id) => id <= upTo)];
    if (passed.length === 0) return false;
    // handed over while the query ran: the hand-off delivers those
    const fresh = rows.filter((row) => !handedOff.has(row.id)).map(toRelayEvent);
    const now = Date.now();
    for (const id of passed) {
      // already passed by the safe path: nothing more to tell it, but a hand-off may still be coming
      if (safePassed.delete(id)) recentlyRead.set(id, now);
      else fastSeen.set(id, now);
      handedOff.delete(id);
      if (id > fastCursor) fastCursor = id;
    }
    if (fresh.length > 0) deliver(fresh);
    return more;
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
        const now = Date.now();
        // above fastCursor the fast path will still read a row (it is committed): leave it to it
        const missed = ready.filter((r) => {
          if (r.id > fastCursor) {
            safePassed.add(r.id);
            return false;
          }
          if (fastSeen.delete(r.id)) {
            recentlyRead.set(r.id, now);
            return false;
          }
          // a handed-off row below the fast cursor committed late: the fast path never saw it
          return !handedOff.delete(r.id);
        });
        if (missed.length > 0) {
          for (const r of missed) recentlyRead.set(r.id, now);
          deliver(await readRows(missed.map((r) => r.id)));
        }
      }
      if (ready.length < rows.length) {
        retrySoon();
        return;
      }
      if (rows.length < batchSize) return;
    }
  }

  function pruneSeen(): void {
    const now = Date.now();
    for (const [seen, ttl] of [
      [fastSeen, FAST_SEEN_TTL_MS],
      [handedOff, FAST_SEEN_TTL_MS],
      [recentlyRead, RECENTLY_READ_TTL_MS],
    ] as const)
      for (const [id, at] of seen) {
        if (at >= now - ttl) break;
        seen.delete(id);
      }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!closed && (await readFast()));
      await readSafe();
      pruneSeen();
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

  // this process committed rows and handed them over: read once things settle, to move the cursors on
  function settle(): void {
    if (closed || settleTimer) return;
    settleTimer = setTimeout(() => {
      settleTimer = undefined;
      wake();
    }, settleMs);
    settleTimer.unref();
  }

  function handOff({ events: committed }: Commit): void {
    if (committed.length === 0 || closed) return;
    const now = Date.now();
    // a read that ran between the commit and this signal may have delivered some already
    const fresh = committed.filter((event) => !fastSeen.has(event.id) && !recentlyRead.delete(event.id));
    for (const event of fresh) handedOff.set(event.id, now);
    settle();
    // at once: still before the publisher's own continuation, but outside its call, so a failure here
    // cannot turn a committed request into an error
    if (fresh.length > 0)
      queueMicrotask(() => {
        if (closed) return;
        try {
          deliver(fresh);
        } catch (err) {
          deps.logger.error({ err }, 'hand-off to sockets failed; the relay reads the rows again');
          for (const event of fresh) handedOff.delete(event.id);
          wake();
        }
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
    // PostgreSQL only: the embedded database's start does not load the driver
    const [{ default: pgDriver }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const client = new pgDriver.Client({
      connectionString: listen.databaseUrl,
      ...(listen.schema ? { options: `-c search_path=${listen.schema}` } : {}),
    });
    client.on('notification', (message) => (message.payload === deps.signal.origin ? settle() : wake()));
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
      unsubscribe = deps.signal.onWake(handOff);
      if (deps.listen) {
        if (!/^[a-z_][a-z0-9_]*$/.test(deps.listen.schema ?? 'public')) throw new Error('invalid schema name');
        await startListening(deps.listen);
      }
      pollTimer = setInterval(wake, pollMs);
      pollTimer.unref();
    },
    wake,
    reads: () => readCount,
    async close() {
      closed = true;
      unsubscribe?.();
      if (pollTimer) clearInterval(pollTimer);
      if (retryTimer) clearTimeout(retryTimer);
      if (settleTimer) clearTimeout(settleTimer);
      await running;
      await listener?.end().catch(() => undefined);
    },
  };
}
