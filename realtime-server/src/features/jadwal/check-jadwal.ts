import { AppError } from '@ujian/shared/errors';
import type { CheckResult, Clash, KomiteSeat } from '@ujian/shared/jadwal';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, waktuUjian } from '../../db/schema/master';
import { jakartaInstant } from '../../lib/jakarta-time';
import { loadPengaturan } from '../pengaturan/pengaturan';
import { pembimbingOf } from './jadwal-rows';
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
  /** `db` is a transaction: its one connection takes the rules one after another */
  inTransaction?: boolean;
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
 * paths inside their transaction after locking; the automatic scheduler's apply reuses it).
 */
export async function checkJadwal(db: Db, input: CheckInput, options: CheckOptions): Promise<CheckResult> {
  const slot = await slotOf(db, input.tanggal, input.waktuUjianUuid);
  const candidate: Candidate = { ...input, ...slot };
  const pembimbing = (await pembimbingOf(db, [input.pengajuanUuid])).get(input.pengajuanUuid) ?? [];
  const komiteIds = [...new Set(input.komite.map((k) => k.dosenUuid))];
  const names =
    komiteIds.length > 0
      ? await db.select({ uuid: dosen.uuid, nama: dosen.nama }).from(dosen).where(inArray(dosen.uuid, komiteIds))
      : [];
  const dosenNama = new Map<string, string>([
    ...pembimbing.map((p) => [p.dosenUuid, p.nama] as [string, string]),
    ...names.map((n) => [n.uuid, n.nama] as [string, string]),
  ]);
  const ctx: CheckContext = {
    db,
    now: options.now,
    candidate,
    pembimbing,
    dosenNama,
    publishing: options.publishing ?? false,
    published: options.published ?? false,
    // the institution's setting (/pengaturan), unless the caller fixed it
    maxSidangPerHari: options.maxSidangPerHari ?? (await loadPengaturan(db)).maxSidangPerHari,
  };
  // the rules only read: on a pool they run side by side; a transaction has one connection, and
  // queueing queries on a busy pg client is deprecated (and gone in pg 9), so there one at a time
  let hard: Clash[][];
  let soft: Clash[][];
  if (options.inTransaction) {
    hard = [];
    for (const rule of hardRules) hard.push(await rule(ctx));
    soft = [];
    for (const rule of softRules) soft.push(await rule(ctx));
  } else {
    [hard, soft] = await Promise.all([
      Promise.all(hardRules.map((rule) => rule(ctx))),
      Promise.all(softRules.map((rule) => rule(ctx))),
    ]);
  }
  const clashes: Clash[] = hard.flat();
  const warnings: Clash[] = soft.flat();
  return { ok: clashes.length === 0, clashes, warnings };
}

export function scheduleClash(result: CheckResult): AppError {
  const first = result.clashes[0]?.message ?? 'The schedule clashes.';
  return new AppError('SCHEDULE_CLASH', `The schedule clashes: ${first}`, {
    extra: { clashes: result.clashes, warnings: result.warnings },
  });
}
