import { AppError } from '@ujian/shared/errors';
import type { AutoRun, AutoRunRequest, AutoRunStatus } from '@ujian/shared/jadwal-auto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jadwalAutoRun } from '../../../db/schema/jadwal-auto';
import { publish } from '../../../events/publish';
import { type EventDeps, withEvents } from '../../../events/with-events';
import type { MessageLocale } from '../../notifikasi/messages';
import type { AutoProgress, AutoResult } from './auto-types';
import { type LoadedInstance, loadInstance } from './load-instance';
import { type RepairNames, repairText } from './repair-text';
import type { AutoRunPool } from './run-pool';
import { emptyResult, runSolver } from './run-solver';

/** Who starts or reads a run: an admin (every prodi) or a koordinator (their prodi only). */
export type AutoRunCaller = { userId: number; role: string; prodiUuid: string | null };

export type AutoRunDeps = EventDeps & {
  clock: { now(): Date };
  logger: { error(obj: object, msg: string): void };
  /** this node's runs: solving and waiting */
  pool: AutoRunPool;
};

// Progress reaches the caller through the outbox (durable, replayed on reconnect); a few nudges a
// second are plenty for a progress bar and keep the events table small.
const PROGRESS_EVERY_MS = 400;
// With several nodes, a node shows its runs are alive by touching them this often; a run untouched
// for ORPHAN_AFTER_MS was left by a node that stopped. A single node knows its own runs.
const HEARTBEAT_MS = 5_000;
const ORPHAN_AFTER_MS = 20_000;
const unfinished = ['queued', 'running'];

/** Starts a run in a worker thread and answers at once with its id (`202`). */
export async function startAutoRun(deps: AutoRunDeps, caller: AutoRunCaller, request: AutoRunRequest): Promise<string> {
  const prodiUuid = caller.role === 'admin' ? null : caller.prodiUuid;
  if (caller.role !== 'admin' && !prodiUuid)
    throw new AppError('FORBIDDEN', 'Your account has no prodi: ask an admin to set it before planning.');
  const loaded = await loadInstance(deps.db, request, { prodiUuid, now: deps.clock.now() });
  const queued = deps.pool.full;
  const [row] = await deps.db
    .insert(jadwalAutoRun)
    .values({
      createdBy: caller.userId,
      prodiUuid,
      request,
      drafts: loaded.drafts,
      status: queued ? 'queued' : 'running',
      heartbeatAt: deps.clock.now(),
    })
    .returning({ uuid: jadwalAutoRun.uuid });
  const runId = (row as { uuid: string }).uuid;
  // held by the pool before anything else awaits: a read in between never takes it for an orphan
  deps.pool.heartbeat(HEARTBEAT_MS, (runIds) =>
    deps.db.update(jadwalAutoRun).set({ heartbeatAt: deps.clock.now() }).where(inArray(jadwalAutoRun.uuid, runIds)),
  );
  deps.pool.submit(runId, async () => {
    if (queued) {
      await deps.db
        .update(jadwalAutoRun)
        .set({ status: 'running', heartbeatAt: deps.clock.now() })
        .where(eq(jadwalAutoRun.uuid, runId));
    }
    await solveInBackground(deps, caller.userId, runId, loaded, request.timeLimitSeconds);
  });
  if (queued) await recordProgress(deps, caller.userId, runId, { phase: 'queued', progress: 0 });
  return runId;
}

/**
 * `POST .../cancel`: a solving run stops now and keeps its best plan; a waiting one ends with nothing
 * planned. A run that is over, or was left unfinished by a stopped server, cannot be cancelled (409).
 */
export async function cancelAutoRun(deps: AutoRunDeps, row: AutoRunRow): Promise<void> {
  const solving = deps.pool.running.get(row.uuid);
  if (solving) return solving.cancel();
  if (deps.pool.dequeue(row.uuid)) {
    const loaded = { instance: { slots: [], rooms: [], dosen: [], sidang: [], pembimbingHadir: true, maxPerDay: 0 } };
    const stopped = emptyResult(loaded.instance, 0);
    await finishRun(deps, row.createdBy, row.uuid, { names: emptyNames() }, stopped);
    return;
  }
  throw new AppError(
    'CONFLICT',
    unfinished.includes(row.status)
      ? 'This run was left unfinished by a server that stopped; start a new run.'
      : 'This run has already ended.',
    { fields: { reason: 'NOT_RUNNING' } },
  );
}

/**
 * Runs left `queued`/`running` by a stopped process read `failed` from the start: on a single node every
 * such run this node does not hold, with several nodes those nobody has touched for a while.
 */
export async function failOrphanedRuns(deps: Pick<AutoRunDeps, 'db' | 'clock' | 'pool'>): Promise<void> {
  const stale = new Date(deps.clock.now().getTime() - ORPHAN_AFTER_MS);
  const rows = await deps.db
    .select({ uuid: jadwalAutoRun.uuid })
    .from(jadwalAutoRun)
    .where(
      and(
        inArray(jadwalAutoRun.status, unfinished),
        deps.pool.options.shared
          ? or(
              lt(jadwalAutoRun.heartbeatAt, stale),
              and(isNull(jadwalAutoRun.heartbeatAt), lt(jadwalAutoRun.createdAt, stale)),
            )
          : undefined,
      ),
    );
  const orphans = rows.map((r) => r.uuid).filter((uuid) => !deps.pool.holds(uuid));
  if (orphans.length === 0) return;
  await deps.db
    .update(jadwalAutoRun)
    .set({ status: 'failed', finishedAt: deps.clock.now() })
    .where(and(inArray(jadwalAutoRun.uuid, orphans), inArray(jadwalAutoRun.status, unfinished)));
}

function isOrphan(row: AutoRunRow, deps: Pick<AutoRunDeps, 'clock' | 'pool'>): boolean {
  if (!unfinished.includes(row.status) || deps.pool.holds(row.uuid)) return false;
  if (!deps.pool.options.shared) return true;
  const touched = (row.heartbeatAt ?? row.createdAt).getTime();
  return deps.clock.now().getTime() - touched > ORPHAN_AFTER_MS;
}

async function solveInBackground(
  deps: AutoRunDeps,
  userId: number,
  runId: string,
  loaded: LoadedInstance,
  timeLimitSeconds: number,
): Promise<void> {
  let lastSent = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const onProgress = (p: AutoProgress) => {
    const now = Date.now();
    if (now - lastSent < PROGRESS_EVERY_MS) return;
    lastSent = now;
    pending = pending.then(() => recordProgress(deps, userId, runId, p)).catch(() => undefined);
  };
  const run = runSolver({ instance: loaded.instance, timeLimitSeconds, current: loaded.current }, onProgress);
  deps.pool.running.set(runId, run);
  let result: AutoResult;
  try {
    result = await run.result;
  } catch (err) {
    deps.logger.error({ err, runId }, 'automatic scheduling failed');
    result = { ...emptyResult(loaded.instance, 0), status: 'failed' };
  } finally {
    deps.pool.running.delete(runId);
  }
  await pending;
  try {
    await finishRun(deps, userId, runId, { names: { ...loaded.names, blok: blocksNamed(loaded, result) } }, result);
  } catch (err) {
    deps.logger.error({ err, runId }, 'could not record the automatic scheduling result');
  }
}

async function recordProgress(deps: AutoRunDeps, userId: number, runId: string, p: AutoProgress): Promise<void> {
  await withEvents(deps, async (tx) => {
    await tx.update(jadwalAutoRun).set({ progress: p.progress }).where(eq(jadwalAutoRun.uuid, runId));
    await publish(tx, [userId], 'jadwal:auto', {
      runId,
      phase: p.phase,
      progress: Math.min(1, Math.max(0, p.progress)),
      ...(p.planned === undefined ? {} : { planned: p.planned }),
    });
  });
}

async function finishRun(
  deps: AutoRunDeps,
  userId: number,
  runId: string,
  loaded: Pick<LoadedInstance, 'names'>,
  result: AutoResult,
): Promise<void> {
  const status = result.status;
  const body: StoredResult = {
    planned: result.planned.map(({ slot: _slot, ...p }) => p),
    unplanned: result.unplanned,
    stats: result.stats,
    names: loaded.names,
  };
  await withEvents(deps, async (tx) => {
    await tx
      .update(jadwalAutoRun)
      .set({ status, progress: 1, result: body, finishedAt: deps.clock.now() })
      .where(eq(jadwalAutoRun.uuid, runId));
    await publish(tx, [userId], 'jadwal:auto', {
      runId,
      phase: 'done',
      progress: 1,
      planned: body.planned.length,
      status,
    });
  });
}

type StoredResult = Pick<AutoRun, 'planned' | 'unplanned' | 'stats' | 'names'>;

/** The times of the blocks the repairs name, for their words in each reader's language. */
function blocksNamed(loaded: LoadedInstance, result: AutoResult): NonNullable<AutoRun['names']['blok']> {
  const named = new Set(
    result.unplanned.flatMap((u) =>
      u.repairs.flatMap((r) => {
        const uuid = r.externalUuid ?? r.ketersediaanUuid;
        return uuid ? [uuid] : [];
      }),
    ),
  );
  const blok: NonNullable<AutoRun['names']['blok']> = {};
  for (const d of loaded.instance.dosen)
    for (const b of d.blocks ?? []) {
      const uuid = b.source.uuid;
      const mulai = new Date(b.start).toISOString();
      // a weekly repeat: its first occurrence in the range names it
      const earlier = blok[uuid];
      if (named.has(uuid) && !(earlier && earlier.mulai <= mulai))
        blok[uuid] = { mulai, selesai: new Date(b.end).toISOString() };
    }
  return blok;
}

/** Repairs in the reader's language: written once from their ids and the run's names. */
function repairsIn(locale: MessageLocale, result: StoredResult): AutoRun['unplanned'] {
  const { names } = result;
  const lookup: RepairNames = {
    dosen: (uuid) => names.dosen[uuid],
    ruangan: (uuid) => names.ruangan[uuid],
    block: (uuid) => names.blok?.[uuid],
  };
  return result.unplanned.map((u) => ({
    ...u,
    repairs: (u.repairs ?? []).map((r) => ({ ...r, message: repairText(locale, r, lookup) })),
  }));
}

const emptyNames = (): AutoRun['names'] => ({ pengajuan: {}, dosen: {}, ruangan: {}, waktuUjian: {} });

export type AutoRunRow = typeof jadwalAutoRun.$inferSelect;

/** The run if the caller may see it (its creator, an admin, the koordinator of its prodi); 404 otherwise. */
export async function findAutoRun(db: Db, caller: AutoRunCaller, runId: string): Promise<AutoRunRow> {
  const [row] = await db.select().from(jadwalAutoRun).where(eq(jadwalAutoRun.uuid, runId));
  const visible =
    row &&
    (row.createdBy === caller.userId ||
      caller.role === 'admin' ||
      (caller.role === 'koordinator' && row.prodiUuid !== null && row.prodiUuid === caller.prodiUuid));
  if (!visible) throw new AppError('NOT_FOUND', 'Automatic scheduling run not found.');
  return row;
}

export function toAutoRun(
  row: AutoRunRow,
  deps: Pick<AutoRunDeps, 'clock' | 'pool'>,
  locale: MessageLocale = 'en',
): AutoRun {
  const result = row.result as StoredResult | null;
  const planned = result?.planned ?? [];
  return {
    runId: row.uuid,
    status: (isOrphan(row, deps) ? 'failed' : row.status) as AutoRunStatus,
    progress: row.progress,
    planned,
    unplanned: result ? repairsIn(locale, result) : [],
    // runs stored before the bounds were reported claim nothing beyond their plan
    stats: {
      sidang: 0,
      slots: 0,
      rooms: 0,
      dosen: 0,
      variables: 0,
      constraints: 0,
      seconds: 0,
      objective: null,
      maxLoad: 0,
      plannedBound: result?.stats.sidang ?? 0,
      loadBound: 0,
      fallback: false,
      ...result?.stats,
    },
    appliedAt: row.appliedAt?.toISOString() ?? null,
    names: result?.names ?? emptyNames(),
    createdAt: row.createdAt.toISOString(),
  };
}
