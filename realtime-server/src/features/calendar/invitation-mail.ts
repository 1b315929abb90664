import type { Db } from '../../db/client';
import type { MailMessage } from '../mail/mailer';
import { notificationMail } from '../mail/templates/notification-mail';
import { type MessageLocale, notificationMailAction } from '../notifikasi/messages';
import type { NotifyDeps } from '../notifikasi/notify';
import { invitationText, type JadwalEvent, jadwalEventOf } from './ics';

type Mail = Omit<MailMessage, 'to'>;

function once<T>(cache: Map<MessageLocale, Promise<T>>, locale: MessageLocale, make: () => Promise<T>): Promise<T> {
  const made = cache.get(locale) ?? make();
  cache.set(locale, made);
  return made;
}

/**
 * notify()'s `mail` for a jadwal notice: the notification mail, and the sidang as an invitation
 * (`REQUEST`, or `CANCEL`) addressed to each reader, so their mail app puts it in their calendar. The
 * invitation carries the feed's UID and the jadwal's SEQUENCE: it updates what a feed put there.
 */
export function invitationMail(
  tx: Db,
  deps: NotifyDeps,
  input: {
    uuid: string;
    method: 'REQUEST' | 'CANCEL';
    link: string;
    localized: (locale: MessageLocale) => { title: string; body: string };
  },
): (locale: MessageLocale, recipient: { email: string }) => Promise<Mail> {
  const events = new Map<MessageLocale, Promise<JadwalEvent | undefined>>();
  const mails = new Map<MessageLocale, Promise<Mail>>();
  const url = new URL(input.link, deps.appUrl).toString();
  return async (locale, recipient) => {
    const event = await once(events, locale, () => jadwalEventOf(tx, input.uuid, locale));
    const mail = await once(mails, locale, () =>
      notificationMail(locale, { ...input.localized(locale), action: { label: notificationMailAction(locale), url } }),
    );
    if (!event) return mail;
    const content = invitationText(event, locale, {
      method: input.method,
      organizer: deps.mailer.from,
      attendee: recipient.email,
      uidHost: new URL(deps.appUrl).hostname,
      appUrl: deps.appUrl,
    });
    return { ...mail, calendar: { method: input.method, content } };
  };
}
