import { jakartaDateOf } from '@ujian/shared/dates';
import { AppError } from '@ujian/shared/errors';
import { ketersediaanMessages, type Permintaan } from '@ujian/shared/ketersediaan';
import { type EventDeps, withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { type NotifyDeps, notify } from '../notifikasi/notify';
import { ketersediaanSubject } from './ketersediaan-access';
import { readableBlock } from './list-ketersediaan';
import { expandOccurrences } from './occurrences';
import { permintaanText } from './permintaan-messages';

/**
 * Asks the owner of a block to move or delete it (the `FREE_PERSON` repair of an automatic run: staff
 * do not delete a lecturer's own time for them). In-app and by email, in the owner's language, with a
 * link to their week that highlights the block. An owner without a portal account -> `409 NO_ACCOUNT`.
 */
export async function sendPermintaan(
  deps: EventDeps & NotifyDeps,
  auth: AuthContext,
  uuid: string,
  input: Permintaan,
): Promise<{ dosenUuid: string; sent: true }> {
  const { block, owner } = await readableBlock(deps.db, auth, uuid);
  if (!auth.ability.can('manage', ketersediaanSubject(owner)))
    throw new AppError('FORBIDDEN', ketersediaanMessages.notYours);
  if (owner.userId === null)
    throw new AppError('CONFLICT', ketersediaanMessages.noAccount, { fields: { reason: 'NO_ACCOUNT' } });
  // the occurrence on the day it is in the way (a weekly block), else the block's first one
  const onDay = input.tanggal
    ? expandOccurrences(
        block,
        new Date(`${input.tanggal}T00:00:00+07:00`),
        new Date(`${input.tanggal}T23:59:59+07:00`),
      )[0]
    : undefined;
  const shown = onDay ?? { mulai: block.mulai, selesai: block.selesai };
  const link = `/ketersediaan?blok=${uuid}&tanggal=${jakartaDateOf(shown.mulai)}`;
  await withEvents(deps, (tx) =>
    notify(tx, deps, [owner.userId as number], {
      topic: 'jadwal',
      link,
      data: { kind: 'ketersediaan.permintaan', ketersediaanUuid: uuid },
      localized: (locale) =>
        permintaanText(locale, {
          staff: auth.user.fullName,
          mulai: shown.mulai,
          selesai: shown.selesai,
          weekly: block.mingguanSampai !== null,
        }),
    }),
  );
  return { dosenUuid: owner.uuid, sent: true };
}
