import { describe, expect, it } from 'vitest';
import { roleRuleSchema } from './hak-akses';
import { defaultRoleRules } from './roles';

describe('seeded role rules', () => {
  it('are rules hak-akses can show and save: every condition field is on its allow-list', () => {
    for (const [role, rules] of Object.entries(defaultRoleRules))
      for (const rule of rules)
        expect(roleRuleSchema.safeParse(rule).success, `${role} ${JSON.stringify(rule)}`).toBe(true);
  });
});
