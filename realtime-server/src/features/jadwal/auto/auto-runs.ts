import { AppError } from '@ujian/shared/errors';
import type { AutoRun, AutoRunRequest, AutoRunStatus } from '@ujian/shared/jadwal-auto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jadwalAutoRun } from '../../../db/schema/jadwal-auto';
import { publish } from '../../../events/publish';
import { type EventDeps, withEvents } from '../../../events/with-events';
import type { AutoProgress, AutoResult } from './auto-types';
import { type LoadedInstance, loadInstance } from './load-instance';
import { runSolver, type SolverRun } from './run-solver';

/** Who starts or reads a run: an admin (every prodi) or a koordinator (their prodi only). */
export type AutoRunCaller = { userId: number; role: string; prodiUuid: string | null };

export type AutoRunDeps = EventDeps & {
  clock: { now(): Date };
  logger: { error(obj: object, msg: string): void };
  /** runs in flight on this node: cancelled on shutdown */
  running: Map<string, SolverRun>;
};

// Progress reaches the caller through the outbox (durable, replayed on reconnect); a few nudges a
// second are plenty for a progress bar and keep the events table small.
const PROGRESS_EVERY_MS = 400;
// A run whose node died never finishes; after its limit and this margin it reads as failed.
const ORPHAN_MARGIN_MS = 60_000;

/** Starts a run in a worker thread and answers at once with its id (`202`). */
export async function startAutoRun(deps: AutoRunDeps, caller: AutoRunCaller, request: AutoRunRequest): Promise<string> {
  const prodiUuid = caller.role === 'admin' ? null : caller.prodiUuid;
  if (caller.role !== 'admin' && !prodiUuid)
    throw new AppError('FORBIDDEN', 'Your account has no prodi: ask an admin to set it before planning.');
  const loaded = await loadInstance(deps.db, request, { prodiUuid, now: deps.clock.now() });
  const [row] = await deps.db
    .insert(jadwalAutoRun)
    .values({ createdBy: caller.userId, prodiUuid, request, drafts: loaded.drafts })
    .returning({ uuid: jadwalAutoRun.uuid });
  const runId = (row as { uuid: string }).uuid;
  void solveInBackground(deps, caller.userId, runId, loaded, request.timeLimitSeconds);
  return runId;
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
  deps.running.set(runId, run);
  let result: AutoResult;
  try {
    result = await run.result;
  } catch (err) {
    deps.logger.error({ err, runId }, 'automatic scheduling failed');
    result = { status: 'failed', planned: [], unplanned: [], stats: emptyStats(loaded) };
  } finally {
    deps.running.delete(runId);
  }
  await pending;
  try {
    await finishRun(deps, userId, runId, loaded, result);
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
  loaded: LoadedInstance,
  result: AutoResult,
): Promise<void> {
  const status =
    result.status === 'optimal' && result.planned.length === 0 && result.unplanned.length > 0
      ? 'infeasible'
      : result.status;
  const body: StoredResult = {
    planned: result.planned.map(({ slot: _slot, ...p }) => p),
    unplanned: result.unplanned.map((u) => ({
      pengajuanUuid: u.pengajuanUuid,
      reasons: u.reasons.length
        ? u.reasons
        : [{ code: 'CAPACITY', message: 'Stopped before this sidang could be placed.' }],
    })),
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

function emptyStats(loaded: LoadedInstance): AutoRun['stats'] {
  const { instance } = loaded;
  return {
    sidang: instance.sidang.length,
    slots: instance.slots.length,
    rooms: instance.rooms.length,
    dosen: instance.dosen.length,
    variables: 0,
    constraints: 0,
    seconds: 0,
    objective: null,
    maxLoad: 0,
  };
}

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

export function toAutoRun(row: AutoRunRow, deps: Pick<AutoRunDeps, 'clock' | 'running'>): AutoRun {
  const request = row.request as AutoRunRequest;
  const orphaned =
    row.status === 'running' &&
    !deps.running.has(row.uuid) &&
    deps.clock.now().getTime() - row.createdAt.getTime() > (request.timeLimitSeconds ?? 30) * 1000 + ORPHAN_MARGIN_MS;
  const result = row.result as StoredResult | null;
  return {
    runId: row.uuid,
    status: (orphaned ? 'failed' : row.status) as AutoRunStatus,
    progress: row.progress,
    planned: result?.planned ?? [],
    unplanned: result?.unplanned ?? [],
    stats: result?.stats ?? {
      sidang: 0,
      slots: 0,
      rooms: 0,
      dosen: 0,
      variables: 0,
      constraints: 0,
      seconds: 0,
      objective: null,
      maxLoad: 0,
    },
    appliedAt: row.appliedAt?.toISOString() ?? null,
    names: result?.names ?? { pengajuan: {}, dosen: {}, ruangan: {}, waktuUjian: {} },
    createdAt: row.createdAt.toISOString(),
  };
}
