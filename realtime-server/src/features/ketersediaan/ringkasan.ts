import { AppError } from '@ujian/shared/errors';
import type { RingkasanQuery, RingkasanRow } from '@ujian/shared/ketersediaan';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ketersediaanPerubahan } from '../../db/schema/ketersediaan';
import { dosen } from '../../db/schema/master';
import type { AuthContext } from '../auth/auth-context';
import { abilityWhere } from '../pengajuan/ability-sql';
import { ketersediaanFields } from './ketersediaan-access';
import { dayRange, ketersediaanOccurrences } from './occurrences';

export type RingkasanEntry = RingkasanRow & { userId: number | null };

/**
 * Per active lecturer the caller may see (a koordinator: their prodi), the number of block
 * occurrences and the hours unavailable in the range, and when their blocks last changed: who has
 * entered nothing stands out.
 */
export async function ringkasanKetersediaan(
  db: Db,
  auth: AuthContext,
  query: RingkasanQuery,
): Promise<RingkasanEntry[]> {
  if (query.to < query.from)
    throw new AppError('VALIDATION_FAILED', ketersediaanMessages.rangeReversed, {
      fields: { to: ketersediaanMessages.rangeReversed },
    });
  if (Date.parse(query.to) - Date.parse(query.from) > 366 * 86_400_000)
    throw new AppError('VALIDATION_FAILED', ketersediaanMessages.rangeTooLong, {
      fields: { to: ketersediaanMessages.rangeTooLong },
    });
  const people = await db
    .select({ uuid: dosen.uuid, nama: dosen.nama, userId: dosen.userId, diperbaruiAt: ketersediaanPerubahan.diubahAt })
    .from(dosen)
    .leftJoin(ketersediaanPerubahan, eq(ketersediaanPerubahan.dosenUuid, dosen.uuid))
    .where(
      and(
        eq(dosen.active, true),
        abilityWhere(auth.ability, 'read', 'ketersediaan', ketersediaanFields),
        query.prodiUuid ? eq(dosen.prodiUuid, query.prodiUuid) : undefined,
      ),
    )
    .orderBy(asc(dosen.nama), asc(dosen.uuid));
  const range = dayRange(query.from, query.to);
  const occurrences = await ketersediaanOccurrences(db, { ...range, dosenUuids: people.map((p) => p.uuid) });
  const stats = new Map<string, { blok: number; ms: number }>();
  for (const o of occurrences) {
    const s = stats.get(o.dosenUuid) ?? { blok: 0, ms: 0 };
    s.blok += 1;
    // hours inside the range only
    s.ms += Math.min(o.selesai.getTime(), range.to.getTime()) - Math.max(o.mulai.getTime(), range.from.getTime());
    stats.set(o.dosenUuid, s);
  }
  return people.map((p) => {
    const s = stats.get(p.uuid);
    const at = p.diperbaruiAt as Date | string | null;
    return {
      dosenUuid: p.uuid,
      nama: p.nama,
      userId: p.userId,
      blok: s?.blok ?? 0,
      jam: Math.round(((s?.ms ?? 0) / 3_600_000) * 100) / 100,
      diperbaruiAt: at ? new Date(at).toISOString() : null,
    };
  });
}
