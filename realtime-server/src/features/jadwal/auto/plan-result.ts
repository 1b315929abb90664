import type { AutoResult, AutoStatus, PlannedSidang } from './auto-types';
import { explainCapacity } from './explain-capacity';
import type { PlanState } from './plan-state';

/**
 * The objective of Part 3 as a lexicographic key (smaller is better): sidang that must be in (a what-if
 * variant), most sidang planned, the largest examiner load, most preference (cocok) seats, then fewest
 * days and room changes per lecturer.
 */
export function scoreOf(state: PlanState, forced: ReadonlySet<number> = new Set()): number[] {
  let forcedIn = 0;
  let preference = 0;
  const visits = new Map<string, { slot: number; room: number }[]>(); // person|day -> where they sit
  state.placement.forEach((p, ci) => {
    if (!p) return;
    if (forced.has(ci)) forcedIn++;
    for (const d of p.examiners) preference += state.preferenceOf[ci]!.get(d) ?? 0;
    for (const d of [...state.prep.candidates[ci]!.required, ...p.examiners]) {
      const key = `${d}|${state.dayOf[p.slot]}`;
      visits.set(key, [...(visits.get(key) ?? []), { slot: p.slot, room: p.room }]);
    }
  });
  let changes = 0;
  for (const list of visits.values()) {
    list.sort((a, b) => state.prep.instance.slots[a.slot]!.start - state.prep.instance.slots[b.slot]!.start);
    for (let i = 1; i < list.length; i++) if (list[i]!.room !== list[i - 1]!.room) changes++;
  }
  return [-forcedIn, -state.plannedCount(), state.maxLoad(), -preference, visits.size + changes];
}

export type RunFacts = {
  status: AutoStatus;
  seconds: number;
  plannedBound: number;
  loadBound: number;
  variables: number;
  constraints: number;
  objective: number | null;
  fallback: boolean;
};

/**
 * The plan as the API reports it. A sidang that fits alone but is left out is `CAPACITY` only when the
 * plan holds as many sidang as can be planned (proven by the bound): forcing it in plans no more.
 * Otherwise it is `TIME_LIMIT`: the run stopped before it could place it or rule it out.
 */
export function resultOf(state: PlanState, facts: RunFacts): AutoResult {
  const { instance, candidates, impossible } = state.prep;
  const planned: PlannedSidang[] = [];
  const unplanned: AutoResult['unplanned'] = impossible.map((i) => ({
    pengajuanUuid: instance.sidang[i.sidang]!.id,
    reasons: i.reasons,
    repairs: [],
  }));
  const placed = new Map<number, number>();
  state.placement.forEach((p, ci) => {
    if (p) placed.set(ci, p.slot);
  });
  const full = state.plannedCount() >= facts.plannedBound;
  candidates.forEach((c, ci) => {
    const s = instance.sidang[c.sidang]!;
    const p = state.placement[ci];
    if (!p) {
      unplanned.push({
        pengajuanUuid: s.id,
        reasons: [
          full
            ? explainCapacity(state.prep, ci, placed)
            : {
                code: 'TIME_LIMIT',
                message: 'The run stopped before this sidang could be placed or shown not to fit.',
              },
        ],
        repairs: [],
      });
      return;
    }
    const slot = instance.slots[p.slot]!;
    planned.push({
      pengajuanUuid: s.id,
      slot: p.slot,
      tanggal: slot.tanggal,
      waktuUjianUuid: slot.waktuUjianId,
      ruanganUuid: instance.rooms[p.room]!.id,
      komite: [
        ...s.komite.map((k) => ({ dosenUuid: k.dosenId, peran: k.peran })),
        ...p.examiners.map((d, i) => ({ dosenUuid: instance.dosen[d]!.id, peran: state.seatsOf[ci]![i]! })),
      ],
    });
  });
  return {
    status: facts.status,
    planned,
    unplanned,
    stats: {
      sidang: instance.sidang.length,
      slots: instance.slots.length,
      rooms: instance.rooms.length,
      dosen: instance.dosen.length,
      variables: facts.variables,
      constraints: facts.constraints,
      seconds: Math.round(facts.seconds * 1000) / 1000,
      objective: facts.objective,
      maxLoad: state.maxLoad(),
      plannedBound: facts.plannedBound,
      loadBound: facts.loadBound,
      fallback: facts.fallback,
    },
  };
}
