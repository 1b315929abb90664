import type { JadwalRow, JadwalStatus } from '@ujian/shared/jadwal';
import { formatDay, formatInstant, formatShortDay, formatSidangTime } from '../../lib/format-date';
import type { Slot } from './schedule-grid';

/** Mantine colour per jadwal state. */
export const statusColor: Record<JadwalStatus, string> = {
  draft: 'gray',
  terjadwal: 'blue',
  berlangsung: 'orange',
  selesai: 'green',
  dibatalkan: 'red',
};

/** "08:00–10:00 WIB" on the institution's clock, or null without a time. */
export function timeRange(row: Pick<JadwalRow, 'mulai' | 'selesai'>): string | null {
  if (!row.mulai || !row.selesai) return null;
  return formatSidangTime(row.mulai, row.selesai);
}

/** A session's own hours, "08:00–10:00 WIB" (they are institution hours, never the reader's). */
export function slotTimes(slot: Pick<Slot, 'mulai' | 'selesai'>): string {
  return `${slot.mulai}–${slot.selesai} WIB`;
}

/** A `YYYY-MM-DD` as a long date in the reader's language ("Rabu, 2 Desember 2026"). */
export function longDate(date: string, locale: string, style: 'full' | 'medium' = 'full'): string {
  return formatDay(date, locale, style);
}

export function shortDay(date: string, locale: string): string {
  return formatShortDay(date, locale);
}

export function instantText(iso: string, locale: string): string {
  return formatInstant(iso, locale);
}

/** The student's name with their number, as lists and dialogs name a sidang. */
export function studentLabel(row: { mahasiswa: { fullName: string; nomorInduk: string | null } }): string {
  return row.mahasiswa.nomorInduk ? `${row.mahasiswa.fullName} (${row.mahasiswa.nomorInduk})` : row.mahasiswa.fullName;
}

const TIMES_AT_END = /\s*\(?\s*\d{1,2}[:.]\d{2}\s*[-–]\s*\d{1,2}[:.]\d{2}\s*\)?\s*$/;

/** "Sesi 1" from "Sesi 1 (08:00-10:00)": the hours are shown once, by `slotTimes`, with their zone. */
export function slotName(slot: Pick<Slot, 'nama' | 'mulai'>): string {
  if (!slot.nama.includes(slot.mulai)) return slot.nama;
  return slot.nama.replace(TIMES_AT_END, '').trim() || slot.nama;
}

/** "Sesi 1 (08:00–10:00 WIB)": a slot's name with its hours, said once. */
export function slotLabel(slot: Pick<Slot, 'nama' | 'mulai' | 'selesai'>): string {
  return `${slotName(slot)} (${slotTimes(slot)})`;
}

/** `webcal://` for the same feed: calendar apps subscribe to it instead of downloading once. */
export function webcalOf(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
