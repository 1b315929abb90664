import { parentPort, workerData } from 'node:worker_threads';
import loadHighs from 'highs';
import type { AutoInstance, AutoProgress, AutoResult } from './auto-types';
import { highsSolver } from './highs-solve';
import { type PlanOptions, planSchedule } from './plan-schedule';

export type WorkerInput = {
  instance: AutoInstance;
  timeLimitSeconds: number;
  current?: PlanOptions['current'];
};

export type WorkerMessage =
  | { type: 'progress'; progress: AutoProgress }
  | { type: 'plan'; result: AutoResult }
  | { type: 'done'; result: AutoResult }
  | { type: 'error'; message: string };

// One run per worker: a fresh HiGHS runtime that dies with the thread, so a hard stop frees everything.
const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
let lastPlanAt = 0;
try {
  const highs = await loadHighs();
  const result = planSchedule(input.instance, highsSolver(highs), {
    timeLimitSeconds: input.timeLimitSeconds,
    current: input.current,
    onProgress: (progress) => post({ type: 'progress', progress }),
    onPlan: (plan) => {
      // improving solutions can come in bursts; the parent needs the latest now and then, not each one
      const now = performance.now();
      if (now - lastPlanAt < 250) return;
      lastPlanAt = now;
      post({ type: 'plan', result: plan });
    },
  });
  post({ type: 'done', result });
} catch (err) {
  post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
