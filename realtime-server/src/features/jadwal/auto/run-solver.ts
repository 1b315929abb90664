import { Worker } from 'node:worker_threads';
import type { AutoInstance, AutoProgress, AutoResult } from './auto-types';
import type { WorkerInput, WorkerMessage } from './solver-worker';

export type SolverRun = {
  result: Promise<AutoResult>;
  /** stops the run now: the worker thread is terminated, the best plan so far is the result */
  cancel(): void;
  /** settles when the worker thread has ended (its exit code) */
  exited: Promise<number>;
};

const workerUrl = new URL('./solver-thread.mjs', import.meta.url);

/**
 * Runs the scheduler in a worker thread, off the event loop. The solver honours the time limit
 * itself; if it has not answered shortly after it, the thread is terminated and the best complete
 * plan it reported is returned with status `timeout`.
 */
export function runSolver(
  input: { instance: AutoInstance; timeLimitSeconds: number; current?: WorkerInput['current'] },
  onProgress: (progress: AutoProgress) => void = () => {},
): SolverRun {
  const worker = new Worker(workerUrl, {
    workerData: input satisfies WorkerInput,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  let best: AutoResult | undefined;
  let settle: ((result: AutoResult) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const result = new Promise<AutoResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const empty = (): AutoResult => ({
    status: 'timeout',
    planned: [],
    unplanned: input.instance.sidang.map((s) => ({ pengajuanUuid: s.id, reasons: [] })),
    stats: {
      sidang: input.instance.sidang.length,
      slots: input.instance.slots.length,
      rooms: input.instance.rooms.length,
      dosen: input.instance.dosen.length,
      variables: 0,
      constraints: 0,
      seconds: input.timeLimitSeconds,
      objective: null,
      maxLoad: 0,
    },
  });
  let finished = false;
  const finish = (outcome: AutoResult | Error) => {
    if (finished) return;
    finished = true;
    clearTimeout(hardStop);
    void worker.terminate();
    if (outcome instanceof Error) fail?.(outcome);
    else settle?.(outcome);
  };
  const stopNow = () => finish(best ? { ...best, status: 'timeout' } : empty());
  // start-up (loading HiGHS) and model building come on top of the solver's own limit
  const hardStop = setTimeout(stopNow, (input.timeLimitSeconds + 5) * 1000);
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') onProgress(message.progress);
    else if (message.type === 'plan') best = message.result;
    else if (message.type === 'done') finish(message.result);
    else finish(new Error(message.message));
  });
  worker.on('error', (error) => finish(error));
  const exited = new Promise<number>((resolve) => {
    worker.on('exit', (code) => {
      if (!finished) finish(new Error(`scheduler worker exited with code ${code}`));
      resolve(code);
    });
  });
  return { result, cancel: stopNow, exited };
}
