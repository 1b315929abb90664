import type { Action, Subject } from '@ujian/shared/ability';
import { homePathFor } from '@ujian/shared/roles';
import type { RouteMeta } from './routes';

/** What the guard needs to know about the visitor. */
export type GuardSession = {
  loggedIn: boolean;
  role: string | null | undefined;
  can(action: Action, subject: Subject): boolean;
};

export type RouteDecision =
  | { type: 'allow' }
  /** `signOut`: the stored session belongs to a role the portal does not know (spec: "login otherwise"). */
  | { type: 'redirect'; to: string; signOut?: boolean };

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

/**
 * The navigation guard of spec section 2, as a pure function:
 * - a route the ability does not permit -> not-authorized (logged in) or login (anonymous);
 * - a redirect-if-logged-in route opened while logged in -> the role's home
 *   (admin `/`, client `/access-control`, login otherwise).
 */
export function decideRoute(meta: RouteMeta, session: GuardSession): RouteDecision {
  if (meta.public) return { type: 'allow' };
  if (!session.can(meta.action, meta.resource)) {
    return { type: 'redirect', to: session.loggedIn ? NOT_AUTHORIZED_PATH : LOGIN_PATH };
  }
  if (meta.redirectIfLoggedIn && session.loggedIn) {
    const home = homePathFor(session.role);
    // Home "login" for a signed-in user would bounce forever: end that session instead.
    if (home === LOGIN_PATH) return { type: 'redirect', to: LOGIN_PATH, signOut: true };
    return { type: 'redirect', to: home };
  }
  return { type: 'allow' };
}
