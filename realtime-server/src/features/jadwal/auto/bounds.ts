import type { PlanState } from './plan-state';

/**
 * A proven lower bound on the largest examiner load of any plan that plans `planned` sidang: the
 * smallest L for which a flow can carry the seats of `planned` sidang (the ones needing fewest seats)
 * from each sidang to its eligible lecturers, each lecturer taking at most L minus the seats they already
 * hold and at most the sidang their daily maximum leaves them over the run's days. Time and rooms are
 * left out, so every real plan is such a flow. When every sidang of the run is planned, the seats named
 * in their drafts count as held, and the sidang they must attend use up their days.
 */
export function loadLowerBound(state: PlanState, planned: number, upper?: number): number {
  const { prep } = state;
  const all = planned >= prep.candidates.length;
  const held = Int32Array.from(prep.instance.dosen, (d) => d.load);
  if (all) for (const named of state.namedOf) for (const d of named) held[d]! += 1;
  // sidang a lecturer can still take on the run's days under the daily maximum (the rows the run keeps)
  const room = Int32Array.from(prep.instance.dosen, (d) =>
    state.days.reduce((sum, day) => sum + Math.max(0, prep.instance.maxPerDay - (d.loadPerDay?.[day] ?? 0)), 0),
  );
  if (all) for (const daily of state.dailyOf) for (const d of daily) room[d]! -= 1;
  const floor = Math.max(0, ...held);
  const seats = state.seatsOf.map((s) => s.length);
  const demand = [...seats]
    .sort((a, b) => a - b)
    .slice(0, Math.max(0, planned))
    .reduce((sum, n) => sum + n, 0);
  if (demand === 0) return floor;
  const fits = (L: number) => maxFlow(state, seats, held, room, L) >= demand;
  // below: the seats spread perfectly over every lecturer; above: a real plan's load (a flow itself)
  const lecturers = new Set(state.eligibleOf.flat());
  const total = [...lecturers].reduce((sum, d) => sum + held[d]!, 0);
  let lo = Math.max(floor, Math.ceil((total + demand) / Math.max(1, lecturers.size)));
  let hi = upper ?? floor + demand;
  if (lo >= hi) return Math.min(lo, hi);
  if (!fits(hi)) return floor; // not even one seat each: only the held seats bound it
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Dinic's max flow: source -> sidang (its seats) -> eligible lecturer (1) -> sink (L - held, at most their room). */
function maxFlow(state: PlanState, seats: number[], held: Int32Array, room: Int32Array, L: number): number {
  const S = seats.length;
  const D = held.length;
  const source = S + D;
  const sink = source + 1;
  const n = sink + 1;
  const head = new Int32Array(n).fill(-1);
  const to: number[] = [];
  const cap: number[] = [];
  const next: number[] = [];
  const edge = (u: number, v: number, c: number) => {
    to.push(v, u);
    cap.push(c, 0);
    next.push(head[u]!, head[v]!);
    head[u] = to.length - 2;
    head[v] = to.length - 1;
  };
  for (let ci = 0; ci < S; ci++) {
    if (seats[ci] === 0) continue;
    edge(source, ci, seats[ci]!);
    for (const d of state.eligibleOf[ci]!) edge(ci, S + d, 1);
  }
  for (let d = 0; d < D; d++) {
    const c = Math.min(L - held[d]!, room[d]!);
    if (c > 0) edge(S + d, sink, c);
  }

  const level = new Int32Array(n);
  const it = new Int32Array(n);
  const bfs = () => {
    level.fill(-1);
    level[source] = 0;
    const queue = [source];
    for (let q = 0; q < queue.length; q++) {
      const u = queue[q]!;
      for (let e = head[u]!; e !== -1; e = next[e]!)
        if (cap[e]! > 0 && level[to[e]!] === -1) {
          level[to[e]!] = level[u]! + 1;
          queue.push(to[e]!);
        }
    }
    return level[sink] !== -1;
  };
  const dfs = (u: number, f: number): number => {
    if (u === sink) return f;
    for (; it[u] !== -1; it[u] = next[it[u]!]!) {
      const e = it[u]!;
      const v = to[e]!;
      if (cap[e]! > 0 && level[v] === level[u]! + 1) {
        const pushed = dfs(v, Math.min(f, cap[e]!));
        if (pushed > 0) {
          cap[e]! -= pushed;
          cap[e ^ 1]! += pushed;
          return pushed;
        }
      }
    }
    return 0;
  };
  let flow = 0;
  while (bfs()) {
    it.set(head);
    for (let f = dfs(source, Number.MAX_SAFE_INTEGER); f > 0; f = dfs(source, Number.MAX_SAFE_INTEGER)) flow += f;
  }
  return flow;
}
