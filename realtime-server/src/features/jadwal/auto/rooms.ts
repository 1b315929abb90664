import type { Prepared } from './feasibility';

/**
 * Rooms for the placed sidang, slot by slot in time order: the room a draft already had if it is
 * free, else the room its people were in earlier that day (fewer room changes), else the first free
 * one. Returns candidate -> room index; a candidate left without a room is missing from the map.
 */
export function assignRooms(
  prep: Prepared,
  placed: Map<number, number>,
  preferredRoom: (sidang: number) => number | undefined,
): Map<number, number> {
  const { instance, overlapping, roomBlocked } = prep;
  const order = [...placed.entries()].sort(
    ([, a], [, b]) => instance.slots[a]!.start - instance.slots[b]!.start || a - b,
  );
  const used: Map<number, number[]> = new Map(); // room -> slots it holds
  const lastRoomOfPerson = new Map<string, number>(); // `${dosen}|${tanggal}` -> room
  const result = new Map<number, number>();
  const free = (r: number, t: number) =>
    roomBlocked[r]?.[t] === 0 && !(used.get(r) ?? []).some((u) => overlapping[t]!.includes(u));

  for (const [ci, t] of order) {
    const c = prep.candidates[ci]!;
    const tanggal = instance.slots[t]!.tanggal;
    const choices = [
      preferredRoom(c.sidang),
      ...c.required.map((d) => lastRoomOfPerson.get(`${d}|${tanggal}`)),
      ...instance.rooms.map((_, r) => r),
    ];
    const room = choices.find((r): r is number => r !== undefined && free(r, t));
    if (room === undefined) continue;
    result.set(ci, room);
    used.set(room, [...(used.get(room) ?? []), t]);
    for (const d of c.required) lastRoomOfPerson.set(`${d}|${tanggal}`, room);
  }
  return result;
}
