import type { Clash, KomiteSeat } from '@ujian/shared/jadwal';
import type { CheckFacts } from '../check-facts';

/** A placement to check: a stored row (with `uuid`) or one being typed. */
export type Candidate = {
  /** the jadwal itself, left out of every overlap */
  uuid?: string;
  pengajuanUuid: string;
  tanggal: string | null;
  waktuUjianUuid: string | null;
  /** real instants of the slot on `tanggal` (Asia/Jakarta); null while a draft lacks them */
  mulai: Date | null;
  selesai: Date | null;
  ruanganUuid: string | null;
  onlineUrl: string | null;
  komite: KomiteSeat[];
};

export type CheckContext = {
  /** what the database holds around the candidate's day, loaded once per check */
  facts: CheckFacts;
  now: Date;
  candidate: Candidate;
  /** the student's pembimbing: they attend, so they must be free too */
  pembimbing: Array<{ dosenUuid: string; nama: string }>;
  /** names of the committee's dosen (and pembimbing), for messages */
  dosenNama: Map<string, string>;
  /** the hard rules that only hold at PUBLISH (and on a published row) apply */
  publishing: boolean;
  /** the row is `terjadwal` (a patch is a reschedule) */
  published: boolean;
  maxSidangPerHari: number;
};

/** A rule reads the context only (no database), so each one is a plain function over facts. */
export type Rule = (ctx: CheckContext) => Clash[];

/** Every dosen who must be free: the committee and the pembimbing, each once. */
export function involvedDosen(ctx: CheckContext): string[] {
  return [...new Set([...ctx.candidate.komite.map((k) => k.dosenUuid), ...ctx.pembimbing.map((p) => p.dosenUuid)])];
}

/** "08:00" in Jakarta. */
export function jakartaTime(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);
}

export function span(mulai: Date, selesai: Date): string {
  return `${jakartaTime(mulai)}–${jakartaTime(selesai)}`;
}

/**
 * A sidang lies within one day (a waktu ujian's start and end on one date), so anything overlapping
 * [mulai, selesai) starts after `mulai` minus a day: the lower bound that turns "mulai < end" into a
 * bounded range on the instants index instead of a scan of everything earlier.
 */
export const MAX_SIDANG_MS = 24 * 3_600_000;
export function earliestOverlappingStart(mulai: Date): Date {
  return new Date(mulai.getTime() - MAX_SIDANG_MS);
}

/** Whether [mulai, selesai) overlaps the candidate's slot (false while the candidate has none). */
export function overlapsCandidate(ctx: CheckContext, mulai: Date | null, selesai: Date | null): boolean {
  const c = ctx.candidate;
  if (!c.mulai || !c.selesai || !mulai || !selesai) return false;
  return mulai < c.selesai && selesai > c.mulai;
}
