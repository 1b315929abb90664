import type { AbilityRule, Action, Subject } from './ability';

/** Anonymous default of the spec: read on Auth. */
export const anonymousRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/**
 * What the anonymous rules allow, without building a CASL ability: the browser's sign-in page loads
 * no CASL. The rules are plain (no conditions, fields or inversions), so CASL's answer is "the action
 * or `manage`, on the subject or `all`"; ability.test.ts checks it equals CASL's for every pair.
 */
export function anonymousCan(action: Action, subject: Subject): boolean {
  return anonymousRules.some(
    (rule) =>
      !rule.inverted &&
      !rule.conditions &&
      !rule.fields &&
      [rule.action].flat().some((a) => a === action || a === 'manage') &&
      [rule.subject].flat().some((s) => s === subject || s === 'all'),
  );
}
