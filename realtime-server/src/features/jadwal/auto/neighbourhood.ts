import { balanceLoad, compare, construct, type Preferences, repairUnplanned } from './construct';
import type { Placement, PlanState } from './plan-state';

/** Sidang taken out at once: enough to reshape a day, few enough to rebuild in milliseconds. */
const NEIGHBOURHOOD = 24;

/**
 * Large-neighbourhood search while time is left and the plan is not proven best: take out the sidang of
 * one day around a left-out sidang (or those of one lecturer), rebuild them with the left-out one
 * first, repair and rebalance; keep the result when the objective is no worse (equal plans let the
 * search move on), and return the best plan met. Pure JavaScript: it cannot crash the way the solver can.
 */
export function searchNeighbourhoods(
  state: PlanState,
  prefer: Preferences,
  options: {
    deadline: number;
    /** the objective as a lexicographic key, smaller is better */
    score: () => number[];
    /** the plan is proven best: stop */
    done: () => boolean;
    /** a new best plan */
    onBetter?: () => void;
    seed?: number;
  },
): (Placement | undefined)[] {
  let best = state.snapshot();
  let bestScore = options.score();
  let current = bestScore;
  let seed = options.seed ?? 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const { candidates } = state.prep;

  while (performance.now() < options.deadline && !options.done()) {
    const before = state.snapshot();
    const left = candidates.map((_, ci) => ci).filter((ci) => !state.placement[ci]);
    const focus = pick(left);
    let freed: number[];
    if (focus !== undefined && random() < 0.7) {
      // a day the left-out sidang could take: what its people and that day's rooms hold
      const t = pick(candidates[focus]!.slots)!;
      const day = state.dayOf[t]!;
      const people = new Set(candidates[focus]!.required);
      const sameDay = state.placement.flatMap((p, ci) => (p && state.dayOf[p.slot] === day ? [ci] : []));
      const involved = sameDay.filter((ci) => {
        const p = state.placement[ci]!;
        return candidates[ci]!.required.some((d) => people.has(d)) || p.examiners.some((d) => people.has(d));
      });
      freed = [...involved, ...shuffle(sameDay, random)].slice(0, NEIGHBOURHOOD);
    } else {
      // one lecturer's sidang: the busiest or any
      const planned = state.placement.flatMap((p, ci) => (p ? [ci] : []));
      const someone = pick(planned.flatMap((ci) => [...candidates[ci]!.required, ...state.placement[ci]!.examiners]));
      freed = shuffle(
        planned.filter(
          (ci) =>
            someone !== undefined &&
            (candidates[ci]!.required.includes(someone) || state.placement[ci]!.examiners.includes(someone)),
        ),
        random,
      ).slice(0, NEIGHBOURHOOD);
    }
    for (const ci of freed) state.remove(ci);
    const order = [...(focus === undefined ? [] : [focus]), ...shuffle([...freed, ...left], random)];
    construct(state, prefer, order);
    repairUnplanned(state, prefer, Math.min(options.deadline, performance.now() + 200));
    balanceLoad(state, prefer, 0, Math.min(options.deadline, performance.now() + 200));
    const score = options.score();
    if (compare(score, current) <= 0) {
      current = score;
      if (compare(score, bestScore) < 0) {
        best = state.snapshot();
        bestScore = score;
        options.onBetter?.();
      }
    } else state.restore(before);
  }
  state.restore(best);
  return best;
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
