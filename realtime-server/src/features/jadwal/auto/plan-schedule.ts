import type { AutoInstance, AutoProgress, AutoResult, AutoStatus } from './auto-types';
import { loadLowerBound } from './bounds';
import { buildCommittee, decodeCommittee } from './committee';
import { balanceLoad, compare, construct, type Preferences, repairUnplanned } from './construct';
import { prepare } from './feasibility';
import type { MipOutcome, SolveMip } from './mip';
import { searchNeighbourhoods } from './neighbourhood';
import { buildPlacement, decodePlacement } from './place';
import { resultOf, scoreOf } from './plan-result';
import { PlanState } from './plan-state';
import { addRepairs, withoutSpare } from './repairs';

/** Larger models are not handed to the solver: the WebAssembly heap (2 GB at most) would not hold its search. */
const MAX_NONZEROS = 400_000;

export type PlanOptions = {
  timeLimitSeconds: number;
  /** a draft's current slot/room/examiners: kept unless moving them plans more */
  current?: Record<string, { slot?: number; room?: number; examiners?: string[] }>;
  /** sidang (ids) that must be planned: a what-if variant of the instance */
  force?: readonly string[];
  onProgress?: (progress: AutoProgress) => void;
  /** the best plan so far, each time it improves, for a caller that may have to stop the run hard */
  onPlan?: (result: AutoResult, settled?: boolean) => void;
  now?: () => number;
  /** look for repairs of the sidang left out, in the time the plan leaves (default: yes, unless `force`) */
  repairs?: boolean;
  /** a repair's verification: done as soon as every sidang of `force` is planned */
  forcedOnly?: boolean;
};

/**
 * The share of the time limit kept for repairs when the quick plan leaves sidang out; a run whose plan
 * holds every sidang spends all its time on the plan.
 */
const REPAIR_SHARE = 0.25;

/**
 * Plans the sidang of an instance (`planCore`) without its spare days, rooms and examiners, then, in the
 * time left within the limit, finds the repairs of the sidang left out (`addRepairs`), each verified by
 * planning the variant with that change. Slot and room indexes of the result and of `current` are the
 * given instance's.
 */
export function planSchedule(instance: AutoInstance, solve: SolveMip, options: PlanOptions): AutoResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const { instance: usable, slotOf, slotNew, roomNew } = withoutSpare(instance);
  const withRepairs = options.repairs ?? !options.force?.length;
  const current = options.current
    ? Object.fromEntries(
        Object.entries(options.current).map(([id, c]) => [
          id,
          {
            ...c,
            slot: c.slot === undefined || slotNew[c.slot]! < 0 ? undefined : slotNew[c.slot],
            room: c.room === undefined || roomNew[c.room]! < 0 ? undefined : roomNew[c.room],
          },
        ]),
      )
    : undefined;
  const back = (result: AutoResult): AutoResult => ({
    ...result,
    planned: result.planned.map((p) => ({ ...p, slot: slotOf[p.slot]! })),
  });
  const plan = back(
    planCore(usable, solve, {
      ...options,
      current,
      now,
      reserve: withRepairs ? REPAIR_SHARE : 0,
      onPlan: options.onPlan && ((result) => options.onPlan?.(back(result))),
    }),
  );
  if (!withRepairs || plan.unplanned.length === 0) return plan;
  // the plan stands even if the thread is stopped while repairs are verified
  options.onPlan?.(plan, true);
  const deadline = started + options.timeLimitSeconds * 1000;
  return addRepairs(
    instance,
    plan,
    (variant, force, seconds) =>
      planSchedule(variant, solve, {
        timeLimitSeconds: seconds,
        force,
        forcedOnly: true,
        repairs: false,
        current: Object.fromEntries(
          plan.planned.map((p) => [
            p.pengajuanUuid,
            {
              slot: p.slot,
              room: instance.rooms.findIndex((r) => r.id === p.ruanganUuid),
              examiners: p.komite.map((k) => k.dosenUuid),
            },
          ]),
        ),
      }),
    { now, deadline },
  );
}

/**
 * Plans the sidang of an instance, anytime: a constructive plan first (milliseconds), then repair and
 * load balancing, then the solver on a relaxation that bounds and guides how many can be planned,
 * large-neighbourhood search over days and lecturers while the plan is not proven best, and the solver
 * again on the committees with every slot fixed. Every step keeps
 * the better plan by the objective's order, so the result is never worse than the constructive plan;
 * a solver that breaks leaves the best plan so far (`stats.fallback`). Status `optimal` only when the
 * plan reaches the proven bounds of both the number planned and the largest examiner load.
 */
function planCore(instance: AutoInstance, solve: SolveMip, options: PlanOptions & { reserve: number }): AutoResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const limitMs = options.timeLimitSeconds * 1000;
  let deadline = started + limitMs;
  const remaining = () => Math.max(0, (deadline - now()) / 1000);
  const progress = options.onProgress ?? (() => {});
  progress({ phase: 'building', progress: 0 });

  const prep = prepare(instance);
  const state = new PlanState(prep);
  const prefer = preferencesOf(instance, prep, options.current ?? {});
  const forced = new Set(
    (options.force ?? []).flatMap((id) => {
      const ci = prep.candidates.findIndex((c) => instance.sidang[c.sidang]!.id === id);
      return ci >= 0 ? [ci] : [];
    }),
  );
  const order = forced.size
    ? [...forced, ...prep.candidates.map((_, ci) => ci).filter((ci) => !forced.has(ci))]
    : undefined;
  construct(state, prefer, order);
  repairUnplanned(state, prefer, started + Math.min(limitMs * 0.2, 2000));
  if (prep.impossible.length > 0 || state.plannedCount() < prep.candidates.length)
    deadline -= limitMs * options.reserve;
  let best = state.snapshot();
  let bestScore = scoreOf(state, forced);
  let plannedBound = prep.candidates.length;
  let loadBound = loadLowerBound(state, state.plannedCount(), state.maxLoad());
  const stats = { variables: 0, constraints: 0, objective: null as number | null, fallback: false };
  let stopped = false;
  const keepIfBetter = () => {
    const score = scoreOf(state, forced);
    if (compare(score, bestScore) < 0) {
      best = state.snapshot();
      bestScore = score;
      options.onPlan?.(current('timeout'));
    } else state.restore(best);
  };
  const current = (status: AutoStatus) =>
    resultOf(state, {
      status,
      seconds: (now() - started) / 1000,
      plannedBound,
      loadBound,
      ...stats,
    });
  const proven = () => state.plannedCount() === plannedBound && state.maxLoad() <= loadBound;
  const forcedIn = () => [...forced].every((ci) => state.placement[ci] !== undefined);
  if (options.forcedOnly && forcedIn()) return current('feasible');

  balanceLoad(state, prefer, loadBound, started + Math.min(limitMs * 0.3, 3000));
  keepIfBetter();
  options.onPlan?.(current('timeout'));
  progress({ phase: 'solving', progress: 0.3, planned: state.plannedCount() });

  const solveSafely = (
    builder: {
      build(options?: { relax?: boolean }): Parameters<SolveMip>[0];
      numCols: number;
      numRows: number;
      numNonzeros: number;
    },
    seconds: number,
    options: { start?: Float64Array; relax?: boolean } = {},
  ): MipOutcome | undefined => {
    if (stats.fallback || seconds < 0.2 || builder.numNonzeros > MAX_NONZEROS) return undefined;
    stats.variables += builder.numCols;
    stats.constraints += builder.numRows;
    try {
      const outcome = solve(builder.build({ relax: options.relax }), {
        timeLimitSeconds: seconds,
        start: options.start,
      });
      if (outcome.status === 'limit') stopped = true;
      return outcome;
    } catch {
      stats.fallback = true;
      return undefined;
    }
  };

  // level 1: how many can be planned at most, and a plan with as many as the relaxation places
  if (state.plannedCount() < plannedBound && remaining() > 0.5) {
    const relaxation = buildPlacement(prep, forced);
    // its linear relaxation first: a bound in a fraction of a second, where the integer model may need long
    const linear = solveSafely(relaxation.builder, remaining() * 0.2, { relax: true });
    if (linear?.status === 'optimal' && linear.objective !== null)
      plannedBound = Math.min(plannedBound, Math.floor(-linear.objective + 1e-6));
    if (linear?.status === 'infeasible') plannedBound = 0;
    // a verification whose forced sidang cannot all be in: no need to look further
    if (options.forcedOnly && linear?.status === 'infeasible') return current('infeasible');
  }
  if (state.plannedCount() < plannedBound && remaining() > 0.5) {
    const relaxation = buildPlacement(prep, forced);
    const outcome = solveSafely(relaxation.builder, remaining() * 0.5);
    if (outcome) {
      const ceiling = outcome.status === 'optimal' ? outcome.objective : outcome.bound;
      if (outcome.status === 'infeasible') plannedBound = 0;
      else if (ceiling !== null) plannedBound = Math.min(plannedBound, Math.floor(-ceiling + 1e-6));
      if (outcome.values) {
        const slots = decodePlacement(relaxation, outcome.values);
        state.restore(best.map(() => undefined));
        const guided: Preferences = { ...prefer, slot: (ci) => slots.get(ci) ?? prefer.slot?.(ci) };
        construct(state, guided, [...slots.keys(), ...prep.candidates.map((_, ci) => ci)]);
        repairUnplanned(state, prefer, now() + Math.min(remaining() * 1000 * 0.3, 2000));
        balanceLoad(
          state,
          prefer,
          loadLowerBound(state, state.plannedCount(), state.maxLoad()),
          now() + remaining() * 300,
        );
        keepIfBetter();
        if (options.forcedOnly && forcedIn()) return current('feasible');
      }
    }
    progress({ phase: 'solving', progress: 0.6, planned: state.plannedCount() });
  }
  loadBound = loadLowerBound(state, state.plannedCount(), state.maxLoad());

  // not proven yet: reshape days and lecturers' weeks in JavaScript for most of the time left
  if (!proven() && remaining() > 0.5) {
    searchNeighbourhoods(state, prefer, {
      deadline: now() + remaining() * 600,
      score: () => scoreOf(state, forced),
      done: () => proven() || (options.forcedOnly === true && forcedIn()),
    });
    keepIfBetter();
    loadBound = loadLowerBound(state, state.plannedCount(), state.maxLoad());
    progress({ phase: 'solving', progress: 0.8, planned: state.plannedCount() });
    if (options.forcedOnly && forcedIn()) return current('feasible');
  }

  // level 2 and below: the committees, with every slot and room fixed; never above the load we have
  if (!stats.fallback && remaining() > 0.5) {
    const proof = proven();
    const model = buildCommittee(state, state.maxLoad());
    // proven on the first two levels: a short look for cocok seats and fewer days, the rest of the time unused
    const seconds = proof ? Math.min(remaining() * 0.1, 1) : remaining() * 0.9;
    const outcome = model && solveSafely(model.builder, seconds, { start: model.start });
    if (model && outcome?.values) {
      stats.objective = outcome.objective;
      const chosen = decodeCommittee(model, outcome.values);
      for (const [ci, examiners] of chosen) {
        const p = state.remove(ci)!;
        const kept = p.examiners.filter((d) => examiners.includes(d));
        const added = examiners.filter((d) => !kept.includes(d));
        state.place(ci, { ...p, examiners: p.examiners.map((d) => (kept.includes(d) ? d : added.shift()!)) });
      }
      keepIfBetter();
    }
  }
  state.restore(best);
  // a bound below a real plan would be a broken relaxation: never report it
  if (state.plannedCount() > plannedBound) plannedBound = prep.candidates.length;
  const timedOut = stopped || remaining() <= 0;
  const status: AutoStatus =
    state.plannedCount() === 0 && plannedBound === 0 && instance.sidang.length > 0
      ? 'infeasible'
      : proven()
        ? 'optimal'
        : timedOut
          ? 'timeout'
          : 'feasible';
  progress({ phase: 'done', progress: 1, planned: state.plannedCount() });
  return current(status);
}

/** A draft's slot, room and examiners as candidate-indexed preferences. */
function preferencesOf(
  instance: AutoInstance,
  prep: ReturnType<typeof prepare>,
  current: NonNullable<PlanOptions['current']>,
): Preferences {
  const of = (ci: number) => current[instance.sidang[prep.candidates[ci]!.sidang]!.id];
  return {
    slot: (ci) => of(ci)?.slot,
    room: (ci) => of(ci)?.room,
    examiners: (ci) =>
      (of(ci)?.examiners ?? []).flatMap((id) => {
        const d = prep.dosenIndex.get(id);
        return d === undefined ? [] : [d];
      }),
  };
}
