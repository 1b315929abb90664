import type { EventData } from '@ujian/shared/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ketersediaanPerubahan } from '../../db/schema/ketersediaan';
import { publish } from '../../events/publish';
import { staffOfProdi } from '../pengajuan/pengajuan-read';
import type { DosenRef } from './ketersediaan-access';

/**
 * The effects of one block change, inside its transaction: the lecturer's last-change time moves
 * (the summary's `diperbaruiAt`, deletes included), and `ketersediaan:changed` goes to the lecturer
 * and the staff who manage their prodi, so their week, the staff's view and the summary refresh.
 */
export async function announceKetersediaan(
  tx: Db,
  owner: DosenRef,
  uuid: string,
  change: EventData<'ketersediaan:changed'>['change'],
): Promise<void> {
  await tx
    .insert(ketersediaanPerubahan)
    .values({ dosenUuid: owner.uuid, diubahAt: sql`now()` })
    .onConflictDoUpdate({ target: ketersediaanPerubahan.dosenUuid, set: { diubahAt: sql`now()` } });
  const staff = await staffOfProdi(tx, owner.prodiUuid);
  const recipients = owner.userId === null ? staff : [owner.userId, ...staff];
  await publish(tx, recipients, 'ketersediaan:changed', { uuid, dosenUuid: owner.uuid, change });
}
