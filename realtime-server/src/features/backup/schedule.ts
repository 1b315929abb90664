import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '@ujian/shared/backup';
import type { Logger } from 'pino';
import type { Clock } from '../../config';

const ARCHIVE_NAME = /^ujian-backup-\d{8}T\d{6}Z\.tar\.gz$/;
/** a portal that starts with no recent archive waits this long before the first one (start-up settles) */
const FIRST_DELAY_MS = 60_000;

export function archiveNameAt(at: Date): string {
  return `ujian-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

/** The archives the schedule wrote into `dir`, newest first. */
async function archivesIn(dir: string): Promise<Array<{ file: string; at: Date; size: number }>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => ARCHIVE_NAME.test(n));
  const found = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => undefined);
      return info ? { file: name, at: info.mtime, size: info.size } : undefined;
    }),
  );
  return found
    .filter((a) => a !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.file < b.file ? 1 : -1));
}

export type BackupScheduler = {
  start(): Promise<void>;
  close(): Promise<void>;
  status(): Promise<BackupStatus>;
  /** one scheduled backup now (tests, and the timer) */
  runOnce(): Promise<void>;
};

export type BackupSchedulerOptions = {
  dir: string;
  everyHours: number;
  keep: number;
  clock: Clock;
  logger: Logger;
  /** writes one archive to `file` */
  backup: (file: string) => Promise<unknown>;
  /** tells the admins a backup failed */
  onFailure: (message: string) => Promise<void>;
  firstDelayMs?: number;
};

/**
 * BACKUP_DIR + BACKUP_EVERY_HOURS: an archive every N hours (counted from the newest one in the
 * folder, so a restart does not reset the clock), the newest BACKUP_KEEP kept. The folder itself is
 * the record of what was written; a failure is kept in memory and sent to the admins.
 */
export function createBackupScheduler(options: BackupSchedulerOptions): BackupScheduler {
  const everyMs = options.everyHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let next: Date | undefined;
  let running: Promise<void> | undefined;
  let lastError: BackupStatus['lastError'] = null;
  let closed = false;

  const schedule = (at: Date) => {
    if (closed) return;
    next = at;
    clearTimeout(timer);
    timer = setTimeout(
      () => void runOnce().catch(() => undefined),
      Math.max(0, at.getTime() - options.clock.now().getTime()),
    );
    timer.unref();
  };

  const prune = async () => {
    const archives = await archivesIn(options.dir);
    for (const old of archives.slice(options.keep)) await rm(path.join(options.dir, old.file), { force: true });
  };

  const runOnce = async (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      const startedAt = options.clock.now();
      try {
        await options.backup(path.join(options.dir, archiveNameAt(startedAt)));
        lastError = null;
        await prune();
        options.logger.info({ dir: options.dir }, 'scheduled backup written');
      } catch (err) {
        const message = (err as Error).message;
        lastError = { at: startedAt.toISOString(), message };
        options.logger.error({ err }, 'scheduled backup failed');
        await options.onFailure(message).catch((e) => options.logger.error({ err: e }, 'could not tell admins'));
      } finally {
        running = undefined;
        schedule(new Date(options.clock.now().getTime() + everyMs));
      }
    })();
    return running;
  };

  return {
    async start() {
      const [newest] = await archivesIn(options.dir);
      const soonest = options.clock.now().getTime() + (options.firstDelayMs ?? FIRST_DELAY_MS);
      schedule(new Date(Math.max(soonest, newest ? newest.at.getTime() + everyMs : 0)));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
    async status() {
      const [newest] = await archivesIn(options.dir);
      return {
        enabled: true,
        everyHours: options.everyHours,
        keep: options.keep,
        last: newest ? { at: newest.at.toISOString(), size: newest.size, file: newest.file } : null,
        next: next?.toISOString() ?? null,
        running: running !== undefined,
        lastError,
      };
    },
    runOnce,
  };
}
