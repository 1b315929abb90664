import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH } from './auth';

export const changePasswordBodySchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password.' }).min(1, {
    error: 'Please enter your current password.',
  }),
  newPassword: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
    .max(200),
});

export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Event types a user can be notified about; each has an in-app and an email switch. */
export const notificationTopics = ['pengajuan', 'jadwal', 'hasil', 'yudisium', 'akun'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];
export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });

export const preferenceLocales = ['id', 'en', 'de', 'fr', 'pt'] as const;
export const preferenceLayouts = ['vertical', 'horizontal'] as const;

export const preferencesSchema = z.object({
  notifications: z.object(
    Object.fromEntries(notificationTopics.map((t) => [t, notificationChannelsSchema])) as Record<
      NotificationTopic,
      typeof notificationChannelsSchema
    >,
  ),
  locale: z.enum(preferenceLocales, { error: 'Unknown language.' }).nullable(),
  layout: z.enum(preferenceLayouts, { error: 'Layout must be vertical or horizontal.' }).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `PUT /api/v1/account/preferences`: every part optional; missing topics keep their value. */
export const preferencesPutSchema = z.object({
  notifications: z
    .object(
      Object.fromEntries(notificationTopics.map((t) => [t, notificationChannelsSchema.partial().optional()])) as Record<
        NotificationTopic,
        z.ZodOptional<z.ZodObject<{ inApp: z.ZodOptional<z.ZodBoolean>; email: z.ZodOptional<z.ZodBoolean> }>>
      >,
    )
    .optional(),
  locale: z.enum(preferenceLocales, { error: 'Unknown language.' }).nullable().optional(),
  layout: z.enum(preferenceLayouts, { error: 'Layout must be vertical or horizontal.' }).nullable().optional(),
});
export type PreferencesPut = z.infer<typeof preferencesPutSchema>;

export const defaultNotificationPreferences: Preferences['notifications'] = {
  pengajuan: { inApp: true, email: true },
  jadwal: { inApp: true, email: true },
  hasil: { inApp: true, email: true },
  yudisium: { inApp: true, email: true },
  akun: { inApp: true, email: true },
};
