import { describe, expect, it } from 'vitest';
import type { AutoProgress } from './auto-types';
import { generateInstance } from './generate-instance';
import { runSolver } from './run-solver';

describe('the scheduler worker', () => {
  it('solves off the event loop and reports its phases', async () => {
    const progress: AutoProgress[] = [];
    const run = runSolver(
      { instance: generateInstance({ sidang: 20, dosen: 20, rooms: 3 }, 3), timeLimitSeconds: 20 },
      (p) => progress.push(p),
    );
    // the main thread keeps ticking while the worker loads HiGHS and solves
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const result = await run.result;
    clearInterval(timer);
    expect(result.planned).toHaveLength(20);
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['building', 'solving', 'done']));
    expect(progress.at(-1)).toMatchObject({ phase: 'done', progress: 1, planned: 20 });
    expect(ticks).toBeGreaterThan(5);
    expect(await run.exited).toBeTypeOf('number');
  });

  it('a cancelled run ends its worker thread at once: its best plan so far, or nothing, never failed', async () => {
    const instance = generateInstance({ sidang: 400, dosen: 150, rooms: 20 }, 1);
    const run = runSolver({ instance, timeLimitSeconds: 120 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cancelledAt = performance.now();
    run.cancel();
    const result = await run.result;
    await run.exited;
    expect(performance.now() - cancelledAt).toBeLessThan(2000);
    // a plan that already reached both proven bounds stays optimal; anything else was stopped
    const proven =
      result.planned.length === result.stats.plannedBound && result.stats.maxLoad <= result.stats.loadBound;
    expect(result.status).toBe(proven ? 'optimal' : 'timeout');
    expect(result.planned.length + result.unplanned.length).toBe(400);
  });

  it('a thread that aborts after a plan leaves that plan, marked as a fallback; one that aborts before any is retried without the solver', async () => {
    const crashing = new URL('../../../test/solver-crash.mjs', import.meta.url);
    const instance = generateInstance({ sidang: 3, dosen: 6, rooms: 1 }, 1);
    const withPlan = { ...instance, sidang: instance.sidang.map((s, i) => (i === 0 ? { ...s, id: 'plan-first' } : s)) };
    const after = await runSolver({ instance: withPlan, timeLimitSeconds: 10 }, () => {}, crashing).result;
    expect(after).toMatchObject({ status: 'feasible', stats: { fallback: true } });
    const before = await runSolver({ instance, timeLimitSeconds: 10 }, () => {}, crashing).result;
    expect(before).toMatchObject({ status: 'feasible', stats: { fallback: true } });
    expect(before.unplanned).toHaveLength(3);
  });
});
