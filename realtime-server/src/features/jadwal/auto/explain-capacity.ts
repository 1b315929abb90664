import type { UnplannedReason } from './auto-types';
import type { Prepared } from './feasibility';

/**
 * Why a sidang that fits alone was left out of the plan: for each of its possible slots, what the
 * plan had already given away there (a room count, one of its people, the free examiners). The
 * resource that blocks most of its slots is named, with the planned sidang that hold it.
 */
export function explainCapacity(prep: Prepared, ci: number, placed: Map<number, number>): UnplannedReason {
  const { instance, overlapping } = prep;
  const c = prep.candidates[ci]!;
  const blockers = new Map<string, { slots: number; competing: Set<string>; tanggal: Set<string> }>();
  const note = (key: string, t: number, other: number) => {
    const entry = blockers.get(key) ?? { slots: 0, competing: new Set<string>(), tanggal: new Set<string>() };
    entry.slots += 1;
    entry.competing.add(instance.sidang[prep.candidates[other]!.sidang]!.id);
    entry.tanggal.add(instance.slots[t]!.tanggal);
    blockers.set(key, entry);
  };
  for (const t of c.slots) {
    const here = [...placed.entries()].filter(([other, u]) => other !== ci && overlapping[t]!.includes(u));
    const holder = here.find(([other]) => prep.candidates[other]!.required.some((d) => c.required.includes(d)));
    if (holder) {
      const d = prep.candidates[holder[0]]!.required.find((p) => c.required.includes(p))!;
      note(`person|${d}`, t, holder[0]);
      continue;
    }
    const other = here[0];
    if (!other) continue;
    const roomsFree = prep.roomBlocked.filter((b) => b[t] === 0).length;
    note(here.length >= roomsFree ? 'rooms' : 'examiners', t, other[0]);
  }
  const [key, top] = [...blockers.entries()].sort((a, b) => b[1].slots - a[1].slots)[0] ?? [];
  if (!key || !top) {
    return { code: 'CAPACITY', message: 'It fits alone, but not together with the others in the chosen dates.' };
  }
  const competing = [...top.competing].slice(0, 10);
  if (key.startsWith('person|')) {
    const dosen = instance.dosen[Number(key.slice(7))]!;
    return {
      code: 'CAPACITY',
      message: `${dosen.nama} has no free slot left: their free slots are taken by other sidang.`,
      dosenUuid: dosen.id,
      resource: { kind: 'person', dosenUuid: dosen.id },
      competing,
    };
  }
  const days = [...top.tanggal].sort();
  if (key === 'examiners') {
    return {
      code: 'CAPACITY',
      message: `Its examiners run out on ${days.join(', ')}: the eligible lecturers free in its slots sit in other sidang.`,
      resource: { kind: 'examiners', tanggal: days },
      competing,
    };
  }
  return {
    code: 'CAPACITY',
    message: `Rooms run out on ${days.join(', ')}: every room is taken in the slots its people share.`,
    resource: { kind: 'rooms', tanggal: days },
    competing,
  };
}
