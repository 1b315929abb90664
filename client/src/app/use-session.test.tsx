import { type AccountCheckResult, sessionMachine } from '@ujian/machines/session';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createSessionSourceStore, type SessionSource } from './session-actor';
import { useSessionStatusOf } from './use-session';

function Status({ source }: { source: SessionSource }) {
  return <output>{useSessionStatusOf(source)}</output>;
}
const render = (source: SessionSource) => renderToString(<Status source={source} />);

/** The session machine with a stored session and the given answer of the start-up check. */
function sessionActor(check: () => Promise<AccountCheckResult>) {
  const machine = sessionMachine.provide({
    guards: { hasStoredSession: () => true },
    actors: { checkAccount: fromPromise(check) },
  });
  return createActor(machine).start();
}

describe('useSessionStatus', () => {
  it("reads the boot's decision while the machine is not loaded", () => {
    expect(render({ actor: null, boot: 'start' })).toBe('<output>start</output>');
    expect(render({ actor: null, boot: 'anonymous' })).toBe('<output>anonymous</output>');
  });

  it('reads the running actor: checking, then the biodata warning, then signed in', async () => {
    let answer: (result: AccountCheckResult) => void = () => {};
    const actor = sessionActor(() => new Promise((resolve) => (answer = resolve)));
    const source: SessionSource = { actor, boot: 'start' };
    expect(render(source)).toBe('<output>checking</output>');

    answer({ success: true, biodata_complete: false });
    await waitFor(actor, (s) => s.matches('biodataIncomplete'));
    expect(render(source)).toBe('<output>biodataIncomplete</output>');

    actor.send({ type: 'BIODATA_COMPLETED' });
    expect(render(source)).toBe('<output>authenticated</output>');
    actor.stop();
  });
});

describe('the session status outside React (the socket)', () => {
  it('follows the boot, then the actor once it is loaded', async () => {
    const store = createSessionSourceStore();
    const heard: string[] = [];
    store.follow((status) => heard.push(status));
    store.set({ boot: 'anonymous' });
    let answer: (result: AccountCheckResult) => void = () => {};
    const actor = sessionActor(() => new Promise((resolve) => (answer = resolve)));
    store.set({ actor });
    answer({ success: true, biodata_complete: false });
    await waitFor(actor, (s) => s.matches('biodataIncomplete'));
    expect(heard).toEqual(['start', 'anonymous', 'checking', 'biodataIncomplete']);
    actor.stop();
  });

  it('hears the check end when it starts listening while the actor is already checking', async () => {
    const store = createSessionSourceStore();
    let answer: (result: AccountCheckResult) => void = () => {};
    const actor = sessionActor(() => new Promise((resolve) => (answer = resolve)));
    store.set({ actor });
    const heard: string[] = [];
    const stop = store.follow((status) => heard.push(status));
    answer({ success: true, biodata_complete: true });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(heard).toEqual(['checking', 'authenticated']);
    stop();
    actor.send({ type: 'LOGOUT' });
    expect(heard).toEqual(['checking', 'authenticated']);
    actor.stop();
  });
});
