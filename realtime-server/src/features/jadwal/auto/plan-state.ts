import type { Peran } from './auto-types';
import type { Prepared } from './feasibility';

/** One planned sidang: its slot, room and the seats the run fills (named seats stay in the instance). */
export type Placement = { slot: number; room: number; examiners: number[] };

export type SlotChoice = Placement & {
  /** lexicographic: smaller is better (see `choiceKey`) */
  key: number[];
};

/**
 * A plan being built: who and what is taken when, the load of every lecturer per day (the shared rule:
 * committee seats, and supervised sidang when supervisors attend) and their examiner seats in total.
 * Constructive placement, repair and local search all work on this one state; `snapshot`/`restore`
 * make any move undoable.
 */
export class PlanState {
  readonly slotsCount: number;
  readonly days: string[];
  readonly dayOf: Int32Array;
  /** day -> its slots */
  readonly slotsOfDay: number[][];
  /** candidate -> its placement, or undefined */
  readonly placement: (Placement | undefined)[];
  private readonly roomAt: Int32Array;
  private readonly personAt: Int32Array;
  /** person x day: load by the shared rule */
  readonly dayLoad: Int32Array;
  /** examiner seats held in the range (named seats of planned sidang and the ones the run fills) */
  readonly load: Int32Array;
  /** candidate -> the open seats it fills, in order */
  readonly seatsOf: Peran[][];
  /** candidate -> the lecturers who may fill them */
  readonly eligibleOf: number[][];
  /** candidate -> lecturer index -> preference weight (cocok) */
  readonly preferenceOf: Map<number, number>[];
  /** candidate -> named committee members (their seats count in the load) */
  readonly namedOf: number[][];
  /** candidate -> everyone whose daily load it raises besides the examiners the run picks */
  readonly dailyOf: number[][];

  constructor(readonly prep: Prepared) {
    const { instance } = prep;
    const T = instance.slots.length;
    this.slotsCount = T;
    this.days = [...new Set(instance.slots.map((s) => s.tanggal))].sort();
    const dayIndex = new Map(this.days.map((d, i) => [d, i]));
    this.dayOf = Int32Array.from(instance.slots, (s) => dayIndex.get(s.tanggal)!);
    this.slotsOfDay = this.days.map(() => []);
    this.dayOf.forEach((day, t) => {
      this.slotsOfDay[day]!.push(t);
    });
    this.placement = prep.candidates.map(() => undefined);
    this.roomAt = new Int32Array(instance.rooms.length * T);
    this.personAt = new Int32Array(instance.dosen.length * T);
    this.dayLoad = new Int32Array(instance.dosen.length * this.days.length);
    this.load = Int32Array.from(instance.dosen, (d) => d.load);
    instance.dosen.forEach((d, i) => {
      for (const [day, n] of Object.entries(d.loadPerDay ?? {})) {
        const di = dayIndex.get(day);
        if (di !== undefined) this.dayLoad[i * this.days.length + di] = n;
      }
    });
    this.seatsOf = prep.candidates.map((c) => instance.sidang[c.sidang]!.seats);
    this.namedOf = prep.candidates.map((c) =>
      instance.sidang[c.sidang]!.komite.flatMap((k) => {
        const d = prep.dosenIndex.get(k.dosenId);
        return d === undefined ? [] : [d];
      }),
    );
    this.dailyOf = prep.candidates.map((c, ci) => {
      const s = instance.sidang[c.sidang]!;
      const supervisors = instance.pembimbingHadir
        ? s.pembimbing.flatMap((id) => {
            const d = prep.dosenIndex.get(id);
            return d === undefined ? [] : [d];
          })
        : [];
      return [...new Set([...this.namedOf[ci]!, ...supervisors])];
    });
    this.eligibleOf = prep.candidates.map((c) => {
      const required = new Set(c.required);
      return instance.sidang[c.sidang]!.eligible.flatMap((id) => {
        const d = prep.dosenIndex.get(id);
        return d === undefined || required.has(d) ? [] : [d];
      });
    });
    this.preferenceOf = prep.candidates.map((c) => {
      const weights = new Map<number, number>();
      for (const [id, w] of Object.entries(instance.sidang[c.sidang]!.preference ?? {})) {
        const d = prep.dosenIndex.get(id);
        if (d !== undefined && w) weights.set(d, w);
      }
      return weights;
    });
  }

  dayLoadOf(person: number, day: number): number {
    return this.dayLoad[person * this.days.length + day]!;
  }

  /** free at slot t: not blocked and in no planned sidang at an overlapping time */
  personFree(person: number, t: number): boolean {
    if (this.prep.personBlocked[person]![t] === 1) return false;
    const base = person * this.slotsCount;
    for (const u of this.prep.overlapping[t]!) if (this.personAt[base + u] !== 0) return false;
    return true;
  }

  roomFree(room: number, t: number): boolean {
    if (this.prep.roomBlocked[room]![t] === 1) return false;
    const base = room * this.slotsCount;
    for (const u of this.prep.overlapping[t]!) if (this.roomAt[base + u] !== 0) return false;
    return true;
  }

  /** may this person take one more sidang on the slot's day */
  underDailyMax(person: number, t: number): boolean {
    return this.dayLoadOf(person, this.dayOf[t]!) + 1 <= this.prep.instance.maxPerDay;
  }

  place(ci: number, p: Placement): void {
    const c = this.prep.candidates[ci]!;
    const day = this.dayOf[p.slot]!;
    const D = this.days.length;
    this.placement[ci] = p;
    this.roomAt[p.room * this.slotsCount + p.slot] = ci + 1;
    for (const d of c.required) this.personAt[d * this.slotsCount + p.slot] = ci + 1;
    for (const d of p.examiners) {
      this.personAt[d * this.slotsCount + p.slot] = ci + 1;
      this.load[d]! += 1;
      this.dayLoad[d * D + day]! += 1;
    }
    for (const d of this.namedOf[ci]!) this.load[d]! += 1;
    for (const d of this.dailyOf[ci]!) this.dayLoad[d * D + day]! += 1;
  }

  remove(ci: number): Placement | undefined {
    const p = this.placement[ci];
    if (!p) return undefined;
    const c = this.prep.candidates[ci]!;
    const day = this.dayOf[p.slot]!;
    const D = this.days.length;
    this.placement[ci] = undefined;
    this.roomAt[p.room * this.slotsCount + p.slot] = 0;
    for (const d of c.required) this.personAt[d * this.slotsCount + p.slot] = 0;
    for (const d of p.examiners) {
      this.personAt[d * this.slotsCount + p.slot] = 0;
      this.load[d]! -= 1;
      this.dayLoad[d * D + day]! -= 1;
    }
    for (const d of this.namedOf[ci]!) this.load[d]! -= 1;
    for (const d of this.dailyOf[ci]!) this.dayLoad[d * D + day]! -= 1;
    return p;
  }

  /** a room this person sits in that day (for fewer room changes), if any */
  roomOfPersonOnDay(person: number, day: number): number | undefined {
    const base = person * this.slotsCount;
    for (const u of this.slotsOfDay[day]!) {
      const ci = this.personAt[base + u]!;
      if (ci) return this.placement[ci - 1]?.room;
    }
    return undefined;
  }

  /** the planned sidang holding a person or room at an overlapping time of slot t */
  holders(t: number, people: readonly number[]): Set<number> {
    const found = new Set<number>();
    for (const u of this.prep.overlapping[t]!) {
      for (const d of people) {
        const ci = this.personAt[d * this.slotsCount + u]!;
        if (ci) found.add(ci - 1);
      }
    }
    return found;
  }

  /** every planned sidang at an overlapping time of slot t */
  plannedAt(t: number): number[] {
    const found = new Set<number>();
    const R = this.prep.instance.rooms.length;
    for (const u of this.prep.overlapping[t]!)
      for (let r = 0; r < R; r++) {
        const ci = this.roomAt[r * this.slotsCount + u]!;
        if (ci) found.add(ci - 1);
      }
    return [...found];
  }

  plannedCount(): number {
    let n = 0;
    for (const p of this.placement) if (p) n++;
    return n;
  }

  maxLoad(): number {
    let m = 0;
    for (const v of this.load) if (v > m) m = v;
    return m;
  }

  snapshot(): (Placement | undefined)[] {
    return this.placement.map((p) => (p ? { ...p, examiners: [...p.examiners] } : undefined));
  }

  restore(saved: readonly (Placement | undefined)[]): void {
    for (let ci = 0; ci < this.placement.length; ci++) this.remove(ci);
    saved.forEach((p, ci) => {
      if (p) this.place(ci, p);
    });
  }
}
