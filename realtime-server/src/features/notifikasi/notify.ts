import type { NotificationTopic } from '@ujian/shared/account-setting';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { userPreferences } from '../../db/schema/preferences';
import { profiles } from '../../db/schema/profile';
import { publish } from '../../events/publish';
import { notificationsOf } from '../account-settings/preferences';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notificationMail } from '../mail/templates/notification-mail';
import { type MessageLocale, messageLocaleOf, notificationMailAction } from './messages';

type Topic = {
  /**
   * The preferences topic (`pengajuan|jadwal|hasil|yudisium|akun`, shared/account-setting.ts `notificationTopics`):
   * each recipient gets the in-app notification and the email only if they left that channel on
   * for it. Default `akun` — except for a caller that passes `channels` without a topic (it read
   * the preferences itself).
   */
  topic?: NotificationTopic;
  link?: string | null;
  /** stored with the in-app notification and sent with its event (e.g. `kind`) */
  data?: Record<string, unknown>;
  /**
   * A mail of its own for each recipient (another template, an invitation for their calendar) in
   * place of the standard notification mail.
   */
  mail?: (locale: MessageLocale, recipient: { email: string }) => Promise<Omit<MailMessage, 'to'>>;
};
/** A fixed text (e.g. a pengumuman written by a person) ... */
export type NotifikasiMessage = Topic & { title: string; body: string };
/** ... or a server-written one, in each recipient's language (profiles.locale, default id). */
export type LocalizedNotifikasi = Topic & { localized: (locale: MessageLocale) => { title: string; body: string } };
export type NotifyDeps = { mailer: Pick<Mailer, 'queue' | 'from'>; appUrl: string };

export const defaultNotifyTopic: NotificationTopic = 'akun';

/**
 * Tells users something in-app (a `notifications` row and a `notifikasi` event each) and by email,
 * each as the user chose for the message's topic — all inside the caller's `withEvents`
 * transaction, so nothing is announced for a change that rolled back.
 */
export async function notify(
  tx: Db,
  deps: NotifyDeps,
  userIds: readonly number[],
  message: NotifikasiMessage | LocalizedNotifikasi,
  /** a caller turns a channel off for everyone here (default: as each user's preferences say) */
  channels: { inApp?: boolean; email?: boolean } = {},
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const explicit = channels.inApp !== undefined || channels.email !== undefined;
  const topic = message.topic ?? (explicit ? undefined : defaultNotifyTopic);
  const link = message.link ?? null;
  const data = message.data ?? null;
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      locale: profiles.locale,
      topics: userPreferences.notifications,
      wantsEmail: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, ids))
    .orderBy(users.id);

  const inAppRows: (typeof notifications.$inferInsert)[] = [];
  // an audience shares one rendering of the mail per language
  const standardMails = new Map<MessageLocale, Promise<Omit<MailMessage, 'to'>>>();
  const url = link ? new URL(link, deps.appUrl).toString() : deps.appUrl;
  for (const user of recipients) {
    const wants = topic ? notificationsOf(user.topics)[topic] : { inApp: true, email: user.wantsEmail !== false }; // the caller already applied the topic
    const inApp = wants.inApp && channels.inApp !== false;
    const email = wants.email && channels.email !== false;
    if (!inApp && !email) continue;
    const locale = messageLocaleOf(user.locale);
    const text = 'localized' in message ? message.localized(locale) : message;
    if (inApp) inAppRows.push({ userId: user.id, title: text.title, body: text.body, link, data });
    if (email) {
      let mail = message.mail?.(locale, { email: user.email });
      if (!mail) {
        mail =
          standardMails.get(locale) ??
          notificationMail(locale, { ...text, action: { label: notificationMailAction(locale), url } });
        standardMails.set(locale, mail);
      }
      await deps.mailer.queue(tx, { to: user.email, ...(await mail) });
    }
  }
  // one insert for a whole audience (a pengumuman to everyone), then one event per recipient
  const rows = inAppRows.length > 0 ? await tx.insert(notifications).values(inAppRows).returning() : [];
  for (const row of rows) {
    await publish(tx, [row.userId], 'notifikasi', {
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      ...(row.data ? { data: row.data } : {}),
      createdAt: row.createdAt.toISOString(),
    });
  }
}

/** Each user's catalogue language (profiles.locale; none: id). */
export async function recipientLocale(tx: Db, userId: number): Promise<MessageLocale> {
  const [row] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
  return messageLocaleOf(row?.locale);
}
