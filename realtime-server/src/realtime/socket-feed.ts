import type { AnyEvent } from '@ujian/shared/events';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { events, userEventSeq } from '../db/schema/events';
import { type RelayEvent, relayEventColumns } from './relay';

const PAGE = 500;

export type FeedTarget = {
  userId: number;
  sessionId: string;
  socketId: string;
  emit(event: AnyEvent): void;
  /** the session was revoked: the caller says goodbye after the event has gone out */
  revoke(): void;
};

/**
 * One socket's ordered view of its user's events. Every event reaches `emit` at most once and in seq
 * order: replay (catch-up from the table) and live relay deliveries meet here, live ones are buffered
 * while a catch-up runs, anything at or below the last seq is a duplicate, and a gap (an event of a
 * user's seq that the relay has not handed over yet) is filled from the table. Per-user seqs of
 * committed rows have no holes (the counter is bumped in the event's transaction), so a read of
 * `seq > last` is always complete up to what it returns.
 */
export class SocketFeed {
  private last = 0;
  private catchingUp = true;
  private buffer: RelayEvent[] = [];
  private closed = false;
  /** the user's events up to this seq were committed before the socket connected */
  private connectSeq = 0;

  constructor(
    private readonly db: Db,
    private readonly target: FeedTarget,
    private readonly logger: Logger,
  ) {}

  /**
   * `lastSeq` from the handshake: replay what is newer; without it, start live from the handshake.
   * `connectSeq` is the user's last committed seq when the handshake was accepted: a revocation at or
   * below it was committed before this socket existed (history); one above it ends this socket.
   */
  async start(lastSeq: number | undefined, connectSeq: number): Promise<void> {
    this.connectSeq = connectSeq;
    // a client ahead of the table (e.g. the database was reset) would otherwise wait forever
    this.last = lastSeq === undefined ? connectSeq : Math.min(lastSeq, connectSeq);
    await this.catchUp();
  }

  /** A live event from the relay (already filtered to this socket's user). */
  push(event: RelayEvent): void {
    if (this.closed) return;
    if (this.catchingUp) {
      this.buffer.push(event);
      return;
    }
    if (event.seq <= this.last) return;
    if (event.seq === this.last + 1) {
      this.deliver(event);
      return;
    }
    this.buffer.push(event);
    void this.catchUp();
  }

  close(): void {
    this.closed = true;
    this.buffer = [];
  }

  private async catchUp(): Promise<void> {
    this.catchingUp = true;
    try {
      for (;;) {
        for (;;) {
          const rows = await this.db
            .select(relayEventColumns)
            .from(events)
            .where(and(eq(events.userId, this.target.userId), gt(events.seq, this.last)))
            .orderBy(asc(events.seq))
            .limit(PAGE);
          for (const row of rows) {
            if (this.closed) return;
            this.deliver(row as RelayEvent);
          }
          if (rows.length < PAGE) break;
        }
        // live events that arrived meanwhile: most are duplicates now; a gap means read again
        const pending = this.buffer.sort((a, b) => a.seq - b.seq);
        this.buffer = [];
        let gap = false;
        for (const event of pending) {
          if (this.closed) return;
          if (event.seq <= this.last) continue;
          if (event.seq === this.last + 1) this.deliver(event);
          else {
            gap = true;
            break;
          }
        }
        if (!gap) break;
      }
    } catch (err) {
      this.logger.warn({ err, userId: this.target.userId }, 'replay failed; the client may reconnect with lastSeq');
    } finally {
      this.catchingUp = false;
    }
  }

  private deliver(event: RelayEvent): void {
    this.last = event.seq;
    const { target } = event;
    if (target && target !== `sid:${this.target.sessionId}` && target !== `socket:${this.target.socketId}`) return;
    if (event.type === 'session:revoked') {
      // a revocation committed before this socket connected is history, not a reason to drop it now.
      // A user's seqs are handed out in commit order (the counter row is locked by each event's
      // transaction), so the seq read at the handshake splits before from after exactly.
      if (event.seq <= this.connectSeq) return;
      this.emit(event);
      this.closed = true;
      this.target.revoke();
      return;
    }
    this.emit(event);
  }

  private emit(event: RelayEvent): void {
    this.target.emit({
      seq: event.seq,
      type: event.type,
      at: event.createdAt.toISOString(),
      data: event.data,
    } as AnyEvent);
  }
}

/** The user's last committed event seq (0 before their first event). */
export async function committedSeqOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ last: userEventSeq.lastSeq })
    .from(userEventSeq)
    .where(eq(userEventSeq.userId, userId));
  return row?.last ?? 0;
}
