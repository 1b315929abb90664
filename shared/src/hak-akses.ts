import { z } from 'zod';
import { type AbilityRule, actions, subjects } from './ability';

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
