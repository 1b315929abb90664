import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import {
  getSessionSource,
  type SessionSource,
  type SessionStatus,
  sessionStatusOf,
  subscribeSessionSource,
} from './session-actor';

/** The state of the session `source` names, through the actor itself once it runs (`@xstate/react`). */
export function useSessionStatusOf(source: SessionSource): SessionStatus {
  return useSelector(source.actor ?? undefined, (snapshot) => (snapshot ? sessionStatusOf(snapshot) : source.boot));
}

/** The app's session state, e.g. to hold a page until the start-up check has answered. */
export function useSessionStatus(): SessionStatus {
  return useSessionStatusOf(useSyncExternalStore(subscribeSessionSource, getSessionSource, getSessionSource));
}
