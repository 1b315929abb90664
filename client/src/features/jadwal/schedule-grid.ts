import type { JadwalRow } from '@ujian/shared/jadwal';
import { institutionParts } from '../../lib/format-date';

/** A waktu ujian (time slot) as the board needs it: times are wall-clock `HH:mm` in Asia/Jakarta. */
export type Slot = { uuid: string; nama: string; mulai: string; selesai: string };
export type Room = { uuid: string; nama: string; kapasitas?: number };

/** An instant as the institution reads it: its date and minutes since midnight in Asia/Jakarta. */
export const jakartaParts = institutionParts;

export function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the date alone, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, day === 0 ? -6 : 1 - day);
}

/** Today's date in Asia/Jakarta. */
export function todayJakarta(now: Date = new Date()): string {
  return jakartaParts(now.toISOString()).date;
}

/** A live row occupies its room and people; a cancelled one frees them. */
export const isLive = (row: Pick<JadwalRow, 'status'>) => row.status !== 'dibatalkan';

/** Slots in the order of the day. */
export function sortSlots<S extends Slot>(slots: readonly S[]): S[] {
  return [...slots].sort((a, b) => minutesOf(a.mulai) - minutesOf(b.mulai) || a.nama.localeCompare(b.nama));
}

export type BoardCell = { room: Room; slot: Slot; jadwal: JadwalRow[] };
export type Board = {
  slots: Slot[];
  rows: { room: Room; cells: BoardCell[] }[];
  /** Live rows of the day held online or without a room yet (not on any room row). */
  elsewhere: JadwalRow[];
};

/**
 * The room x slot board of one day: rows = rooms, columns = waktu ujian. A cell lists the live jadwal
 * of that room whose waktu ujian is the column (more than one means a clash the server would refuse).
 */
export function buildBoard(rooms: readonly Room[], slots: readonly Slot[], jadwal: readonly JadwalRow[], day: string) {
  const ordered = sortSlots(slots);
  const ofDay = jadwal.filter((j) => isLive(j) && j.tanggal === day);
  const board: Board = {
    slots: ordered,
    rows: rooms.map((room) => ({
      room,
      cells: ordered.map((slot) => ({
        room,
        slot,
        jadwal: ofDay.filter((j) => j.ruanganUuid === room.uuid && j.waktuUjianUuid === slot.uuid),
      })),
    })),
    elsewhere: ofDay.filter((j) => !j.ruanganUuid || !rooms.some((r) => r.uuid === j.ruanganUuid)),
  };
  return board;
}

export type WeekEvent = {
  row: JadwalRow;
  /** 0 = Monday. */
  dayIndex: number;
  startMinutes: number;
  endMinutes: number;
  /** Column within overlapping events of that day, and how many columns the overlap needs. */
  lane: number;
  lanes: number;
};

export type WeekGrid = { days: string[]; startHour: number; endHour: number; events: WeekEvent[] };

/**
 * The week of `anchor` (Monday to `dayCount` days) as a time grid: each live jadwal with a time is placed
 * by its Jakarta wall-clock start and end; overlapping ones share the day's width side by side. The
 * visible hours widen to include every event (default 07:00-18:00).
 */
export function buildWeek(rows: readonly JadwalRow[], anchor: string, dayCount = 7): WeekGrid {
  const first = weekStart(anchor);
  const days = Array.from({ length: dayCount }, (_, i) => addDays(first, i));
  const placed: Omit<WeekEvent, 'lane' | 'lanes'>[] = [];
  for (const row of rows) {
    if (!row.mulai || !row.selesai) continue;
    const start = jakartaParts(row.mulai);
    const end = jakartaParts(row.selesai);
    const dayIndex = days.indexOf(start.date);
    if (dayIndex < 0) continue;
    const endMinutes = end.date === start.date ? Math.max(end.minutes, start.minutes + 15) : 24 * 60;
    placed.push({ row, dayIndex, startMinutes: start.minutes, endMinutes });
  }
  let startHour = 7;
  let endHour = 18;
  for (const e of placed) {
    startHour = Math.min(startHour, Math.floor(e.startMinutes / 60));
    endHour = Math.max(endHour, Math.ceil(e.endMinutes / 60));
  }
  const events: WeekEvent[] = [];
  for (let d = 0; d < days.length; d++) {
    const ofDay = placed
      .filter((e) => e.dayIndex === d)
      .sort((a, b) => a.startMinutes - b.startMinutes || b.endMinutes - a.endMinutes);
    // group overlapping events into clusters; inside a cluster each takes the first free lane
    let cluster: WeekEvent[] = [];
    let clusterEnd = -1;
    const flush = () => {
      const lanes = Math.max(1, ...cluster.map((e) => e.lane + 1));
      for (const e of cluster) events.push({ ...e, lanes });
      cluster = [];
    };
    for (const e of ofDay) {
      if (e.startMinutes >= clusterEnd) {
        flush();
        clusterEnd = -1;
      }
      const taken = new Set(cluster.filter((c) => c.endMinutes > e.startMinutes).map((c) => c.lane));
      let lane = 0;
      while (taken.has(lane)) lane++;
      cluster.push({ ...e, lane, lanes: 1 });
      clusterEnd = Math.max(clusterEnd, e.endMinutes);
    }
    flush();
  }
  return { days, startHour, endHour, events };
}

/** Pengajuan sidang in `diverifikasi` that still need a place: those without a live jadwal. */
export function unplaced<P extends { uuid: string }>(
  verified: readonly P[],
  jadwal: readonly Pick<JadwalRow, 'pengajuanUuid' | 'status'>[],
): P[] {
  const placed = new Set(jadwal.filter(isLive).map((j) => j.pengajuanUuid));
  return verified.filter((p) => !placed.has(p.uuid));
}
