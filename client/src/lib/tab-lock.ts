/** The part of the Web Locks API we use; tests pass an in-process one. */
export type TabLocks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** The browser's Web Locks (shared by every tab of the origin) when present; none otherwise. */
export function browserTabLocks(): TabLocks | undefined {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return undefined;
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T> };
}

/** An in-process lock manager with the Web Locks contract: callbacks of one name run one at a time. */
export function createLocalTabLocks(): TabLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** Runs `fn` holding the named lock across tabs, or directly when no lock manager exists. */
export function withTabLock<T>(locks: TabLocks | undefined, name: string, fn: () => Promise<T>): Promise<T> {
  return locks ? locks.request(name, fn) : fn();
}
