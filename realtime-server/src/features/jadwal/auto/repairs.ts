import type { AutoBlock, AutoDosen, AutoInstance, AutoResult, Repair } from './auto-types';
import { repairText } from './repair-text';

/** At most this many repairs per left-out sidang (CONTRACT.md Part 3). */
export const MAX_REPAIRS = 3;
/** Candidates of one kind looked at per left-out sidang: the smallest changes of that kind. */
const PER_KIND = 3;
/** One verification's time at most; most take milliseconds (the sidang fits at once). */
const VERIFY_SECONDS = 2;
/** Below this, a verification is not started: it could not finish before the run's limit. */
const MIN_VERIFY_SECONDS = 0.2;

/**
 * The instance without its spare days, rooms and examiners: what a run plans with. `slotOf`/`roomOf`
 * map the new indexes back to the given instance's; `slotNew`/`roomNew` the other way (-1: left out).
 */
export function withoutSpare(instance: AutoInstance): {
  instance: AutoInstance;
  slotOf: number[];
  slotNew: Int32Array;
  roomNew: Int32Array;
} {
  const spareDays = new Set(instance.spare?.days ?? []);
  const spareRooms = new Set(instance.spare?.rooms ?? []);
  const slotNew = new Int32Array(instance.slots.length).fill(-1);
  const slotOf: number[] = [];
  instance.slots.forEach((s, t) => {
    if (spareDays.has(s.tanggal)) return;
    slotNew[t] = slotOf.length;
    slotOf.push(t);
  });
  const roomNew = new Int32Array(instance.rooms.length).fill(-1);
  let r = 0;
  instance.rooms.forEach((room, i) => {
    if (!spareRooms.has(room.id)) roomNew[i] = r++;
  });
  if (spareDays.size === 0 && spareRooms.size === 0) {
    const { spare: _spare, ...rest } = instance;
    return { instance: rest, slotOf, slotNew, roomNew };
  }
  const keep = (busy: number[]) => busy.flatMap((t) => (slotNew[t]! >= 0 ? [slotNew[t]!] : []));
  const { spare: _spare, ...rest } = instance;
  return {
    instance: {
      ...rest,
      slots: slotOf.map((t) => instance.slots[t]!),
      rooms: instance.rooms.filter((_, i) => roomNew[i]! >= 0).map((room) => ({ ...room, busy: keep(room.busy) })),
      dosen: instance.dosen.map((d) => ({
        ...d,
        busy: keep(d.busy),
        ...(d.blocks ? { blocks: d.blocks.map((b) => ({ ...b, slots: keep(b.slots) })) } : {}),
      })),
    },
    slotOf,
    slotNew,
    roomNew,
  };
}

/** One change to the instance a repair stands for. */
type Candidate = { repair: Omit<Repair, 'message'>; apply: (instance: AutoInstance) => AutoInstance };

const withDosen = (instance: AutoInstance, id: string, change: (d: AutoDosen) => AutoDosen): AutoInstance => ({
  ...instance,
  dosen: instance.dosen.map((d) => (d.id === id ? change(d) : d)),
});

/**
 * The changes that might plan sidang `sidangId`, the smallest first: drop one block of a person who must
 * attend or of an examiner of a tight pool (shortest first), one more sidang a day for a person who must attend and is at the maximum, a
 * lecturer outside the pool, a room not chosen, a day next to the range.
 */
export function candidatesFor(instance: AutoInstance, plan: AutoResult, sidangId: string): Candidate[] {
  const s = instance.sidang.find((x) => x.id === sidangId);
  if (!s) return [];
  const required = [...new Set([...s.komite.map((k) => k.dosenId), ...(instance.pembimbingHadir ? s.pembimbing : [])])];
  const byId = new Map(instance.dosen.map((d) => [d.id, d]));
  const out: Candidate[] = [];

  // whose blocks may be the obstacle: those who must attend, and in a tight pool (barely more examiners
  // than seats) each examiner of the pool, since one of them being away leaves a seat unfilled; in a
  // wide pool someone else is free, and trying everyone's blocks would only spend the time limit
  const tightPool = s.seats.length > 0 && s.eligible.length <= s.seats.length + PER_KIND;
  const owners = [...required, ...(tightPool ? s.eligible.filter((id) => !required.includes(id)) : [])];
  // one row may stand for several occurrences (a weekly repeat): dropping it frees them all
  const rows = new Map<string, { id: string; b: AutoBlock }>();
  for (const id of owners)
    for (const b of byId.get(id)?.blocks ?? []) {
      if (b.slots.length === 0) continue;
      const key = `${id}|${b.source.uuid}`;
      const seen = rows.get(key);
      rows.set(
        key,
        seen
          ? {
              id,
              b: {
                ...seen.b,
                slots: [...seen.b.slots, ...b.slots],
                start: Math.min(seen.b.start, b.start),
                end: seen.b.start <= b.start ? seen.b.end : b.end,
              },
            }
          : { id, b },
      );
    }
  const blocks = [...rows.values()].sort(
    (x, y) => x.b.slots.length - y.b.slots.length || x.b.end - x.b.start - (y.b.end - y.b.start),
  );
  for (const { id, b } of blocks.slice(0, PER_KIND + 1)) {
    out.push({
      repair: {
        kind: 'FREE_PERSON',
        dosenUuid: id,
        ...(b.source.kind === 'external' ? { externalUuid: b.source.uuid } : { ketersediaanUuid: b.source.uuid }),
        tanggal: new Date(b.start + 7 * 3_600_000).toISOString().slice(0, 10),
      },
      apply: (inst) =>
        withDosen(inst, id, (d) => ({ ...d, blocks: (d.blocks ?? []).filter((x) => x.source.uuid !== b.source.uuid) })),
    });
  }

  // the load of each person per day in the plan (the shared rule: seats, and supervision when they attend)
  const perDay = new Map<string, number>();
  for (const d of instance.dosen)
    for (const [day, n] of Object.entries(d.loadPerDay ?? {})) perDay.set(`${d.id}|${day}`, n);
  for (const p of plan.planned) {
    const sp = instance.sidang.find((x) => x.id === p.pengajuanUuid);
    const present = new Set([
      ...p.komite.map((k) => k.dosenUuid),
      ...(instance.pembimbingHadir ? (sp?.pembimbing ?? []) : []),
    ]);
    for (const id of present) perDay.set(`${id}|${p.tanggal}`, (perDay.get(`${id}|${p.tanggal}`) ?? 0) + 1);
  }
  const spareDays = new Set(instance.spare?.days ?? []);
  const days = [...new Set(instance.slots.map((x) => x.tanggal))].filter((day) => !spareDays.has(day));
  const full = required.filter((id) => days.some((day) => (perDay.get(`${id}|${day}`) ?? 0) >= instance.maxPerDay));
  for (const id of full.slice(0, PER_KIND)) {
    out.push({
      repair: { kind: 'RAISE_LOAD', dosenUuid: id },
      // one more a day: the days' load counts one lower (the daily maximum is one rule for everyone)
      apply: (inst) =>
        withDosen(inst, id, (d) => ({
          ...d,
          loadPerDay: Object.fromEntries(
            [...new Set(inst.slots.map((x) => x.tanggal))].map((day) => [day, (d.loadPerDay?.[day] ?? 0) - 1]),
          ),
        })),
    });
  }

  const outside = (instance.spare?.examiners?.[sidangId] ?? []).filter((id) => byId.has(id));
  for (const id of outside.slice(0, PER_KIND)) {
    out.push({
      repair: { kind: 'OTHER_EXAMINER', dosenUuid: id },
      apply: (inst) => ({
        ...inst,
        sidang: inst.sidang.map((x) => (x.id === sidangId ? { ...x, eligible: [...x.eligible, id] } : x)),
      }),
    });
  }
  for (const id of (instance.spare?.rooms ?? []).slice(0, PER_KIND)) {
    out.push({
      repair: { kind: 'ADD_ROOM', ruanganUuid: id },
      apply: (inst) => ({
        ...inst,
        spare: { ...inst.spare, rooms: (inst.spare?.rooms ?? []).filter((r) => r !== id) },
      }),
    });
  }
  for (const day of (instance.spare?.days ?? []).slice(0, PER_KIND)) {
    out.push({
      repair: { kind: 'ADD_DAY', tanggal: day },
      apply: (inst) => ({ ...inst, spare: { ...inst.spare, days: (inst.spare?.days ?? []).filter((x) => x !== day) } }),
    });
  }
  return out;
}

/** Plans a variant: every sidang in `force` must be planned (a verification stops as soon as they are). */
export type VerifyPlan = (variant: AutoInstance, force: string[], seconds: number) => AutoResult;

/**
 * Adds to each left-out sidang of `plan` the repairs that are verified: the variant with that one change
 * plans the sidang and every sidang the plan holds. Smallest change first, at most three per sidang;
 * stops before `deadline` (a verification never starts without the time to finish).
 */
export function addRepairs(
  instance: AutoInstance,
  plan: AutoResult,
  verify: VerifyPlan,
  clock: { now: () => number; deadline: number },
): AutoResult {
  const kept = plan.planned.map((p) => p.pengajuanUuid);
  const dosenNames = new Map(instance.dosen.map((d) => [d.id, d.nama]));
  const roomNames = new Map(instance.rooms.map((r) => [r.id, r.nama]));
  const blocks = new Map(
    instance.dosen.flatMap((d) =>
      (d.blocks ?? []).map((b) => [b.source.uuid, { mulai: b.start, selesai: b.end }] as const),
    ),
  );
  const names = {
    dosen: (id: string) => dosenNames.get(id),
    ruangan: (id: string) => roomNames.get(id),
    block: (id: string) => blocks.get(id),
  };
  const unplanned = plan.unplanned.map((u) => ({ ...u, repairs: [] as Repair[] }));
  for (const u of unplanned) {
    for (const candidate of candidatesFor(instance, plan, u.pengajuanUuid)) {
      if (u.repairs.length >= MAX_REPAIRS) break;
      const seconds = Math.min(VERIFY_SECONDS, (clock.deadline - clock.now()) / 1000);
      if (seconds < MIN_VERIFY_SECONDS) return { ...plan, unplanned };
      const force = [u.pengajuanUuid, ...kept];
      const result = verify(candidate.apply(instance), force, seconds);
      const planned = new Set(result.planned.map((p) => p.pengajuanUuid));
      if (force.every((id) => planned.has(id)))
        u.repairs.push({ ...candidate.repair, message: repairText('en', candidate.repair, names) });
    }
  }
  return { ...plan, unplanned };
}
