import type { AutoPlanned, AutoReason, AutoRun } from '@ujian/shared/jadwal-auto';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Days of the plan in order. */
export function planDays(planned: readonly AutoPlanned[]): string[] {
  return [...new Set(planned.map((p) => p.tanggal))].sort();
}

/** One day as a room x slot board: `cells[ruanganUuid][waktuUjianUuid]` is the sidang placed there. */
export function boardOf(
  run: Pick<AutoRun, 'planned' | 'names'>,
  tanggal: string,
): { rooms: string[]; slots: string[]; cells: Record<string, Record<string, AutoPlanned>> } {
  const day = run.planned.filter((p) => p.tanggal === tanggal);
  const cells: Record<string, Record<string, AutoPlanned>> = {};
  for (const p of day) {
    const row = cells[p.ruanganUuid] ?? {};
    row[p.waktuUjianUuid] = p;
    cells[p.ruanganUuid] = row;
  }
  const byName = (names: Record<string, string>) => (a: string, b: string) =>
    (names[a] ?? a).localeCompare(names[b] ?? b);
  const rooms = [...new Set(day.map((p) => p.ruanganUuid))].sort(byName(run.names.ruangan));
  const slots = [...new Set(day.map((p) => p.waktuUjianUuid))].sort((a, b) =>
    (run.names.waktuUjian[a]?.mulai ?? a).localeCompare(run.names.waktuUjian[b]?.mulai ?? b),
  );
  return { rooms, slots, cells };
}

export type DosenLoad = { dosenUuid: string; nama: string; seats: number; days: number };

/** Committee seats per lecturer in the (selected part of the) plan, the busiest first. */
export function loadPerDosen(
  run: Pick<AutoRun, 'planned' | 'names'>,
  include: (p: AutoPlanned) => boolean,
): DosenLoad[] {
  const seats = new Map<string, { seats: number; days: Set<string> }>();
  for (const p of run.planned.filter(include))
    for (const k of p.komite) {
      const entry = seats.get(k.dosenUuid) ?? { seats: 0, days: new Set<string>() };
      entry.seats += 1;
      entry.days.add(p.tanggal);
      seats.set(k.dosenUuid, entry);
    }
  return [...seats.entries()]
    .map(([dosenUuid, v]) => ({
      dosenUuid,
      nama: run.names.dosen[dosenUuid] ?? dosenUuid,
      seats: v.seats,
      days: v.days.size,
    }))
    .sort((a, b) => b.seats - a.seats || a.nama.localeCompare(b.nama));
}

export type Verdict = 'proven' | 'good' | 'stopped' | 'fallback' | 'nothing' | 'failed';

/**
 * What a finished run's status means for the coordinator: proven best, a good plan not proven best,
 * stopped at the time limit, or the quick plan the run fell back to when the solver broke off.
 */
export function verdictOf(run: Pick<AutoRun, 'status' | 'stats'>): Verdict | undefined {
  if (run.status === 'failed') return 'failed';
  if (run.status === 'infeasible') return 'nothing';
  if (run.stats.fallback) return 'fallback';
  if (run.status === 'optimal') return 'proven';
  if (run.status === 'feasible') return 'good';
  if (run.status === 'timeout') return 'stopped';
  return undefined;
}

/** "Planned 148 of 150; at most 149 can be planned", or that no plan can hold more. */
export function boundText(t: Translate, run: Pick<AutoRun, 'planned' | 'unplanned' | 'stats'>): string {
  const planned = run.planned.length;
  const total = run.planned.length + run.unplanned.length;
  const bound = Math.min(total, Math.max(planned, run.stats.plannedBound));
  if (planned === total) return t('bound.all', { count: total });
  if (bound === planned) return t('bound.proven', { planned, total });
  return t('bound.atMost', { planned, total, bound });
}

/** A reason of the solver in words a coordinator can act on, names instead of ids. */
export function reasonText(t: Translate, reason: AutoReason, names: AutoRun['names']): string {
  const dosen = (id: string | undefined) => (id ? (names.dosen[id] ?? '?') : '?');
  const people = (reason.dosenUuids ?? (reason.dosenUuid ? [reason.dosenUuid] : [])).map(dosen).join(', ');
  const competing = (reason.competing ?? []).map((uuid) => names.pengajuan[uuid]?.mahasiswa ?? '?').join(', ');
  switch (reason.code) {
    case 'NO_COMMON_SLOT':
      return t('reasons.NO_COMMON_SLOT', { people });
    case 'PERSON_UNAVAILABLE':
      return t('reasons.PERSON_UNAVAILABLE', { person: people || dosen(reason.dosenUuid) });
    case 'NO_ROOM':
      return t('reasons.NO_ROOM');
    case 'NO_EXAMINER':
      return t('reasons.NO_EXAMINER');
    case 'TIME_LIMIT':
      return t('reasons.TIME_LIMIT');
    case 'CAPACITY': {
      const resource = reason.resource;
      const what =
        resource?.kind === 'rooms'
          ? t('reasons.capacityRooms', { dates: (resource.tanggal ?? []).join(', ') })
          : resource?.kind === 'person'
            ? t('reasons.capacityPerson', { person: dosen(resource.dosenUuid) })
            : resource?.kind === 'examiners'
              ? t('reasons.capacityExaminers', { dates: (resource.tanggal ?? []).join(', ') })
              : t('reasons.capacityTogether');
      return competing ? `${what} ${t('reasons.competing', { names: competing })}` : what;
    }
  }
}

/** The settings of a run again with one repair applied: a day added to the range, or a room to the rooms. */
export function withRepair<T extends { from?: string; to?: string; dates?: string[]; ruanganUuids?: string[] }>(
  body: T,
  change: { tanggal?: string; ruanganUuid?: string },
): T {
  const next = { ...body };
  if (change.tanggal) {
    const day = change.tanggal;
    if (next.dates) next.dates = [...new Set([...next.dates, day])].sort();
    else {
      if (next.from && day < next.from) next.from = day;
      if (next.to && day > next.to) next.to = day;
    }
  }
  if (change.ruanganUuid && next.ruanganUuids && !next.ruanganUuids.includes(change.ruanganUuid))
    next.ruanganUuids = [...next.ruanganUuids, change.ruanganUuid];
  return next;
}
