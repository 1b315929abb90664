import { AppError } from '@ujian/shared/errors';
import { ketersediaanMessages } from '@ujian/shared/ketersediaan';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen } from '../../db/schema/master';
import type { AuthContext } from '../auth/auth-context';
import type { AbilityFieldMap } from '../pengajuan/ability-sql';

/** The CASL fields of `ketersediaan`: whose block it is and that lecturer's prodi. */
export const ketersediaanFields: AbilityFieldMap = {
  dosenId: { column: dosen.uuid, type: 'uuid' },
  prodiId: { column: dosen.prodiUuid, type: 'uuid' },
};

export function ketersediaanSubject(d: { uuid: string; prodiUuid: string | null }) {
  // rule values are interpolated strings
  return { __caslSubjectType__: 'ketersediaan', dosenId: d.uuid, prodiId: d.prodiUuid ?? '' } as Record<
    string,
    unknown
  >;
}

export type DosenRef = { uuid: string; nama: string; prodiUuid: string | null; userId: number | null };

export async function findDosen(db: Db, uuid: string): Promise<DosenRef | undefined> {
  const [row] = await db
    .select({ uuid: dosen.uuid, nama: dosen.nama, prodiUuid: dosen.prodiUuid, userId: dosen.userId })
    .from(dosen)
    .where(eq(dosen.uuid, uuid));
  return row;
}

/**
 * The lecturer whose availability the caller writes: `dosenUuid`, or the caller's own when omitted.
 * A dosen the caller may not act for -> 403 (a dosen for another, a koordinator outside their prodi).
 */
export async function dosenToWrite(db: Db, auth: AuthContext, dosenUuid: string | undefined): Promise<DosenRef> {
  const uuid = dosenUuid ?? auth.user.dosenId;
  if (!uuid)
    throw new AppError('VALIDATION_FAILED', ketersediaanMessages.dosenRequired, {
      fields: { dosenUuid: ketersediaanMessages.dosenRequired },
    });
  const found = await findDosen(db, uuid);
  if (!found)
    throw new AppError('VALIDATION_FAILED', ketersediaanMessages.dosenUnknown, {
      fields: { dosenUuid: ketersediaanMessages.dosenUnknown },
    });
  if (!auth.ability.can('manage', ketersediaanSubject(found)))
    throw new AppError('FORBIDDEN', ketersediaanMessages.notYours);
  return found;
}
