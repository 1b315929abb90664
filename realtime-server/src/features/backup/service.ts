import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type BackupStatus, disabledBackupStatus } from '@ujian/shared/backup';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../config';
import type { Db, DbDriver } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import type { EventSignal } from '../../events/signal';
import { withEvents } from '../../events/with-events';
import { type NotifyDeps, notify } from '../notifikasi/notify';
import { type BackupSource, writeBackup } from './archive';
import { startBackupChannel } from './channel';
import { backupFailedMessage } from './messages';
import { createBackupScheduler } from './schedule';

/** Tells every active admin, in their language, in-app (and by mail when they take mail at all). */
export async function notifyBackupFailed(deps: { db: Db; signal: EventSignal } & NotifyDeps, reason: string) {
  await withEvents(deps, async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.active, true), eq(roles.name, 'admin')));
    await notify(
      tx,
      deps,
      admins.map((a) => a.id),
      { localized: (locale) => backupFailedMessage(locale, reason), data: { kind: 'backup.failed' } },
      { inApp: true, email: true },
    );
  });
}

export type BackupServiceOptions = {
  db: Db;
  driver: DbDriver;
  dataDir: string;
  tokenSecret: BackupSource['tokenSecret'];
  databaseUrl?: string;
  schedule?: { dir: string; everyHours: number; keep: number };
  signal: EventSignal;
  notify: NotifyDeps;
  clock: Clock;
  logger: Logger;
  firstDelayMs?: number;
};

/**
 * The running portal's part in backups: on the embedded database, the channel `npm run backup` asks
 * through (nobody else may open it); with BACKUP_DIR and BACKUP_EVERY_HOURS, the scheduled archives.
 */
export async function startBackupService(options: BackupServiceOptions) {
  const source: BackupSource = {
    db: options.db,
    driver: options.driver,
    dataDir: options.dataDir,
    tokenSecret: options.tokenSecret,
    databaseUrl: options.databaseUrl,
  };
  // archives written into a folder under DATA_DIR must not end up inside the next archive
  const exclude = options.schedule ? [path.resolve(options.schedule.dir)] : [];
  const backup = (file: string) => writeBackup(source, file, { exclude });
  const channel =
    options.driver === 'pglite' ? await startBackupChannel({ dataDir: options.dataDir, backup }) : undefined;
  const scheduler = options.schedule
    ? createBackupScheduler({
        ...options.schedule,
        clock: options.clock,
        logger: options.logger,
        backup: async (file) => {
          await mkdir(path.dirname(file), { recursive: true });
          return backup(file);
        },
        onFailure: (reason) =>
          notifyBackupFailed({ db: options.db, signal: options.signal, ...options.notify }, reason),
        firstDelayMs: options.firstDelayMs,
      })
    : undefined;
  await scheduler?.start();
  return {
    scheduler,
    status: (): Promise<BackupStatus> => scheduler?.status() ?? Promise.resolve(disabledBackupStatus),
    async close() {
      await scheduler?.close();
      await channel?.close();
    },
  };
}
