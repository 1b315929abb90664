import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type AccountCheckResult, sessionMachine } from './session';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Options = {
  stored?: boolean;
  check?: () => Promise<AccountCheckResult>;
  refresh?: () => Promise<void>;
  logout?: () => Promise<void>;
};

/** Starts the machine with fake effects and records which effects ran, in order. */
function start(options: Options = {}) {
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    guards: { hasStoredSession: () => options.stored ?? true },
    actors: {
      checkAccount: fromPromise(async () => {
        calls.push('checkAccount');
        return (options.check ?? (async () => ({ success: true, biodata_complete: true })))();
      }),
      refreshTokens: fromPromise(async () => {
        calls.push('refreshTokens');
        return (options.refresh ?? (async () => {}))();
      }),
      logout: fromPromise(async () => {
        calls.push('logout');
        return (options.logout ?? (async () => {}))();
      }),
    },
    actions: {
      clearStoredSession: () => calls.push('clearStoredSession'),
      goToAccountSetting: () => calls.push('goToAccountSetting'),
      goToLogin: () => calls.push('goToLogin'),
      retryQueued: () => calls.push('retryQueued'),
      rejectQueued: () => calls.push('rejectQueued'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 1000 });

describe('session machine: start-up', () => {
  it('goes anonymous without calling the server when nothing is stored', () => {
    const { actor, calls } = start({ stored: false });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls).toEqual([]);
  });

  it('checks a stored session and becomes authenticated when biodata is complete', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    await settled(actor, 'authenticated');
    expect(calls).toEqual(['checkAccount']);
  });

  it('sends a user with incomplete biodata to account settings', async () => {
    const { actor, calls } = start({ check: async () => ({ success: true, biodata_complete: false }) });
    await settled(actor, 'biodataIncomplete');
    expect(calls).toEqual(['checkAccount', 'goToAccountSetting']);
  });

  it('clears the stored session when the check does not return success', async () => {
    const { actor, calls } = start({ check: async () => ({ success: false, biodata_complete: true }) });
    await settled(actor, 'anonymous');
    expect(calls).toEqual(['checkAccount', 'clearStoredSession']);
  });

  it('clears the stored session when the check fails', async () => {
    const failure = new Error('network down');
    const { actor, calls } = start({
      check: async () => {
        throw failure;
      },
    });
    await settled(actor, 'anonymous');
    expect(calls).toEqual(['checkAccount', 'clearStoredSession']);
    expect(actor.getSnapshot().context.lastError).toBe(failure);
  });

  it('refreshes when the check itself is unauthorized, then checks again', async () => {
    const firstCheck = deferred<AccountCheckResult>();
    let checks = 0;
    const { actor, calls } = start({
      check: () => {
        checks += 1;
        return checks === 1 ? firstCheck.promise : Promise.resolve({ success: true, biodata_complete: true });
      },
    });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settled(actor, 'authenticated');
    // The stale first check answering late must not move the session.
    firstCheck.resolve({ success: false, biodata_complete: false });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(calls).toEqual(['checkAccount', 'refreshTokens', 'retryQueued', 'checkAccount']);
  });

  it('logs out while the check is running', async () => {
    const check = deferred<AccountCheckResult>();
    const { actor, calls } = start({ check: () => check.promise });
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(calls).toEqual(['checkAccount', 'logout', 'rejectQueued', 'clearStoredSession', 'goToLogin']);
  });
});

describe('session machine: sign-in', () => {
  it('checks the account after SIGNED_IN from the login page', async () => {
    const { actor, calls } = start({ stored: false });
    actor.send({ type: 'SIGNED_IN' });
    expect(actor.getSnapshot().value).toBe('checking');
    await settled(actor, 'authenticated');
    expect(calls).toEqual(['checkAccount']);
  });

  it('re-checks when another account signs in over a signed-in one', async () => {
    let call = 0;
    const { actor, calls } = start({
      check: async () => {
        call += 1;
        return { success: true, biodata_complete: call === 1 };
      },
    });
    await settled(actor, 'authenticated');
    actor.send({ type: 'SIGNED_IN' });
    await settled(actor, 'biodataIncomplete');
    expect(calls).toEqual(['checkAccount', 'checkAccount', 'goToAccountSetting']);
  });

  it('re-checks on SIGNED_IN from biodataIncomplete', async () => {
    let call = 0;
    const { actor } = start({
      check: async () => {
        call += 1;
        return { success: true, biodata_complete: call > 1 };
      },
    });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'SIGNED_IN' });
    await settled(actor, 'authenticated');
    expect(call).toBe(2);
  });
});

describe('session machine: refresh on 401', () => {
  it('makes exactly one refresh for many 401s and retries the queue', async () => {
    const refresh = deferred<void>();
    const { actor, calls } = start({ refresh: () => refresh.promise });
    await settled(actor, 'authenticated');
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'REVOKED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    refresh.resolve();
    await settled(actor, 'authenticated');
    expect(calls).toEqual(['checkAccount', 'refreshTokens', 'retryQueued']);
  });

  it('refreshes when the socket says the session was revoked', async () => {
    const { actor, calls } = start();
    await settled(actor, 'authenticated');
    actor.send({ type: 'REVOKED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settled(actor, 'authenticated');
    expect(calls).toEqual(['checkAccount', 'refreshTokens', 'retryQueued']);
  });

  it('signs out, rejects the queue and goes to login when the refresh fails', async () => {
    const failure = new Error('Invalid refresh token');
    const { actor, calls } = start({
      refresh: async () => {
        throw failure;
      },
    });
    await settled(actor, 'authenticated');
    actor.send({ type: 'UNAUTHORIZED' });
    await settled(actor, 'anonymous');
    expect(calls).toEqual(['checkAccount', 'refreshTokens', 'rejectQueued', 'clearStoredSession', 'goToLogin']);
    expect(actor.getSnapshot().context.lastError).toBe(failure);
  });

  it('comes back to biodataIncomplete after a refresh without redirecting again', async () => {
    const { actor, calls } = start({ check: async () => ({ success: true, biodata_complete: false }) });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settled(actor, 'biodataIncomplete');
    expect(calls).toEqual(['checkAccount', 'goToAccountSetting', 'refreshTokens', 'retryQueued']);
  });

  it('refreshes from biodataIncomplete on REVOKED', async () => {
    const { actor } = start({ check: async () => ({ success: true, biodata_complete: false }) });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'REVOKED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settled(actor, 'biodataIncomplete');
  });

  it('comes back authenticated when biodata was completed during the refresh', async () => {
    const refresh = deferred<void>();
    const { actor } = start({
      check: async () => ({ success: true, biodata_complete: false }),
      refresh: () => refresh.promise,
    });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'BIODATA_COMPLETED' });
    refresh.resolve();
    await settled(actor, 'authenticated');
  });

  it('logs out during a refresh', async () => {
    const refresh = deferred<void>();
    const { actor, calls } = start({ refresh: () => refresh.promise });
    await settled(actor, 'authenticated');
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    refresh.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(calls).toEqual([
      'checkAccount',
      'refreshTokens',
      'logout',
      'rejectQueued',
      'clearStoredSession',
      'goToLogin',
    ]);
  });
});

describe('session machine: biodata and logout', () => {
  it('becomes authenticated when biodata is completed', async () => {
    const { actor } = start({ check: async () => ({ success: true, biodata_complete: false }) });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'BIODATA_COMPLETED' });
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('ignores BIODATA_COMPLETED when already authenticated', async () => {
    const { actor } = start();
    await settled(actor, 'authenticated');
    expect(actor.getSnapshot().can({ type: 'BIODATA_COMPLETED' })).toBe(false);
  });

  it('logs out from authenticated: calls logout, clears storage, goes to login', async () => {
    const { actor, calls } = start();
    await settled(actor, 'authenticated');
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await settled(actor, 'anonymous');
    expect(calls).toEqual(['checkAccount', 'logout', 'rejectQueued', 'clearStoredSession', 'goToLogin']);
  });

  it('still ends the session when the logout call fails', async () => {
    const { actor, calls } = start({
      logout: async () => {
        throw new Error('offline');
      },
    });
    await settled(actor, 'authenticated');
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(calls).toContain('clearStoredSession');
  });

  it('logs out from biodataIncomplete', async () => {
    const { actor, calls } = start({ check: async () => ({ success: true, biodata_complete: false }) });
    await settled(actor, 'biodataIncomplete');
    actor.send({ type: 'LOGOUT' });
    await settled(actor, 'anonymous');
    expect(calls.slice(-4)).toEqual(['logout', 'rejectQueued', 'clearStoredSession', 'goToLogin']);
  });

  it('ignores 401s and logout when anonymous', () => {
    const { actor } = start({ stored: false });
    for (const type of ['UNAUTHORIZED', 'REVOKED', 'LOGOUT', 'BIODATA_COMPLETED'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
    }
  });
});
