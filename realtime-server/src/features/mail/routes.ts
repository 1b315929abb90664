import { emailLogQuerySchema } from '@ujian/shared/email-log';
import { AppError } from '@ujian/shared/errors';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { getEmailLog, listEmailLog } from './email-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The email log (`/notifikasi-email`), admins only (CASL subject `notifikasi-email`). */
export function createEmailLogRouter(deps: AppDeps): Router {
  const router = Router();
  router.use('/notifikasi-email', requireAuth(deps), authorize('read', 'notifikasi-email'));
  router.get('/notifikasi-email', async (req, res) => {
    res.json(await listEmailLog(deps.db, parseWith(emailLogQuerySchema, req.query)));
  });
  router.get('/notifikasi-email/:uuid', async (req, res) => {
    const uuid = String(req.params.uuid);
    // a malformed id names no row: same answer as an unknown one
    if (!UUID.test(uuid)) throw new AppError('NOT_FOUND', 'Email not found');
    res.json(await getEmailLog(deps.db, uuid));
  });
  return router;
}
