import { type BackupStatus, disabledBackupStatus } from '@ujian/shared/backup';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authorize, requireAuth } from '../../http/authenticate';

/** `GET /backup/status` (admins: whoever manages the institution's settings): the scheduled backups. */
export function createBackupRouter(deps: AppDeps, status: (() => Promise<BackupStatus>) | undefined): Router {
  const router = Router();
  router.get('/backup/status', requireAuth(deps), authorize('manage', 'pengaturan'), async (_req, res) => {
    res.json(status ? await status() : disabledBackupStatus);
  });
  return router;
}
