import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupStatus } from '@ujian/shared/backup';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/auth';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profile';
import { parseEnv } from '../../env';
import { api, createTestClock, loginAsDemo, startTestServer, type TestServer } from '../../test/harness';
import { readManifest } from './archive';
import { startBackupService } from './service';

describe('scheduled backups', () => {
  let server: TestServer;
  const work = mkdtempSync(path.join(tmpdir(), 'ujian-schedule-'));
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const serviceFor = (dir: string, clock = createTestClock(new Date('2026-11-27T10:00:00Z'))) =>
    startBackupService({
      db: server.db,
      driver: server.driver,
      dataDir: server.dataDir,
      tokenSecret: 'env',
      schedule: { dir, everyHours: 6, keep: 2 },
      signal: server.spine.signal,
      notify: { mailer: server.spine.mailer, appUrl: server.deps.config.publicUrl },
      clock,
      logger: pino({ level: 'silent' }),
      // the timer is not what is tested here: runs are asked for
      firstDelayMs: 3_600_000,
    }).then((service) => ({ service, clock }));

  it('writes archives on schedule, keeps the newest BACKUP_KEEP and reports the last, its size and the next', async () => {
    // inside DATA_DIR: the archives must not end up in the next archive
    const dir = path.join(server.dataDir, 'backups');
    const { service, clock } = await serviceFor(dir);
    try {
      const before = await service.status();
      expect(before).toMatchObject({ enabled: true, everyHours: 6, keep: 2, last: null, lastError: null });
      expect(before.next).toBe('2026-11-27T11:00:00.000Z');
      for (let i = 0; i < 3; i++) {
        await service.scheduler!.runOnce();
        clock.advance(6 * 3_600_000);
      }
      const names = readdirSync(dir).sort();
      expect(names).toEqual(['ujian-backup-20261127T160000Z.tar.gz', 'ujian-backup-20261127T220000Z.tar.gz']);
      const manifest = await readManifest(path.join(dir, names[1]!));
      expect(manifest.database.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(0);
      expect(manifest.files.filter((f) => f.path.startsWith('backups/'))).toEqual([]);
      const status: BackupStatus = await service.status();
      expect(status.last?.file).toBe(names[1]);
      expect(status.last?.size).toBeGreaterThan(0);
      // the next run is counted from the last one
      expect(status.next).toBe('2026-11-28T04:00:00.000Z');
    } finally {
      await service.close();
    }
  });

  it('tells every admin in their language when a backup fails, and reports the failure', async () => {
    const db = server.db;
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.name, 'admin'), eq(users.active, true)));
    expect(admins.length).toBeGreaterThan(0);
    await db
      .update(profiles)
      .set({ locale: 'de' })
      .where(
        inArray(
          profiles.userId,
          admins.map((a) => a.id),
        ),
      );
    // a file where the folder should be: nothing can be written there
    const blocked = path.join(work, 'not-a-folder');
    writeFileSync(blocked, 'x');
    const { service } = await serviceFor(path.join(blocked, 'archives'));
    try {
      await service.scheduler!.runOnce();
      const status = await service.status();
      expect(status.lastError?.message).toMatch(/ENOTDIR|not a directory/i);
      const sent = await db
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.userId,
            admins.map((a) => a.id),
          ),
        );
      const failed = sent.filter((n) => (n.data as { kind?: string } | null)?.kind === 'backup.failed');
      expect(admins.length).toBeGreaterThan(0);
      expect(failed).toHaveLength(admins.length);
      expect(failed.every((n) => n.title === 'Die geplante Sicherung ist fehlgeschlagen')).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('refuses half a schedule at start', () => {
    expect(() => parseEnv({ BACKUP_DIR: '/srv/backups' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => parseEnv({ BACKUP_EVERY_HOURS: '24' })).toThrow(/BACKUP_DIR/);
    expect(parseEnv({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY_HOURS: '24' })).toMatchObject({ BACKUP_KEEP: 7 });
  });

  it('shows admins the status and nobody else (GET /backup/status)', async () => {
    const admin = await loginAsDemo(server.baseUrl, 'admin');
    const res = await api<BackupStatus>(server.baseUrl, 'GET', '/backup/status', { token: admin.accessToken });
    expect(res.status).toBe(200);
    // the test server runs no schedule
    expect(res.body).toMatchObject({ enabled: false, last: null, next: null });
    const student = await loginAsDemo(server.baseUrl, 'mahasiswa');
    expect((await api(server.baseUrl, 'GET', '/backup/status', { token: student.accessToken })).status).toBe(403);
  });
});
