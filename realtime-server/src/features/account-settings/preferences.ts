import {
  defaultNotificationPreferences,
  notificationTopics,
  type Preferences,
  type PreferencesPut,
  preferencesSchema,
} from '@ujian/shared/account-setting';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notifications';
import { userPreferences } from '../../db/schema/preferences';
import { profiles } from '../../db/schema/profile';

/** Stored per-topic switches merged over the defaults (no row or a missing topic: on). */
export function notificationsOf(stored: unknown): Preferences['notifications'] {
  const merged = structuredClone(defaultNotificationPreferences);
  const source = (stored ?? {}) as Record<string, Partial<{ inApp: boolean; email: boolean }> | undefined>;
  for (const topic of notificationTopics) Object.assign(merged[topic], source[topic] ?? {});
  return merged;
}

/**
 * A user's preferences with defaults for what they never set. The notification sender asks this
 * before writing an in-app notification or an email of a topic.
 */
export async function getPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ notifications: userPreferences.notifications })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const [profile] = await db
    .select({ locale: profiles.locale, layout: profiles.layout })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  // a value stored by an older client that is no longer offered falls back to "not set"
  const parsed = preferencesSchema.safeParse({
    notifications: notificationsOf(row?.notifications),
    locale: profile?.locale ?? null,
    layout: profile?.layout ?? null,
  });
  return parsed.success
    ? parsed.data
    : { notifications: notificationsOf(row?.notifications), locale: null, layout: null };
}

/** Merges a PUT over the stored preferences (missing parts keep their value). */
export async function updatePreferences(
  db: Db,
  userId: number,
  input: PreferencesPut,
  now: Date,
): Promise<Preferences> {
  const current = await getPreferences(db, userId);
  const notifications = structuredClone(current.notifications);
  for (const topic of notificationTopics) Object.assign(notifications[topic], input.notifications?.[topic] ?? {});
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values({ userId, notifications, updatedAt: now })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { notifications, updatedAt: now } });
    // notify() reads the per-topic switches above; this summary switch serves only callers that
    // pass no topic (they applied the topic themselves): off only when every topic's email is off
    const email = notificationTopics.some((topic) => notifications[topic].email);
    await tx
      .insert(notificationPreferences)
      .values({ userId, email, updatedAt: now })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email, updatedAt: now } });
    if (input.locale !== undefined || input.layout !== undefined) {
      const set = {
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
        ...(input.layout !== undefined ? { layout: input.layout } : {}),
        updatedAt: now,
      };
      await tx
        .insert(profiles)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: profiles.userId, set });
    }
  });
  return getPreferences(db, userId);
}
