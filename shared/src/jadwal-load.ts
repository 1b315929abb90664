/**
 * The one rule for a lecturer's load on a day (CONTRACT.md Part 3 "One load rule"): every sidang that
 * day in which they hold a committee seat counts once and, when supervisors attend (`pembimbingHadir`;
 * the manual clash check: always), every sidang they supervise counts once too. A sidang counts once
 * per person even if they were both (the clash rules forbid that, but old rows may hold it).
 *
 * The clash check's `DOSEN_LOAD`, the `load` of `/jadwal-sidang/availability`, the automatic runs and
 * the warnings of apply all count with these functions.
 */
export type LoadSidang = {
  /** the sidang (jadwal or pengajuan) the entry belongs to: the same sidang counts once per person */
  key: string;
  tanggal: string;
  komite: readonly string[];
  pembimbing: readonly string[];
};

/** The people whose load one sidang raises, each once. */
export function loadPeopleOf(sidang: Pick<LoadSidang, 'komite' | 'pembimbing'>, pembimbingHadir: boolean): string[] {
  return [...new Set(pembimbingHadir ? [...sidang.komite, ...sidang.pembimbing] : sidang.komite)];
}

/** Load per lecturer per day: `dosenUuid -> tanggal -> n`. */
export function dailyLoad(sidang: readonly LoadSidang[], pembimbingHadir: boolean): Map<string, Map<string, number>> {
  const seen = new Set<string>();
  const load = new Map<string, Map<string, number>>();
  for (const s of sidang) {
    for (const person of loadPeopleOf(s, pembimbingHadir)) {
      const once = `${s.key}|${person}`;
      if (seen.has(once)) continue;
      seen.add(once);
      const days = load.get(person) ?? new Map<string, number>();
      days.set(s.tanggal, (days.get(s.tanggal) ?? 0) + 1);
      load.set(person, days);
    }
  }
  return load;
}

/** Whether one more sidang on a day that already holds `load` of theirs goes past the daily maximum. */
export function overDailyLoad(load: number, maxSidangPerHari: number): boolean {
  return load + 1 > maxSidangPerHari;
}
