import type { Pengajuan } from '@ujian/shared/pengajuan';
import { z } from 'zod';

/**
 * The part of a jadwal sidang row (CONTRACT.md "Jadwal sidang") the student's home shows. Read
 * leniently: a row that does not fit is left out rather than breaking the home.
 */
export const homeJadwalSchema = z.object({
  uuid: z.string(),
  pengajuanUuid: z.string().optional(),
  status: z.string(),
  tanggal: z.string().nullable().optional(),
  mulai: z.string().nullable().optional(),
  selesai: z.string().nullable().optional(),
  ruanganNama: z.string().nullable().optional(),
  onlineUrl: z.string().nullable().optional(),
});
export type HomeJadwal = z.infer<typeof homeJadwalSchema>;

/** The rows of a `GET /jadwal-sidang?mine=1` answer that can be read; anything else gives none. */
export function jadwalRowsOf(body: unknown): HomeJadwal[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = homeJadwalSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Statuses in which a jadwal is still ahead of the student (published, or under way now). */
const upcomingStatuses = new Set(['terjadwal', 'berlangsung']);

/**
 * The student's next sidang: the earliest published one that has not ended by `now`. A row without a
 * start time cannot be shown as "next" and is left out.
 */
export function nextSidangOf(rows: HomeJadwal[], now: Date): HomeJadwal | null {
  const ahead = rows
    .filter((r) => upcomingStatuses.has(r.status) && r.mulai)
    .filter((r) => Date.parse(r.selesai ?? r.mulai ?? '') >= now.getTime())
    .sort((a, b) => Date.parse(a.mulai ?? '') - Date.parse(b.mulai ?? ''));
  return ahead[0] ?? null;
}

type Row = Pick<Pengajuan, 'status' | 'hasil'>;

export type HomeResult =
  | { kind: 'graduated' }
  | { kind: 'hasil'; hasil: NonNullable<Pengajuan['hasil']> }
  | { kind: 'none' };

/**
 * The student's result as far as it is known: graduated once a yudisium is `selesai`, else the
 * sidang's hasil once it is recorded (newest pengajuan first, as the lists come), else none yet.
 */
export function resultOf(sidang: Row[], yudisium: Row[]): HomeResult {
  if (yudisium.some((r) => r.status === 'selesai')) return { kind: 'graduated' };
  const done = sidang.find((r) => r.status === 'selesai' && r.hasil);
  return done?.hasil ? { kind: 'hasil', hasil: done.hasil } : { kind: 'none' };
}
