import type { LoginResponse } from '@ujian/shared/auth';
import { homePathFor } from '@ujian/shared/roles';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionEvents } from '../../app/session-actor';
import { useSessionStore } from '../../stores/session';

/** After login or register: store the session, tell the session machine, go to the role's home. */
export function useCompleteSignIn(): (response: LoginResponse) => void {
  const navigate = useNavigate();
  const signIn = useSessionStore((s) => s.signIn);
  const sendSession = useSessionEvents();
  return useCallback(
    (response: LoginResponse) => {
      signIn(response);
      sendSession({ type: 'SIGNED_IN' });
      navigate(homePathFor(response.userData.role), { replace: true });
    },
    [navigate, signIn, sendSession],
  );
}
