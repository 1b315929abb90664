import { Worker } from 'node:worker_threads';
import type { AutoInstance, AutoProgress, AutoResult } from './auto-types';
import type { WorkerInput, WorkerMessage } from './solver-worker';

export type SolverRun = {
  result: Promise<AutoResult>;
  /** stops the run now: the worker thread is terminated, the best plan so far is the result */
  cancel(): void;
  /** settles when the worker thread (the last one, after a retry) has ended (its exit code) */
  exited: Promise<number>;
};

const workerUrl = new URL('./solver-thread.mjs', import.meta.url);
/**
 * The JavaScript heap of a scheduler thread. The solver's WebAssembly heap lives outside it (HiGHS's own
 * ceiling is 2 GB, kept far below by the size of the models it is given).
 */
const WORKER_HEAP_MB = 512;

/** A plan that reached both proven bounds is optimal however the run ended; otherwise it was stopped. */
function settledAs(best: AutoResult, status: 'timeout' | 'feasible', fallback: boolean): AutoResult {
  const proven = best.planned.length === best.stats.plannedBound && best.stats.maxLoad <= best.stats.loadBound;
  return {
    ...best,
    status: proven ? 'optimal' : status,
    stats: { ...best.stats, fallback: best.stats.fallback || fallback },
  };
}

/**
 * Runs the scheduler in a worker thread, off the event loop. The solver honours the time limit itself;
 * if it has not answered shortly after it, the thread is terminated and the best plan it reported is the
 * result (`timeout`). A thread that dies (the solver aborted, memory ran out) leaves its best plan with
 * `stats.fallback`; one that dies before any plan is retried once without the solver.
 */
export function runSolver(
  input: Omit<WorkerInput, 'heuristicOnly'>,
  onProgress: (progress: AutoProgress) => void = () => {},
  /** the thread's entry (tests give one that breaks on purpose) */
  thread: URL = workerUrl,
): SolverRun {
  let best: AutoResult | undefined;
  let settle: ((result: AutoResult) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const result = new Promise<AutoResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let finished = false;
  let worker: Worker;
  let markExited: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    markExited = resolve;
  });
  const finish = (outcome: AutoResult | Error) => {
    if (finished) return;
    finished = true;
    clearTimeout(hardStop);
    void worker.terminate();
    if (outcome instanceof Error) fail?.(outcome);
    else settle?.(outcome);
  };
  const stopNow = () =>
    finish(best ? settledAs(best, 'timeout', false) : emptyResult(input.instance, input.timeLimitSeconds));
  // start-up (loading HiGHS) and model building come on top of the solver's own limit
  const hardStop = setTimeout(stopNow, (input.timeLimitSeconds + 5) * 1000);

  const start = (heuristicOnly: boolean) => {
    const mine = new Worker(thread, {
      workerData: { ...input, heuristicOnly } satisfies WorkerInput,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker = mine;
    const broke = (why: Error) => {
      if (finished || worker !== mine) return;
      if (best) finish(settledAs(best, 'feasible', true));
      else if (!heuristicOnly) {
        void worker.terminate();
        start(true);
      } else finish(why);
    };
    mine.on('message', (message: WorkerMessage) => {
      if (worker !== mine) return;
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'plan') best = message.result;
      else if (message.type === 'done') finish(message.result);
      else broke(new Error(message.message));
    });
    mine.on('error', (error) => broke(error));
    mine.on('exit', (code) => {
      broke(new Error(`scheduler worker exited with code ${code}`));
      if (finished && worker === mine) markExited(code);
    });
  };
  start(false);
  return { result, cancel: stopNow, exited };
}

/** Stopped before any plan: nothing planned, every sidang left with the reason that time ran out. */
export function emptyResult(instance: AutoInstance, seconds: number): AutoResult {
  return {
    status: 'timeout',
    planned: [],
    unplanned: instance.sidang.map((s) => ({
      pengajuanUuid: s.id,
      reasons: [{ code: 'TIME_LIMIT', message: 'The run stopped before this sidang could be placed.' }],
      repairs: [],
    })),
    stats: {
      sidang: instance.sidang.length,
      slots: instance.slots.length,
      rooms: instance.rooms.length,
      dosen: instance.dosen.length,
      variables: 0,
      constraints: 0,
      seconds,
      objective: null,
      maxLoad: 0,
      plannedBound: instance.sidang.length,
      loadBound: 0,
      fallback: false,
    },
  };
}
