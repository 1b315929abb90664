import { AppError } from '@ujian/shared/errors';
import type { CheckResult, Clash, KomiteSeat } from '@ujian/shared/jadwal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waktuUjian } from '../../db/schema/master';
import { jakartaInstant } from '../../lib/jakarta-time';
import { pengaturanOf } from '../pengaturan/pengaturan';
import { type CheckFacts, loadCheckFacts } from './check-facts';
import { dosenBusy } from './rules/dosen-busy';
import { dosenInactive } from './rules/dosen-inactive';
import { dosenLoad } from './rules/dosen-load';
import { dosenUnavailable } from './rules/dosen-unavailable';
import { externalBlock } from './rules/external-block';
import { komiteDuplicate } from './rules/komite-duplicate';
import { komiteIncomplete } from './rules/komite-incomplete';
import { noPlace } from './rules/no-place';
import { outsidePeriode } from './rules/outside-periode';
import { past } from './rules/past';
import { pembimbingAsPenguji } from './rules/pembimbing-as-penguji';
import { ruanganBusy } from './rules/ruangan-busy';
import { ruanganInactive } from './rules/ruangan-inactive';
import type { Candidate, CheckContext, Rule } from './rules/types';

export const DEFAULT_MAX_SIDANG_PER_HARI = 4;

/** The hard rules (a clash refuses the write) in the order their clashes are listed. */
export const hardRules: readonly Rule[] = [
  komiteDuplicate,
  komiteIncomplete,
  pembimbingAsPenguji,
  dosenInactive,
  ruanganInactive,
  noPlace,
  past,
  outsidePeriode,
  ruanganBusy,
  dosenBusy,
  externalBlock,
  dosenUnavailable,
];
export const softRules: readonly Rule[] = [dosenLoad];

export type CheckInput = Omit<Candidate, 'mulai' | 'selesai'>;
export type CheckOptions = {
  now: Date;
  /** PUBLISH: KOMITE_INCOMPLETE applies */
  publishing?: boolean;
  /** the row is terjadwal: a patch is a reschedule (KOMITE_INCOMPLETE, NO_PLACE apply) */
  published?: boolean;
  maxSidangPerHari?: number;
};

/** The real instants of a waktu ujian on a date in Asia/Jakarta (UTC+7, no DST). */
export function instantsOf(tanggal: string, waktu: { mulai: string; selesai: string }) {
  return { mulai: jakartaInstant(tanggal, waktu.mulai), selesai: jakartaInstant(tanggal, waktu.selesai) };
}

/** Instants of `tanggal` + slot (null while either is missing); 400 for an unknown slot. */
export async function slotOf(db: Db, tanggal: string | null, waktuUjianUuid: string | null) {
  if (!tanggal || !waktuUjianUuid) return { mulai: null, selesai: null };
  const [waktu] = await db
    .select({ mulai: waktuUjian.mulai, selesai: waktuUjian.selesai })
    .from(waktuUjian)
    .where(eq(waktuUjian.uuid, waktuUjianUuid));
  if (!waktu)
    throw new AppError('VALIDATION_FAILED', 'Unknown waktu ujian.', {
      fields: { waktuUjianUuid: 'Unknown waktu ujian.' },
    });
  return instantsOf(tanggal, waktu);
}

/** 400 when a seat's peran is given twice (one dosen per peran). */
export function assertSeatsValid(komite: readonly KomiteSeat[]): void {
  const seen = new Set<string>();
  for (const k of komite) {
    if (seen.has(k.peran))
      throw new AppError('VALIDATION_FAILED', `The seat ${k.peran} is given twice.`, {
        fields: { komite: `The seat ${k.peran} is given twice.` },
      });
    seen.add(k.peran);
  }
}

/**
 * Every hard and soft rule against a placement, without saving (the form's live check, and the write
 * paths inside their transaction after locking; the automatic scheduler's apply reuses it). The
 * database is read once (`loadCheckFacts`: one statement), then each rule is a plain function over
 * those facts.
 */
export async function checkJadwal(db: Db, input: CheckInput, options: CheckOptions): Promise<CheckResult> {
  return evaluateJadwal(await loadCheckFacts(db, input), input, options);
}

/** The rules over facts already loaded for `input` (400 for an unknown waktu ujian). */
export function evaluateJadwal(facts: CheckFacts, input: CheckInput, options: CheckOptions): CheckResult {
  if (input.tanggal && input.waktuUjianUuid && !facts.waktu)
    throw new AppError('VALIDATION_FAILED', 'Unknown waktu ujian.', {
      fields: { waktuUjianUuid: 'Unknown waktu ujian.' },
    });
  const slot = input.tanggal && facts.waktu ? instantsOf(input.tanggal, facts.waktu) : { mulai: null, selesai: null };
  const dosenNama = new Map<string, string>([
    ...facts.pembimbing.map((p) => [p.dosenUuid, p.nama] as [string, string]),
    ...facts.dosen.map((d) => [d.uuid, d.nama] as [string, string]),
  ]);
  const ctx: CheckContext = {
    facts,
    now: options.now,
    candidate: { ...input, ...slot },
    pembimbing: facts.pembimbing,
    dosenNama,
    publishing: options.publishing ?? false,
    published: options.published ?? false,
    // the institution's setting (/pengaturan), unless the caller fixed it
    maxSidangPerHari: options.maxSidangPerHari ?? pengaturanOf(facts.pengaturan).maxSidangPerHari,
  };
  const clashes: Clash[] = hardRules.flatMap((rule) => rule(ctx));
  const warnings: Clash[] = softRules.flatMap((rule) => rule(ctx));
  return { ok: clashes.length === 0, clashes, warnings };
}

export function scheduleClash(result: CheckResult): AppError {
  const first = result.clashes[0]?.message ?? 'The schedule clashes.';
  return new AppError('SCHEDULE_CLASH', `The schedule clashes: ${first}`, {
    extra: { clashes: result.clashes, warnings: result.warnings },
  });
}
