import {
  defaultNotificationPreferences,
  type NotificationTopic,
  notificationTopics,
  type Preferences,
  type PreferencesPut,
} from '@ujian/shared/account-setting';

export type NotificationChannel = 'inApp' | 'email';
export const notificationChannels: readonly NotificationChannel[] = ['inApp', 'email'];

/** One row of the toggles table: an event type and its two switches. */
export type NotificationRow = { topic: NotificationTopic; inApp: boolean; email: boolean };

/** The API's `notifications` object as table rows, in the contract's topic order; a missing topic is on (the default). */
export function toNotificationRows(
  notifications: Partial<Preferences['notifications']> | undefined,
): NotificationRow[] {
  return notificationTopics.map((topic) => ({
    topic,
    inApp: notifications?.[topic]?.inApp ?? defaultNotificationPreferences[topic].inApp,
    email: notifications?.[topic]?.email ?? defaultNotificationPreferences[topic].email,
  }));
}

/** The rows back in the API's shape (the full `notifications` object). */
export function fromNotificationRows(rows: readonly NotificationRow[]): Preferences['notifications'] {
  const out = structuredClone(defaultNotificationPreferences);
  for (const row of rows) out[row.topic] = { inApp: row.inApp, email: row.email };
  return out;
}

/** The PUT body for one switch: only that switch is sent, the server merges it over the rest. */
export function toggleBody(topic: NotificationTopic, channel: NotificationChannel, on: boolean): PreferencesPut {
  return { notifications: { [topic]: { [channel]: on } } } as PreferencesPut;
}

/** The PUT body for a whole column ("email for everything: off"). */
export function columnBody(channel: NotificationChannel, on: boolean): PreferencesPut {
  return {
    notifications: Object.fromEntries(notificationTopics.map((topic) => [topic, { [channel]: on }])),
  } as PreferencesPut;
}

/** Applies a PUT body to preferences the way the server merges it (for the optimistic update). */
export function mergePreferences(current: Preferences, body: PreferencesPut): Preferences {
  const notifications = structuredClone(current.notifications);
  for (const topic of notificationTopics) Object.assign(notifications[topic], body.notifications?.[topic] ?? {});
  return {
    notifications,
    locale: body.locale === undefined ? current.locale : body.locale,
    layout: body.layout === undefined ? current.layout : body.layout,
  };
}

/** Whether every topic has the channel on / off / some of each (the column header's switch). */
export function columnState(rows: readonly NotificationRow[], channel: NotificationChannel): 'on' | 'off' | 'mixed' {
  const on = rows.filter((r) => r[channel]).length;
  if (on === rows.length) return 'on';
  return on === 0 ? 'off' : 'mixed';
}
