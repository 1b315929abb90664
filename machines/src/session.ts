import { assign, fromPromise, setup } from 'xstate';

/** What the start-up account check answers (CONTRACT.md `GET /account/check`, the `data` part). */
export type AccountCheckResult = { success: boolean; biodata_complete: boolean };

/** Where the session goes back to after a successful token refresh. */
type ResumableState = 'checking' | 'authenticated' | 'biodataIncomplete';

export type SessionContext = {
  resumeTo: ResumableState;
  /** Why the last refresh or check failed; for logs and tests, never shown raw. */
  lastError: unknown;
};

export type SessionEvent =
  /** The login/register page stored fresh tokens and userData. */
  | { type: 'SIGNED_IN' }
  /** A request came back 401: refresh once, then retry what is queued. */
  | { type: 'UNAUTHORIZED' }
  | { type: 'LOGOUT' }
  | { type: 'BIODATA_COMPLETED' }
  /** The socket said `session:revoked`: the current tokens may be dead, try a refresh. */
  | { type: 'REVOKED' };

/**
 * The session lifecycle (spec section 4): a stored session is checked at start, a 401 leads to
 * exactly one refresh, and every way out of a signed-in state clears the stored credentials.
 * Every side effect is named and abstract; the client provides them with `.provide()`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** The start-up account check; resolves with its `data`. */
    checkAccount: fromPromise<AccountCheckResult>(async () => {
      throw new Error('checkAccount not provided');
    }),
    /** POST /jwt/refresh-token with the stored refresh token and store the new pair. */
    refreshTokens: fromPromise<void>(async () => {
      throw new Error('refreshTokens not provided');
    }),
    /** POST /jwt/logout; its outcome does not matter, the session ends either way. */
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
  },
  guards: {
    /** Both an access token and userData are stored (spec: "counts as logged in"). */
    hasStoredSession: () => false,
    checkFailed: (_args, output: AccountCheckResult) => output.success !== true,
    biodataIncomplete: (_args, output: AccountCheckResult) => output.biodata_complete !== true,
    resumeChecking: ({ context }) => context.resumeTo === 'checking',
    resumeBiodataIncomplete: ({ context }) => context.resumeTo === 'biodataIncomplete',
  },
  actions: {
    /** Remove accessToken, refreshToken and userData from storage. */
    clearStoredSession: () => {},
    /** Send the user to /pages/account-setting with the warning flag. */
    goToAccountSetting: () => {},
    /** Send the user to the login page after the session ended while signed in. */
    goToLogin: () => {},
    /** Replay the requests that waited for the refresh, with the new access token. */
    retryQueued: () => {},
    /** Fail the requests that waited for a refresh that did not work. */
    rejectQueued: () => {},
  },
}).createMachine({
  id: 'session',
  context: { resumeTo: 'authenticated', lastError: undefined },
  initial: 'start',
  states: {
    start: {
      // Without stored tokens there is nothing to check: no server call.
      always: [{ guard: 'hasStoredSession', target: 'checking' }, { target: 'anonymous' }],
    },
    checking: {
      entry: assign({ resumeTo: 'checking' }),
      invoke: {
        src: 'checkAccount',
        onDone: [
          {
            guard: { type: 'checkFailed', params: ({ event }) => event.output },
            target: 'anonymous',
            actions: 'clearStoredSession',
          },
          {
            guard: { type: 'biodataIncomplete', params: ({ event }) => event.output },
            target: 'biodataIncomplete',
            actions: 'goToAccountSetting',
          },
          { target: 'authenticated' },
        ],
        // A check that does not answer success (network error, 401 after a failed refresh) ends the session.
        onError: {
          target: 'anonymous',
          actions: ['clearStoredSession', assign({ lastError: ({ event }) => event.error })],
        },
      },
      // The check itself may hit an expired access token (they live 10 minutes): refresh, then check again.
      on: { LOGOUT: 'loggingOut', UNAUTHORIZED: 'refreshing', REVOKED: 'refreshing' },
    },
    authenticated: {
      entry: assign({ resumeTo: 'authenticated' }),
      on: {
        UNAUTHORIZED: 'refreshing',
        REVOKED: 'refreshing',
        LOGOUT: 'loggingOut',
        SIGNED_IN: 'checking',
      },
    },
    biodataIncomplete: {
      // The redirect to account settings is on the way in from the check, not on entry, so that coming
      // back from a token refresh does not yank the user to account settings again.
      entry: assign({ resumeTo: 'biodataIncomplete' }),
      on: {
        BIODATA_COMPLETED: 'authenticated',
        UNAUTHORIZED: 'refreshing',
        REVOKED: 'refreshing',
        LOGOUT: 'loggingOut',
        SIGNED_IN: 'checking',
      },
    },
    refreshing: {
      // Further 401s while refreshing are queued by the client; they must not start a second refresh.
      invoke: {
        src: 'refreshTokens',
        onDone: [
          { guard: 'resumeChecking', target: 'checking', actions: 'retryQueued' },
          { guard: 'resumeBiodataIncomplete', target: 'biodataIncomplete', actions: 'retryQueued' },
          { target: 'authenticated', actions: 'retryQueued' },
        ],
        onError: {
          target: 'anonymous',
          actions: [
            assign({ lastError: ({ event }) => event.error }),
            'rejectQueued',
            'clearStoredSession',
            'goToLogin',
          ],
        },
      },
      on: {
        LOGOUT: 'loggingOut',
        // The profile was completed while a refresh ran: come back as authenticated.
        BIODATA_COMPLETED: {
          guard: 'resumeBiodataIncomplete',
          actions: assign({ resumeTo: 'authenticated' }),
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['rejectQueued', 'clearStoredSession', 'goToLogin'] },
        onError: { target: 'anonymous', actions: ['rejectQueued', 'clearStoredSession', 'goToLogin'] },
      },
    },
    anonymous: {
      on: { SIGNED_IN: 'checking' },
    },
  },
});
