import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { suratAntrian } from '../../db/schema/surat';
import { afterCommit } from '../../events/with-events';
import { issueSktmt, issueSuratPembimbing, issueSuratTugas } from './issue-for-events';
import type { IssueDeps } from './issue-surat';

/** What an event queues: the letter's jenis and what it is issued from. */
export type LetterJob =
  | { jenis: 'surat-tugas'; args: { jadwalUuid: string } }
  | { jenis: 'surat-tugas-pembimbing'; args: { pengajuanUuid: string } }
  | {
      jenis: 'sktmt';
      args: { jadwalUuid: string; pengajuanUuid: string; keputusan: string; nilaiAkhir: string; huruf: string };
    };

/**
 * Queues a letter in the event's transaction (inside `withEvents`) and issues it once that commits:
 * the row is the outbox (a crash between commit and issue leaves it for the sweep), and a letter that
 * cannot be made is marked failed instead of undoing the event.
 */
export async function queueSurat(tx: Db, deps: IssueDeps, job: LetterJob, byUserId: number | null): Promise<void> {
  const [row] = await tx
    .insert(suratAntrian)
    .values({ jenis: job.jenis, args: job.args, byUserId })
    .returning({ uuid: suratAntrian.uuid });
  const uuid = (row as { uuid: string }).uuid;
  afterCommit(tx, async (db) => {
    await issueQueued(db, deps, uuid);
  });
}

/** Issues the letter of a job in the caller's transaction. */
export async function issueLetterJob(tx: Db, deps: IssueDeps, job: LetterJob, byUserId: number | null): Promise<void> {
  if (job.jenis === 'surat-tugas') await issueSuratTugas(tx, deps, job.args.jadwalUuid, byUserId);
  else if (job.jenis === 'surat-tugas-pembimbing')
    await issueSuratPembimbing(tx, deps, job.args.pengajuanUuid, byUserId);
  else if (job.jenis === 'sktmt') await issueSktmt(tx, deps, { ...job.args, byUserId });
  else throw new Error(`unknown letter jenis ${(job as { jenis: string }).jenis}`);
}

export type QueuedOutcome = 'issued' | 'failed' | 'gone';

/**
 * Issues one waiting letter in its own transaction (the number and the letter together, or neither:
 * a failed render uses no number), then drops its queue row; a failure stays as `gagal` with its error.
 * A row another node is issuing (locked) or already issued is `gone`.
 */
export async function issueQueued(db: Db, deps: IssueDeps, uuid: string): Promise<QueuedOutcome> {
  try {
    const issued = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(suratAntrian)
        .where(and(eq(suratAntrian.uuid, uuid), eq(suratAntrian.status, 'menunggu')))
        .for('update', { skipLocked: true });
      if (!job) return false;
      await issueLetterJob(tx as unknown as Db, deps, { jenis: job.jenis, args: job.args } as LetterJob, job.byUserId);
      await tx.delete(suratAntrian).where(eq(suratAntrian.uuid, uuid));
      return true;
    });
    return issued ? 'issued' : 'gone';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(suratAntrian)
      .set({
        status: 'gagal',
        error: message.slice(0, 1000),
        attempts: sql`${suratAntrian.attempts} + 1`,
        version: sql`${suratAntrian.version} + 1`,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(suratAntrian.uuid, uuid), eq(suratAntrian.status, 'menunggu')));
    return 'failed';
  }
}

export type LetterQueueOptions = IssueDeps & {
  db: Db;
  logger: Pick<Logger, 'warn'>;
  /** how often waiting letters left behind (a crash after commit) are looked for */
  sweepMs?: number;
  /** a waiting letter younger than this is still being issued by its request */
  graceMs?: number;
};

const SWEEP_BATCH = 50;

/** The sweep of letters queued but never issued (the process stopped between commit and issue). */
export function createLetterQueue(options: LetterQueueOptions) {
  const { db, logger } = options;
  const sweepMs = options.sweepMs ?? 15_000;
  const graceMs = options.graceMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  /** issues up to a batch of waiting letters older than `grace`; how many it found */
  async function sweep(grace: number): Promise<number> {
    const waiting = await db
      .select({ uuid: suratAntrian.uuid })
      .from(suratAntrian)
      .where(
        and(
          eq(suratAntrian.status, 'menunggu'),
          lt(suratAntrian.createdAt, new Date(options.clock.now().getTime() - grace)),
        ),
      )
      .orderBy(asc(suratAntrian.createdAt))
      .limit(SWEEP_BATCH);
    for (const { uuid } of waiting) {
      // a closing server leaves the rest waiting for its next start
      if (closed) return 0;
      if ((await issueQueued(db, options, uuid)) === 'failed') logger.warn({ uuid }, 'letter could not be issued');
    }
    return waiting.length;
  }

  function run(step: () => Promise<unknown>): Promise<void> {
    const previous = running ?? Promise.resolve();
    const next: Promise<void> = previous
      .then(step)
      .then(
        () => undefined,
        (err: unknown) => logger.warn({ err }, 'letter sweep failed'),
      )
      .finally(() => {
        if (running === next) running = undefined;
      });
    running = next;
    return next;
  }

  function runOnce(): Promise<void> {
    return running ?? run(() => sweep(graceMs));
  }

  return {
    runOnce,
    /**
     * Issues every waiting letter now, however young, oldest first (after a sweep under way): the
     * demo seed's letters, queued so a fresh start need not render them before it serves.
     */
    issueWaiting(): Promise<void> {
      return run(async () => {
        while ((await sweep(0)) === SWEEP_BATCH);
      });
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), sweepMs);
      timer.unref();
      void runOnce();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
