import { parentPort, workerData } from 'node:worker_threads';
import loadHighs from 'highs';
import type { AutoInstance, AutoProgress, AutoResult } from './auto-types';
import { highsSolver } from './highs-solve';
import type { SolveMip } from './mip';
import { type PlanOptions, planSchedule } from './plan-schedule';

export type WorkerInput = {
  instance: AutoInstance;
  timeLimitSeconds: number;
  current?: PlanOptions['current'];
  force?: PlanOptions['force'];
  /** plan without the solver (the quick plan and its repairs): a retry after the solver broke the thread */
  heuristicOnly?: boolean;
};

export type WorkerMessage =
  | { type: 'progress'; progress: AutoProgress }
  | { type: 'plan'; result: AutoResult }
  | { type: 'done'; result: AutoResult }
  | { type: 'error'; message: string };

const broken: SolveMip = () => {
  throw new Error('the solver is not available');
};

// One run per worker: a fresh HiGHS runtime that dies with the thread, so a hard stop frees everything.
const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
let lastPlanAt = Number.NEGATIVE_INFINITY;
try {
  // a runtime that cannot even load leaves the quick plan (`stats.fallback`)
  const solve = input.heuristicOnly ? broken : await loadHighs().then(highsSolver, () => broken);
  const result = planSchedule(input.instance, solve, {
    timeLimitSeconds: input.timeLimitSeconds,
    current: input.current,
    force: input.force,
    onProgress: (progress) => post({ type: 'progress', progress }),
    onPlan: (plan, settled) => {
      // improvements can come in bursts; the parent needs the latest now and then, not each one (the
      // settled plan always: repairs are verified after it)
      const now = performance.now();
      if (!settled && now - lastPlanAt < 250) return;
      lastPlanAt = now;
      post({ type: 'plan', result: plan });
    },
  });
  post({ type: 'done', result });
} catch (err) {
  post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
