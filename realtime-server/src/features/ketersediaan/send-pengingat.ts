import type { Pengingat } from '@ujian/shared/ketersediaan';
import { type EventDeps, withEvents } from '../../events/with-events';
import type { AuthContext } from '../auth/auth-context';
import { type NotifyDeps, notify } from '../notifikasi/notify';
import { pengingatText } from './pengingat-messages';
import { ringkasanKetersediaan } from './ringkasan';

/**
 * Reminds the lecturers of the summary who have no block in the range (of `dosenUuids`, when given)
 * to enter their availability: in-app and by email, each in their own language. Lecturers without a
 * portal account cannot be told; they are counted apart.
 */
export async function sendPengingat(
  deps: EventDeps & NotifyDeps,
  auth: AuthContext,
  input: Pengingat,
): Promise<{ sent: number; dosenUuids: string[]; withoutAccount: string[] }> {
  const rows = await ringkasanKetersediaan(deps.db, auth, input);
  const chosen = input.dosenUuids ? new Set(input.dosenUuids) : undefined;
  const empty = rows.filter((r) => r.blok === 0 && (!chosen || chosen.has(r.dosenUuid)));
  const reachable = empty.filter((r) => r.userId !== null);
  await withEvents(deps, (tx) =>
    notify(
      tx,
      deps,
      reachable.map((r) => r.userId as number),
      {
        topic: 'jadwal',
        link: '/ketersediaan',
        data: { kind: 'ketersediaan.pengingat', from: input.from, to: input.to },
        localized: (locale) => pengingatText(locale, input.from, input.to),
      },
    ),
  );
  return {
    sent: reachable.length,
    dosenUuids: reachable.map((r) => r.dosenUuid),
    withoutAccount: empty.filter((r) => r.userId === null).map((r) => r.dosenUuid),
  };
}
