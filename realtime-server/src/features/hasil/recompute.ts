import { gradeOf, type KomponenFrozen, nilaiAkhirOf, weightedTotal } from '@ujian/shared/hasil';
import type { Db } from '../../db/client';
import type { Committee, LatestScore } from './hasil-rows';
import { activeSkala } from './hasil-rows';

export type Outcome = {
  /** examiners without scores yet */
  missing: Committee;
  nilaiAkhir: string | null;
  huruf: string | null;
  lulus: boolean | null;
};

/**
 * The final score and grade from the current scores: the mean of every examiner's weighted total,
 * rounded half up to 2 decimals, only once every examiner has scored.
 */
export async function outcomeOf(
  db: Db,
  komponen: KomponenFrozen[],
  committee: Committee,
  scores: Map<string, Pick<LatestScore, 'nilai'>>,
): Promise<Outcome> {
  const missing = committee.filter((m) => !scores.has(m.dosenUuid));
  if (committee.length === 0 || missing.length > 0) return { missing, nilaiAkhir: null, huruf: null, lulus: null };
  const totals = committee.map((m) => weightedTotal(scores.get(m.dosenUuid)!.nilai, komponen));
  const nilaiAkhir = nilaiAkhirOf(totals)!;
  const grade = gradeOf(nilaiAkhir, await activeSkala(db));
  return { missing, nilaiAkhir: nilaiAkhir.toFixed(2), huruf: grade?.huruf ?? null, lulus: grade ? grade.lulus : null };
}
