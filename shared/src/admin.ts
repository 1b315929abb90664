import { z } from 'zod';
import { type AbilityRule, actions, subjects } from './ability';
import { authMessages, PASSWORD_MIN_LENGTH } from './auth';
import { listQuerySchema } from './paging';

/** Wire shapes of administration (pengguna, hak-akses, sync-dosen) and of account settings. */

const boolParam = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

// ---------------------------------------------------------------- pengguna

/** `GET /api/v1/pengguna?q=&role=&prodiUuid=&active=&pendingReview=` */
export const penggunaListQuerySchema = listQuerySchema.extend({
  role: z.string().trim().max(60).optional(),
  prodiUuid: z.uuid({ error: 'Invalid prodi.' }).optional(),
  active: boolParam,
  /** self-registrations an admin has not reviewed yet (pengguna-daftar-baru) */
  pendingReview: boolParam,
  /** `pending`: self-registrations waiting for approval; `approved`: the others */
  status: z.enum(['pending', 'approved'], { error: 'Status must be pending or approved.' }).optional(),
});
export type PenggunaListQuery = z.infer<typeof penggunaListQuerySchema>;

export const penggunaSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  roleId: z.number().int(),
  active: z.boolean(),
  prodiUuid: z.string().nullable(),
  prodiNama: z.string().nullable(),
  nomorInduk: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Pengguna = z.infer<typeof penggunaSchema>;

/** `PATCH /api/v1/pengguna/:id`: any subset. Changing role or active ends the user's sessions. */
export const penggunaPatchSchema = z
  .object({
    fullName: z.string().trim().min(1, { error: 'Please enter the full name.' }).max(200),
    role: z.string().trim().min(1, { error: 'Please choose a role.' }).max(60),
    prodiUuid: z.uuid({ error: 'Invalid prodi.' }).nullable(),
    active: z.boolean({ error: 'Active must be true or false.' }),
    /** the lecturer row this account acts as (`${user.dosenId}` in the rules); null unlinks */
    dosenUuid: z.uuid({ error: 'Invalid lecturer.' }).nullable(),
  })
  .partial();
export type PenggunaPatch = z.infer<typeof penggunaPatchSchema>;

// ---------------------------------------------------------------- hak-akses

/** Placeholders a rule condition may use; filled per user at sign-in (shared/ability interpolateRules). */
export const conditionPlaceholders = ['${user.id}', '${user.prodiId}', '${user.dosenId}'] as const;

/** Row fields a condition may test, with the placeholder each preset uses. */
export const conditionPresets = [
  { key: 'own', label: 'Own rows', conditions: { userId: '${user.id}' } },
  { key: 'own-prodi', label: 'Own prodi', conditions: { prodiId: '${user.prodiId}' } },
  { key: 'as-penguji', label: 'Where the user examines', conditions: { pengujiDosenIds: '${user.dosenId}' } },
  { key: 'own-dosen', label: 'Own lecturer rows', conditions: { dosenId: '${user.dosenId}' } },
] as const;
export const conditionFields = ['userId', 'prodiId', 'dosenId', 'pengujiDosenIds'] as const;

const conditionValue = z.enum(conditionPlaceholders, {
  error: `A condition value must be one of ${conditionPlaceholders.join(', ')}.`,
});

/** One CASL rule as hak-akses stores it: known action and subject, conditions from the allow-list only. */
export const roleRuleSchema = z
  .object({
    action: z.enum(actions, { error: `Unknown action. Known: ${actions.join(', ')}.` }),
    subject: z.enum(subjects, { error: 'Unknown subject.' }),
    conditions: z
      .partialRecord(
        z.enum(conditionFields, { error: `A condition may test ${conditionFields.join(', ')}.` }),
        conditionValue,
      )
      .optional(),
    inverted: z.boolean().optional(),
  })
  .strict();

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  rules: z.array(roleRuleSchema),
  version: z.number().int(),
  userCount: z.number().int(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** `PATCH /api/v1/hak-akses/:id` */
export const rolePatchSchema = z
  .object({
    description: z.string().trim().max(500).nullable(),
    rules: z.array(roleRuleSchema).max(300, { error: 'Too many rules.' }),
  })
  .partial();
export type RolePatch = z.infer<typeof rolePatchSchema>;

/** `GET /api/v1/hak-akses/meta`: what the matrix UI offers. */
export type HakAksesMeta = {
  subjects: readonly string[];
  actions: readonly string[];
  conditionPresets: ReadonlyArray<{ key: string; label: string; conditions: Record<string, string> }>;
  conditionPlaceholders: readonly string[];
  conditionFields: readonly string[];
};

export type RoleRule = z.infer<typeof roleRuleSchema>;
/** A stored rule is a CASL rule (the typed form the ability is built from). */
export const toAbilityRule = (rule: RoleRule): AbilityRule => rule as AbilityRule;

// ---------------------------------------------------------------- sync-dosen

/**
 * One lecturer as a source (file or HTTP) gives it; upserted by NIDN. A field the source has no
 * column for is left out (undefined) and keeps its stored value; an empty cell (null) clears it.
 */
export const dosenSourceRowSchema = z.object({
  nidn: z
    .string({ error: 'The NIDN is missing.' })
    .trim()
    .regex(/^\d{10}$/, { error: 'The NIDN has 10 digits.' }),
  nama: z.string({ error: 'The name is missing.' }).trim().min(1, { error: 'The name is missing.' }).max(200),
  nip: z.string().trim().max(30).nullish(),
  gelarDepan: z.string().trim().max(60).nullish(),
  gelarBelakang: z.string().trim().max(100).nullish(),
  email: z.email({ error: 'The email is not valid.' }).nullish(),
  phone: z.string().trim().max(40).nullish(),
  /** prodi code (e.g. IF); resolved to the prodi row */
  prodiKode: z.string().trim().max(30).nullish(),
});
export type DosenSourceRow = z.infer<typeof dosenSourceRowSchema>;

/** `POST /api/v1/sync-dosen/preview` JSON body (or multipart with part `file`/`File`). */
export const syncPreviewBodySchema = z.object({
  sourceUrl: z.url({ protocol: /^https?$/, error: 'The source must be an http(s) URL.' }).optional(),
  /** lecturers missing from the source are deactivated (default true: the source is the full list) */
  deactivateMissing: z.boolean().optional(),
});

export const syncApplyBodySchema = z.object({ previewId: z.uuid({ error: 'Unknown preview.' }) });

export type FieldDiff = { field: string; from: string | null; to: string | null };

export type SyncPreview = {
  id: string;
  source: string;
  createdAt: string;
  expiresAt: string;
  toAdd: Array<{ nidn: string; nama: string; prodiKode: string | null }>;
  toChange: Array<{ uuid: string; nidn: string; nama: string; changes: FieldDiff[] }>;
  toDeactivate: Array<{ uuid: string; nidn: string; nama: string }>;
  unchanged: number;
  errors: Array<{ row: number; message: string; field?: string }>;
};

export type SyncReport = { added: number; changed: number; deactivated: number; unchanged: number };

export type SyncRun = {
  id: string;
  source: string;
  createdAt: string;
  createdBy: string | null;
  appliedAt: string | null;
  appliedBy: string | null;
  report: SyncReport | null;
  summary: { toAdd: number; toChange: number; toDeactivate: number; errors: number };
};

// ---------------------------------------------------------------- account settings

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

// ---------------------------------------------------------------- dashboard

export type DashboardData = {
  scope: 'staff' | 'student' | 'dosen' | 'none';
  /** admin/koordinator: users per role (koordinator: of their prodi) */
  usersByRole?: Record<string, number>;
  dosenAktif?: number;
  prodiAktif?: number;
  periodeTerbuka?: Array<{ uuid: string; nama: string; jenis: string; tanggalBuka: string; tanggalTutup: string }>;
  /** pengajuan sidang counts per status / prodi name / periode name, when the pengajuan tables exist */
  pengajuanByStatus?: Record<string, number>;
  pengajuanByProdi?: Record<string, number>;
  pengajuanByPeriode?: Record<string, number>;
  /** admins: the last changes from the audit trail */
  recentActivity?: Array<{
    id: number;
    at: string;
    actorName: string | null;
    entity: string;
    entityId: string;
    action: string;
  }>;
  /** student: their own progress */
  progress?: {
    biodataComplete: boolean;
    pengajuanSidang: { uuid: string; status: string } | null;
    pengajuanYudisium: { uuid: string; status: string } | null;
  };
};
