import { type Assignment, buildAssignment, decodeAssignment } from './assign';
import type { AutoInstance, AutoProgress, AutoResult, AutoStatus, PlannedSidang } from './auto-types';
import { explainCapacity } from './explain-capacity';
import { prepare } from './feasibility';
import type { MipOutcome, SolveMip } from './mip';
import { buildPlacement, decodePlacement } from './place';
import { assignRooms } from './rooms';

const MAX_ROUNDS = 4;

export type PlanOptions = {
  timeLimitSeconds: number;
  /** a draft's current slot/room/examiners: kept unless moving them plans more */
  current?: Record<string, { slot?: number; room?: number; examiners?: string[] }>;
  onProgress?: (progress: AutoProgress) => void;
  /** the best complete plan so far, for a caller that may have to stop the run hard */
  onPlan?: (result: AutoResult) => void;
  now?: () => number;
};

/**
 * Plans the sidang of an instance in two models: placement (slot per sidang, then rooms), then the
 * open committee seats. Everything impossible is explained before any model is built; what fits alone
 * but not together is explained from the plan.
 */
export function planSchedule(instance: AutoInstance, solve: SolveMip, options: PlanOptions): AutoResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const elapsed = () => (now() - started) / 1000;
  const progress = options.onProgress ?? (() => {});
  progress({ phase: 'building', progress: 0 });

  const prep = prepare(instance);
  const current = options.current ?? {};
  const currentOf = (si: number) => current[instance.sidang[si]!.id];
  const slotOf = new Map<number, number>(); // sidang -> slot of the last round, kept where it can be
  const banned = new Set<string>();
  const emptyOutcome: MipOutcome = { status: 'optimal', values: new Float64Array(0), objective: 0 };
  let final: AutoResult | undefined;

  // A placement whose committee cannot be completed is banned from that slot and the plan is redone:
  // the placement model sees examiner pools only in total, the committee model sees each person.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const placement = buildPlacement(prep, (si) => slotOf.get(si) ?? currentOf(si)?.slot, banned);
    progress({ phase: 'solving', progress: 0.1 + round * 0.05 });
    const remaining = options.timeLimitSeconds - elapsed();
    const first = placement.builder.numCols
      ? solve(placement.builder.build(), { timeLimitSeconds: Math.max(0.5, remaining * 0.5) })
      : emptyOutcome;
    const placed = first.values ? decodePlacement(placement, first.values) : new Map<number, number>();
    const roomOf = assignRooms(prep, placed, (si) => currentOf(si)?.room);
    for (const ci of [...placed.keys()]) if (!roomOf.has(ci)) placed.delete(ci);
    const withoutRoom = new Set(prep.candidates.map((_, ci) => ci).filter((ci) => first.values && !roomOf.has(ci)));
    progress({ phase: 'solving', progress: 0.5, planned: placed.size });

    const assignment = buildAssignment(prep, placed, (si) => currentOf(si)?.examiners ?? []);
    const builders = [placement.builder, assignment.builder];
    const assemble = (assigned: Assignment, status: AutoStatus, objective: number | null): AutoResult =>
      result(
        instance,
        prep,
        { placed, roomOf, withoutRoom, assigned, status, objective, seconds: elapsed() },
        builders,
      );
    const second = solve(assignment.builder.build(), {
      timeLimitSeconds: Math.max(0.5, options.timeLimitSeconds - elapsed()),
      onImproving: (values, objective) => {
        options.onPlan?.(assemble(decodeAssignment(assignment, values), 'timeout', objective));
      },
    });
    const assigned = second.values
      ? decodeAssignment(assignment, second.values)
      : { seats: new Map(), short: new Set(placed.keys()) };
    final = assemble(assigned, statusOf(first, second), second.objective);
    const timeLeft = options.timeLimitSeconds - elapsed() > 1;
    if (assigned.short.size === 0 || final.status !== 'optimal' || !timeLeft) break;
    for (const ci of assigned.short) banned.add(`${ci}|${placed.get(ci)}`);
    for (const [ci, t] of placed) if (!assigned.short.has(ci)) slotOf.set(prep.candidates[ci]!.sidang, t);
    options.onPlan?.(final);
  }
  progress({ phase: 'done', progress: 1, planned: final!.planned.length });
  return final!;
}

function statusOf(first: MipOutcome, second: MipOutcome): AutoStatus {
  if (first.status === 'error' || second.status === 'error') return 'failed';
  if (first.status === 'limit' || second.status === 'limit') return 'timeout';
  return 'optimal';
}

function result(
  instance: AutoInstance,
  prep: ReturnType<typeof prepare>,
  run: {
    placed: Map<number, number>;
    roomOf: Map<number, number>;
    withoutRoom: Set<number>;
    assigned: Assignment;
    status: AutoStatus;
    objective: number | null;
    seconds: number;
  },
  builders: { numCols: number; numRows: number }[],
): AutoResult {
  const planned: PlannedSidang[] = [];
  const unplanned: AutoResult['unplanned'] = prep.impossible.map((i) => ({
    pengajuanUuid: instance.sidang[i.sidang]!.id,
    reasons: i.reasons,
  }));
  const load = instance.dosen.map((d) => d.load);
  prep.candidates.forEach((c, ci) => {
    const s = instance.sidang[c.sidang]!;
    const t = run.placed.get(ci);
    if (t === undefined || run.assigned.short.has(ci)) {
      const stage = t === undefined ? (run.withoutRoom.has(ci) ? 'rooms' : 'placement') : 'examiners';
      unplanned.push({ pengajuanUuid: s.id, reasons: [explainCapacity(prep, ci, run.placed, stage)] });
      return;
    }
    const slot = instance.slots[t]!;
    const seats = run.assigned.seats.get(ci) ?? [];
    const komite = [
      ...s.komite.map((k) => ({ dosenUuid: k.dosenId, peran: k.peran })),
      ...seats.map((seat) => ({ dosenUuid: instance.dosen[seat.dosen]!.id, peran: seat.peran })),
    ];
    for (const k of komite) {
      const d = prep.dosenIndex.get(k.dosenUuid);
      if (d !== undefined) load[d]! += 1;
    }
    planned.push({
      pengajuanUuid: s.id,
      slot: t,
      tanggal: slot.tanggal,
      waktuUjianUuid: slot.waktuUjianId,
      ruanganUuid: instance.rooms[run.roomOf.get(ci)!]!.id,
      komite,
    });
  });
  const status =
    planned.length === 0 && instance.sidang.length > 0 && run.status !== 'timeout' ? 'infeasible' : run.status;
  return {
    status,
    planned,
    unplanned,
    stats: {
      sidang: instance.sidang.length,
      slots: instance.slots.length,
      rooms: instance.rooms.length,
      dosen: instance.dosen.length,
      variables: builders.reduce((n, b) => n + b.numCols, 0),
      constraints: builders.reduce((n, b) => n + b.numRows, 0),
      seconds: Math.round(run.seconds * 1000) / 1000,
      objective: run.objective,
      maxLoad: Math.max(0, ...load),
    },
  };
}
