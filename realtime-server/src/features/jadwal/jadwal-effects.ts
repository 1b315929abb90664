import type { EventData } from '@ujian/shared/events';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jadwalSidang } from '../../db/schema/jadwal';
import { publish } from '../../events/publish';
import { invitationMail } from '../calendar/invitation-mail';
import type { MessageLocale } from '../notifikasi/messages';
import { notify } from '../notifikasi/notify';
import type { PengajuanDeps } from '../pengajuan/deps';
import { recipientsOf } from '../pengajuan/pengajuan-read';
import { type JadwalChangeKind, jadwalMessage } from './jadwal-messages';
import { komiteOf, pembimbingOf, selectJadwal } from './jadwal-rows';

export type JadwalDeps = PengajuanDeps;

/** Who hears of a jadwal: the people in it (from `terjadwal` on) and the staff who manage it. */
export async function jadwalAudience(tx: Db, uuid: string) {
  const [joined] = await selectJadwal(tx).where(eq(jadwalSidang.uuid, uuid)).limit(1);
  if (!joined) throw new Error(`jadwal ${uuid} vanished inside its own transaction`);
  const komite = (await komiteOf(tx, [uuid])).get(uuid) ?? [];
  const pembimbing = (await pembimbingOf(tx, [joined.row.pengajuanUuid])).get(joined.row.pengajuanUuid) ?? [];
  const { student, staff } = await recipientsOf(tx, { userId: joined.userId, prodiUuid: joined.row.prodiUuid });
  const dosenUsers = [...komite, ...pembimbing].map((d) => d.userId).filter((id): id is number => id !== null);
  return { joined, people: [...new Set([student, ...dosenUsers])], staff };
}

/**
 * The effects of one jadwal change, inside its transaction (outbox): `jadwal:changed` to the people in
 * it (once it has been published; a draft is the staff's business) and the staff, `rekap:changed` to
 * the staff, and for a publish, reschedule or cancel a notification (and email, per preference) to the
 * student, committee and pembimbing in each reader's language.
 */
export async function announceJadwal(
  tx: Db,
  deps: JadwalDeps,
  uuid: string,
  change: EventData<'jadwal:changed'>['change'],
  options: { publishedOnce: boolean; tell?: JadwalChangeKind; note?: string | null },
): Promise<void> {
  const { joined, people, staff } = await jadwalAudience(tx, uuid);
  const recipients = options.publishedOnce ? [...people, ...staff] : staff;
  await publish(tx, recipients, 'jadwal:changed', { uuid, pengajuanUuid: joined.row.pengajuanUuid, change });
  await publish(tx, staff, 'rekap:changed', { recap: 'jadwal-sidang' });
  const tell = options.tell;
  if (!tell) return;
  const row = joined.row;
  const link = `/jadwal-sidang/${uuid}`;
  const localized = (locale: MessageLocale) =>
    jadwalMessage(locale, {
      change: tell,
      judul: joined.judul,
      mahasiswa: joined.fullName,
      mulai: row.mulai,
      selesai: row.selesai,
      ruangan: joined.ruanganNama,
      onlineUrl: row.onlineUrl,
      note: options.note,
    });
  // the mail carries the sidang as an invitation, so it lands in (or leaves) each reader's calendar
  const method = tell === 'cancelled' ? 'CANCEL' : 'REQUEST';
  await notify(tx, deps.notify, people, {
    topic: 'jadwal',
    link,
    localized,
    mail: invitationMail(tx, deps.notify, { uuid, method, link, localized }),
  });
}
