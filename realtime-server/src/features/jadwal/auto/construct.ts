import type { PlanState, SlotChoice } from './plan-state';

/** keys of examiners: the load first, the tie-breaks below one unit of it */
const LOAD_UNIT = 1000;
/** free lecturers of equal load looked at for the tie-breaks (match, already there that day, the draft's) */
const TIE_BREAK_LOOKS = 24;

/** What a caller may ask of one placement: a draft's slot, room and examiners kept where they can be. */
export type Preferences = {
  slot?: (ci: number) => number | undefined;
  room?: (ci: number) => number | undefined;
  examiners?: (ci: number) => readonly number[];
};

export type ChoiceLimits = {
  /** only these slots */
  slots?: readonly number[];
  /** no examiner may end above this load */
  maxLoad?: number;
  /** never pick these lecturers */
  exclude?: ReadonlySet<number>;
};

/**
 * The best slot, room and examiners for one sidang in the plan as it is, or undefined if nothing fits.
 * Examiners: the least loaded eligible lecturers free then and under the daily maximum (then the
 * better-matching, then those already there that day, then the draft's). Slots, in order: the lightest
 * resulting examiner load; fewest people brought to their daily maximum (they keep room for later
 * sidang); most preference; the draft's slot; fewest new days for the people involved; earliest.
 */
export function bestChoice(
  state: PlanState,
  ci: number,
  prefer: Preferences = {},
  limits: ChoiceLimits = {},
): SlotChoice | undefined {
  const { prep } = state;
  const c = prep.candidates[ci]!;
  const seats = state.seatsOf[ci]!.length;
  const maxPerDay = prep.instance.maxPerDay;
  const preferSlot = prefer.slot?.(ci);
  const keep = new Set(prefer.examiners?.(ci) ?? []);
  const weights = state.preferenceOf[ci]!;
  let best: SlotChoice | undefined;
  // the pool in load order once; each slot then takes the first free ones of the lightest load level
  const pool = state.eligibleOf[ci]!.filter(
    (d) => !limits.exclude?.has(d) && (limits.maxLoad === undefined || state.load[d]! + 1 <= limits.maxLoad),
  );
  pool.sort((a, b) => state.load[a]! - state.load[b]! || a - b);
  const chosen: { d: number; key: number }[] = [];

  for (const t of limits.slots ?? c.slots) {
    const day = state.dayOf[t]!;
    if (!c.required.every((d) => state.personFree(d, t))) continue;
    if (!state.dailyOf[ci]!.every((d) => state.underDailyMax(d, t))) continue;
    const room = chooseRoom(state, ci, t, prefer.room?.(ci));
    if (room === undefined) continue;

    // the `seats` best examiners: lightest load first; within a load, better match, already there
    // that day, the draft's
    chosen.length = 0;
    let looked = 0;
    for (const d of pool) {
      const load = state.load[d]!;
      const worst = chosen.length === seats ? chosen[seats - 1]! : undefined;
      // past the lightest level, or enough of it seen for the tie-breaks (hundreds may share a load)
      if (worst && (load > Math.floor(worst.key / LOAD_UNIT) || looked >= TIE_BREAK_LOOKS + seats)) break;
      if (!state.personFree(d, t) || !state.underDailyMax(d, t)) continue;
      looked++;
      const match = Math.min(1, Math.max(0, weights.get(d) ?? 0));
      const key =
        load * LOAD_UNIT +
        Math.round((1 - match) * 100) * 4 +
        (state.dayLoadOf(d, day) > 0 ? 0 : 2) +
        (keep.has(d) ? 0 : 1);
      if (worst && key >= worst.key) continue;
      if (worst) chosen.pop();
      let i = chosen.length;
      while (i > 0 && chosen[i - 1]!.key > key) i--;
      chosen.splice(i, 0, { d, key });
    }
    if (chosen.length < seats) continue;

    const examiners = chosen.map((x) => x.d);
    let newMax = 0;
    let saturated = 0;
    let preference = 0;
    let newDays = 0;
    for (const d of examiners) {
      newMax = Math.max(newMax, state.load[d]! + 1);
      preference += weights.get(d) ?? 0;
    }
    for (const d of [...state.dailyOf[ci]!, ...examiners]) {
      const already = state.dayLoadOf(d, day);
      if (already + 1 >= maxPerDay) saturated++;
      if (already === 0) newDays++;
    }
    const key = [newMax, saturated, -preference, preferSlot === t ? 0 : 1, newDays, day, t];
    if (!best || less(key, best.key)) best = { slot: t, room, examiners, key };
  }
  return best;
}

/** The draft's room if free, else a room its people already use that day (fewer room changes), else the first free. */
function chooseRoom(state: PlanState, ci: number, t: number, preferred: number | undefined): number | undefined {
  if (preferred !== undefined && state.roomFree(preferred, t)) return preferred;
  for (const d of state.prep.candidates[ci]!.required) {
    const room = state.roomOfPersonOnDay(d, state.dayOf[t]!);
    if (room !== undefined && state.roomFree(room, t)) return room;
  }
  const rooms = state.prep.instance.rooms.length;
  for (let r = 0; r < rooms; r++) if (state.roomFree(r, t)) return r;
  return undefined;
}

export function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
const less = (a: readonly number[], b: readonly number[]) => compare(a, b) < 0;

/**
 * The constructive plan: the most constrained sidang first (fewest slots it fits alone, then fewest
 * eligible examiners), each at its best choice. Runs in milliseconds to a few hundred at faculty size.
 */
export function construct(state: PlanState, prefer: Preferences = {}, order?: readonly number[]): void {
  const { candidates } = state.prep;
  const sequence =
    order ??
    candidates
      .map((_, ci) => ci)
      .sort(
        (a, b) =>
          candidates[a]!.slots.length - candidates[b]!.slots.length ||
          state.eligibleOf[a]!.length - state.eligibleOf[b]!.length ||
          a - b,
      );
  for (const ci of sequence) {
    if (state.placement[ci]) continue;
    const choice = bestChoice(state, ci, prefer);
    if (choice) state.place(ci, choice);
  }
}

/**
 * Plans what the constructive pass left out where one planned sidang can make way: for each slot the
 * left-out sidang fits alone, each planned sidang there is taken out, the left-out one placed, and the
 * taken-out one placed again anywhere. Kept only when both end up planned. Stops at `deadline`.
 */
export function repairUnplanned(state: PlanState, prefer: Preferences, deadline: number): number {
  let gained = 0;
  let progress = true;
  while (progress && performance.now() < deadline) {
    progress = false;
    for (let ci = 0; ci < state.placement.length; ci++) {
      if (state.placement[ci] || performance.now() >= deadline) continue;
      const direct = bestChoice(state, ci, prefer);
      if (direct) {
        state.place(ci, direct);
        gained++;
        progress = true;
        continue;
      }
      if (ejectOne(state, ci, prefer)) {
        gained++;
        progress = true;
      }
    }
  }
  return gained;
}

function ejectOne(state: PlanState, ci: number, prefer: Preferences): boolean {
  const c = state.prep.candidates[ci]!;
  for (const t of c.slots) {
    const blockers = new Set([...state.holders(t, c.required), ...state.plannedAt(t)]);
    for (const other of blockers) {
      const saved = state.remove(other)!;
      const mine = bestChoice(state, ci, prefer, { slots: [t] });
      if (mine) {
        state.place(ci, mine);
        const moved = bestChoice(state, other, prefer);
        if (moved) {
          state.place(other, moved);
          return true;
        }
        state.remove(ci);
      }
      state.place(other, saved);
    }
  }
  return false;
}

/**
 * Lowers the largest examiner load: a sidang with a lecturer at the maximum gets examiners at least one
 * lower, in its slot or another; failing that, a lighter lecturer busy then in another sidang swaps in
 * and that sidang finds another examiner. Stops at `floor` (a proven lower bound), when nothing moves,
 * or at `deadline`.
 */
export function balanceLoad(state: PlanState, prefer: Preferences, floor: number, deadline: number): void {
  for (;;) {
    const top = state.maxLoad();
    if (top <= floor || performance.now() >= deadline) return;
    const heavy = new Set<number>();
    state.load.forEach((l, d) => {
      if (l === top) heavy.add(d);
    });
    let moved = false;
    for (let ci = 0; ci < state.placement.length && !moved; ci++) {
      if (!state.placement[ci]?.examiners.some((d) => heavy.has(d))) continue;
      moved = lighten(state, ci, prefer, top) || swapIn(state, ci, prefer, top);
    }
    // every sidang of a lecturer at the maximum is stuck: the maximum cannot move by these moves
    if (!moved) return;
  }
}

function lighten(state: PlanState, ci: number, prefer: Preferences, top: number): boolean {
  const saved = state.remove(ci)!;
  const choice =
    bestChoice(state, ci, prefer, { slots: [saved.slot], maxLoad: top - 1 }) ??
    bestChoice(state, ci, prefer, { maxLoad: top - 1 });
  state.place(ci, choice ?? saved);
  return choice !== undefined;
}

function swapIn(state: PlanState, ci: number, prefer: Preferences, top: number): boolean {
  const saved = state.placement[ci]!;
  for (const light of state.eligibleOf[ci]!) {
    if (state.load[light]! > top - 2) continue;
    for (const other of state.holders(saved.slot, [light])) {
      const theirs = state.placement[other]!;
      if (!theirs.examiners.includes(light)) continue;
      const before = state.snapshot();
      state.remove(other);
      state.remove(ci);
      const mine = bestChoice(state, ci, prefer, { slots: [saved.slot], maxLoad: top - 1 });
      if (mine) {
        state.place(ci, mine);
        const again =
          bestChoice(state, other, prefer, { slots: [theirs.slot], maxLoad: top - 1 }) ??
          bestChoice(state, other, prefer, { maxLoad: top - 1 });
        if (again) {
          state.place(other, again);
          return true;
        }
      }
      state.restore(before);
    }
  }
  return false;
}
