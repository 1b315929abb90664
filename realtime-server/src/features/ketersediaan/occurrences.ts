import { expandOccurrences, type Occurrence } from '@ujian/shared/ketersediaan';
import { and, gt, gte, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ketersediaan } from '../../db/schema/ketersediaan';
import { jakartaDateOf, jakartaInstant } from '../../lib/jakarta-time';

/** Jakarta days `from`..`to` (both included) as instants [start of from, start of the day after to). */
export function dayRange(from: string, to: string): { from: Date; to: Date } {
  return {
    from: jakartaInstant(from, '00:00'),
    to: new Date(jakartaInstant(to, '00:00').getTime() + 86_400_000),
  };
}

// the expansion itself is shared: the client draws a week's occurrences with the same function
export { expandOccurrences, type Occurrence };

/**
 * The rows that may have an occurrence in [from, to): they start before `to`, and end after `from` or
 * repeat up to a day no earlier than the day before `from` (an occurrence lasts at most 24 hours).
 */
export function mayOverlap(range: { from: Date; to: Date }): SQL {
  const k = ketersediaan;
  const fromDay = jakartaDateOf(new Date(range.from.getTime() - 86_400_000));
  return and(
    lt(k.mulai, range.to),
    or(gt(k.selesai, range.from), and(isNotNull(k.mingguanSampai), gte(k.mingguanSampai, fromDay))),
  ) as SQL;
}

/**
 * Every occurrence of every block (of `dosenUuids`, when given) that overlaps [from, to): the one
 * expansion of weekly repeats the API, the clash rule, the pickers and the automatic runs share.
 * The SQL bounds the rows by the first start and the last repeat day; the exact cut is `expandOccurrences`.
 */
export async function ketersediaanOccurrences(
  db: Db,
  range: { from: Date; to: Date; dosenUuids?: readonly string[] },
): Promise<Occurrence[]> {
  if (range.dosenUuids && range.dosenUuids.length === 0) return [];
  const k = ketersediaan;
  const rows = await db
    .select({
      uuid: k.uuid,
      dosenUuid: k.dosenUuid,
      mulai: k.mulai,
      selesai: k.selesai,
      mingguanSampai: k.mingguanSampai,
    })
    .from(k)
    .where(and(mayOverlap(range), range.dosenUuids ? inArray(k.dosenUuid, [...range.dosenUuids]) : undefined));
  return rows
    .flatMap((r) => expandOccurrences(r, range.from, range.to))
    .sort((a, b) => a.mulai.getTime() - b.mulai.getTime() || a.uuid.localeCompare(b.uuid));
}
