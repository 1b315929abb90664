import { type AutoInstance, type AutoSidang, personBusy, type UnplannedReason } from './auto-types';
import { blockedSlots, slotGeometry } from './slot-geometry';

export type Candidate = {
  sidang: number;
  /** slots where its people are free, a room is free and enough examiners are free */
  slots: number[];
  /** people who must be there: named committee members, and supervisors when they attend */
  required: number[];
};

export type Prepared = {
  instance: AutoInstance;
  overlapping: number[][];
  points: number[][];
  dosenIndex: Map<string, number>;
  personBlocked: Uint8Array[];
  roomBlocked: Uint8Array[];
  candidates: Candidate[];
  /** sidang that cannot be placed even alone, with why */
  impossible: { sidang: number; reasons: UnplannedReason[] }[];
};

const names = (instance: AutoInstance, people: number[]) =>
  people.map((d) => instance.dosen[d]?.nama ?? '?').join(', ');

/**
 * What each sidang could do on its own: the slots left after its people's calendars, the rooms and the
 * examiner pool. Whatever is impossible here gets its reason now and never enters a model.
 */
export function prepare(instance: AutoInstance): Prepared {
  const { overlapping, points } = slotGeometry(instance.slots);
  const dosenIndex = new Map(instance.dosen.map((d, i) => [d.id, i]));
  const personBlocked = instance.dosen.map((d) => blockedSlots(personBusy(d), overlapping));
  const roomBlocked = instance.rooms.map((r) => blockedSlots(r.busy, overlapping));
  const slotCount = instance.slots.length;
  const roomFree = Array.from({ length: slotCount }, (_, t) => roomBlocked.some((b) => b[t] === 0));
  const candidates: Candidate[] = [];
  const impossible: Prepared['impossible'] = [];

  instance.sidang.forEach((s, si) => {
    const required = requiredPeople(instance, s, dosenIndex);
    const reasons = explainAlone(instance, s, required, { personBlocked, roomFree, dosenIndex, slotCount });
    if ('reasons' in reasons) impossible.push({ sidang: si, reasons: reasons.reasons });
    else candidates.push({ sidang: si, slots: reasons.slots, required });
  });
  return { instance, overlapping, points, dosenIndex, personBlocked, roomBlocked, candidates, impossible };
}

function requiredPeople(instance: AutoInstance, s: AutoSidang, dosenIndex: Map<string, number>): number[] {
  const ids = new Set(s.komite.map((k) => k.dosenId));
  if (instance.pembimbingHadir) for (const p of s.pembimbing) ids.add(p);
  return [...ids].flatMap((id) => {
    const i = dosenIndex.get(id);
    return i === undefined ? [] : [i];
  });
}

function explainAlone(
  instance: AutoInstance,
  s: AutoSidang,
  required: number[],
  ctx: { personBlocked: Uint8Array[]; roomFree: boolean[]; dosenIndex: Map<string, number>; slotCount: number },
): { slots: number[] } | { reasons: UnplannedReason[] } {
  const all = Array.from({ length: ctx.slotCount }, (_, t) => t);
  const freeOf = (d: number) => all.filter((t) => ctx.personBlocked[d]?.[t] === 0);
  const unavailable = required.filter((d) => freeOf(d).length === 0);
  if (unavailable.length > 0) {
    return {
      reasons: unavailable.map((d) => ({
        code: 'PERSON_UNAVAILABLE' as const,
        message: `${instance.dosen[d]?.nama} has no free slot in the chosen dates.`,
        dosenUuid: instance.dosen[d]?.id,
      })),
    };
  }
  const common = all.filter((t) => required.every((d) => ctx.personBlocked[d]?.[t] === 0));
  if (common.length === 0) {
    return {
      reasons: [
        {
          code: 'NO_COMMON_SLOT',
          message: `${names(instance, required)} share no free slot in the chosen dates.`,
          dosenUuids: required.map((d) => instance.dosen[d]!.id),
        },
      ],
    };
  }
  const withRoom = common.filter((t) => ctx.roomFree[t]);
  if (withRoom.length === 0) {
    return { reasons: [{ code: 'NO_ROOM', message: 'No room is free in any slot its people share.' }] };
  }
  const requiredSet = new Set(required);
  const pool = s.eligible.flatMap((id) => {
    const d = ctx.dosenIndex.get(id);
    return d === undefined || requiredSet.has(d) ? [] : [d];
  });
  if (pool.length < s.seats.length) {
    return {
      reasons: [
        {
          code: 'NO_EXAMINER',
          message: `${s.seats.length} committee seat(s) to fill but only ${pool.length} eligible lecturer(s).`,
        },
      ],
    };
  }
  const slots = withRoom.filter((t) => pool.filter((d) => ctx.personBlocked[d]?.[t] === 0).length >= s.seats.length);
  if (slots.length === 0) {
    return {
      reasons: [
        {
          code: 'NO_EXAMINER',
          message: 'Not enough eligible examiners are free in the slots its people share.',
        },
      ],
    };
  }
  return { slots };
}
