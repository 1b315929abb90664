import { useMemo } from 'react';
import { useAppAbility } from '../../lib/ability';
import { type NavGroup, navGroupsFor } from '../nav';
import { routes } from '../routes';

/** The menu for the signed-in user; re-computed when their rules change (useAbility re-renders). */
export function useNavGroups(): NavGroup[] {
  const ability = useAppAbility();
  // ability.rules changes identity on update(), which is what should recompute the menu.
  const rules = ability.rules;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rules is the change signal of the mutable ability
  return useMemo(() => navGroupsFor(routes, (action, subject) => ability.can(action, subject)), [ability, rules]);
}
