import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another running server (pid ${pid}). ` +
        'The embedded database must never be opened by two processes: stop the other server first, ' +
        'or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release(): void };

const LOCK_FILE = 'server.lock';
const TAKEOVER_FILE = 'server.lock.takeover';
// a takeover guard older than this belongs to a process that died mid-takeover
const TAKEOVER_STALE_MS = 10_000;

/** Whether `pid` is a running process (EPERM: it runs, but as another user). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // pids are reused: on Linux, a live pid that is not a node process is not our server
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `file` holding our pid only if it does not exist (O_EXCL: atomic across processes). */
function createExclusive(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o644);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes the data directory for this process: a lock file with our pid, created atomically. A lock
 * left by a dead process is taken over (under a second guard file, so two starters cannot both
 * take over the same stale lock). Throws DataDirLockedError while another server holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const guard = path.join(dataDir, TAKEOVER_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file)) return lockOf(file);
    const holder = readPid(file);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // stale (dead pid) or half-written: take it over under the guard
    if (!createExclusive(guard)) {
      const age = Date.now() - (statSafe(guard) ?? Date.now());
      if (age > TAKEOVER_STALE_MS) rmSync(guard, { force: true });
      sleepSync(50);
      continue;
    }
    try {
      // re-check under the guard: another starter may have taken over and written its live pid
      const current = readPid(file);
      if (current !== undefined && current !== holder && isAlive(current))
        throw new DataDirLockedError(dataDir, current);
      rmSync(file, { force: true });
      if (createExclusive(file)) return lockOf(file);
    } finally {
      rmSync(guard, { force: true });
    }
  }
  const holder = readPid(file);
  throw new DataDirLockedError(dataDir, holder ?? 0);
}

function lockOf(file: string): DataDirLock {
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // only remove the lock if it is still ours
      if (readPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
}

function statSafe(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
