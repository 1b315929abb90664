import type { AutoInstance, AutoSidang, Peran } from './auto-types';

/** mulberry32: a small seeded generator, so an instance is the same on every machine */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type InstanceSize = {
  sidang: number;
  dosen: number;
  rooms: number;
  days?: number;
  slotsPerDay?: number;
  prodi?: number;
  /** share of each lecturer's slots already blocked */
  blocked?: number;
  seats?: Peran[];
  /** the committee is already named in every draft (`named` people from the pool), nothing left to fill */
  named?: number;
};

/**
 * A faculty-like instance: lecturers spread over prodi, each with about 15% of slots blocked; each
 * sidang has one or two supervisors of its prodi who attend; the run chooses a ketua and a penguji 1
 * from the same prodi (or, with `named`, the drafts already name the whole committee).
 */
export function generateInstance(size: InstanceSize, seed = 1): AutoInstance {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const days = size.days ?? 5;
  const perDay = size.slotsPerDay ?? 8;
  const prodi = size.prodi ?? 4;
  const blockedShare = size.blocked ?? 0.15;
  const monday = Date.UTC(2027, 1, 1, 1, 0); // 08:00 in Jakarta
  const slots = Array.from({ length: days * perDay }, (_, i) => {
    const day = Math.floor(i / perDay);
    const start = monday + day * 86_400_000 + (i % perDay) * 3_600_000;
    const tanggal = new Date(monday + day * 86_400_000).toISOString().slice(0, 10);
    return { id: `slot-${i}`, tanggal, waktuUjianId: `w-${i % perDay}`, start, end: start + 3_600_000 };
  });
  const rooms = Array.from({ length: size.rooms }, (_, i) => ({
    id: `room-${i}`,
    nama: `Ruang ${i + 1}`,
    busy: slots.flatMap((_, t) => (random() < 0.05 ? [t] : [])),
  }));
  const dosenProdi = Array.from({ length: size.dosen }, (_, i) => i % prodi);
  const dosen = dosenProdi.map((_, i) => ({
    id: `dosen-${i}`,
    nama: `Dosen ${i + 1}`,
    busy: slots.flatMap((_, t) => (random() < blockedShare ? [t] : [])),
    load: 0,
  }));
  const ofProdi = (p: number) => dosen.filter((_, i) => dosenProdi[i] === p).map((d) => d.id);
  const sidang: AutoSidang[] = Array.from({ length: size.sidang }, (_, i) => {
    const p = Math.floor(random() * prodi);
    const pool = ofProdi(p);
    const first = pick(pool);
    const pembimbing = random() < 0.5 ? [first] : [first, pick(pool.filter((d) => d !== first))];
    const eligible = pool.filter((d) => !pembimbing.includes(d));
    if (size.named) {
      const roles: Peran[] = ['ketua', 'penguji1', 'penguji2', 'sekretaris'];
      const chosen: string[] = [];
      while (chosen.length < Math.min(size.named, eligible.length)) {
        const d = pick(eligible);
        if (!chosen.includes(d)) chosen.push(d);
      }
      return {
        id: `sidang-${i}`,
        label: `Sidang ${i + 1}`,
        pembimbing,
        komite: chosen.map((dosenId, k) => ({ dosenId, peran: roles[k]! })),
        seats: [],
        eligible: [],
      };
    }
    return {
      id: `sidang-${i}`,
      label: `Sidang ${i + 1}`,
      pembimbing,
      komite: [],
      seats: size.seats ?? ['ketua', 'penguji1'],
      eligible,
    };
  });
  return { slots, rooms, dosen, sidang, pembimbingHadir: true, maxPerDay: 4 };
}
