import { AbilityProvider, type CanProps, Can as CaslCan, useAbility } from '@casl/react';
import { type AbilityRule, type AppAbility, anonymousRules, createAbility } from '@ujian/shared/ability';
import type { ReactNode } from 'react';
import { useSessionStore } from '../stores/session';

/** Rules of the stored user, or the spec's anonymous default (read on Auth). */
export function rulesOf(userData: { ability: unknown[] } | null | undefined): AbilityRule[] {
  return userData ? (userData.ability as AbilityRule[]) : anonymousRules;
}

/** The browser's one ability: the server's rules of the signed-in user, kept in step with the store. */
export const ability: AppAbility = createAbility(rulesOf(useSessionStore.getState().userData));

useSessionStore.subscribe((state, previous) => {
  if (state.userData !== previous.userData) ability.update(rulesOf(state.userData));
});

/**
 * @casl/react 7 keeps the ability in its own context: `<AbilityProvider value={ability}>` at the root
 * (main.tsx), `useAppAbility()` and `<Can>` below it. Both re-render when the rules change.
 */
export { AbilityProvider };

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** `<Can I="create" a="pengajuan-sidang">…</Can>`: hides what the server would refuse anyway. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;
