import { AppError } from '@ujian/shared/errors';
import type { KetersediaanListQuery, KetersediaanRow } from '@ujian/shared/ketersediaan';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ketersediaan } from '../../db/schema/ketersediaan';
import { dosen } from '../../db/schema/master';
import { type EventDeps, withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { abilityWhere } from '../pengajuan/ability-sql';
import { findDosen, ketersediaanFields, ketersediaanSubject } from './ketersediaan-access';
import { announceKetersediaan } from './ketersediaan-effects';
import { ketersediaanDto } from './ketersediaan-rows';
import { dayRange, expandOccurrences, mayOverlap } from './occurrences';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Not found');

/** The blocks the caller may read with an occurrence in the range (all of them without one). */
export async function listKetersediaan(
  db: Db,
  auth: AuthContext,
  query: KetersediaanListQuery,
): Promise<{ data: KetersediaanRow[] }> {
  if (query.dosenUuid) {
    const target = await findDosen(db, query.dosenUuid);
    if (!target || !auth.ability.can('read', ketersediaanSubject(target))) throw notFound();
  }
  const range = dayRange(query.from ?? '1970-01-01', query.to ?? '9999-12-30');
  if (range.from >= range.to)
    throw new AppError('VALIDATION_FAILED', ketersediaanMessages.rangeReversed, {
      fields: { to: ketersediaanMessages.rangeReversed },
    });
  const rows = await db
    .select(getTableColumns(ketersediaan))
    .from(ketersediaan)
    .innerJoin(dosen, eq(dosen.uuid, ketersediaan.dosenUuid))
    .where(
      and(
        abilityWhere(auth.ability, 'read', 'ketersediaan', ketersediaanFields),
        query.dosenUuid ? eq(ketersediaan.dosenUuid, query.dosenUuid) : undefined,
        mayOverlap(range),
      ),
    )
    .orderBy(asc(ketersediaan.mulai), asc(ketersediaan.uuid))
    .limit(5000);
  return {
    data: rows.filter((r) => expandOccurrences(r, range.from, range.to).length > 0).map(ketersediaanDto),
  };
}

/** `DELETE /ketersediaan/:uuid`: a row the caller may not read is 404, one they may not change 403. */
export async function deleteKetersediaan(deps: EventDeps, auth: AuthContext, uuid: string): Promise<void> {
  const row = await readableBlock(deps.db, auth, uuid);
  if (!auth.ability.can('delete', ketersediaanSubject(row.owner)))
    throw new AppError('FORBIDDEN', ketersediaanMessages.notYours);
  await withEvents(deps, async (tx) => {
    const gone = await tx
      .delete(ketersediaan)
      .where(eq(ketersediaan.uuid, uuid))
      .returning({ uuid: ketersediaan.uuid });
    // a delete that lost a race with another has nothing to announce
    if (gone.length > 0) await announceKetersediaan(tx, row.owner, uuid, 'deleted');
  });
}

/** One block the caller may read, with its owner; otherwise 404. */
export async function readableBlock(db: Db, auth: AuthContext, uuid: string) {
  if (!UUID.test(uuid)) throw notFound();
  const [row] = await db
    .select({
      block: getTableColumns(ketersediaan),
      owner: { uuid: dosen.uuid, nama: dosen.nama, prodiUuid: dosen.prodiUuid, userId: dosen.userId },
    })
    .from(ketersediaan)
    .innerJoin(dosen, eq(dosen.uuid, ketersediaan.dosenUuid))
    .where(eq(ketersediaan.uuid, uuid));
  if (!row || !auth.ability.can('read', ketersediaanSubject(row.owner))) throw notFound();
  return row;
}
