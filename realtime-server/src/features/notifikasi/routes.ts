import { announcementBodySchema } from '@ujian/shared/announcement';
import { notifikasiListQuerySchema } from '@ujian/shared/notifikasi';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { EventSignal } from '../../events/signal';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { announce } from './announce';
import { listNotifikasi, markAllNotifikasiRead, markNotifikasiRead } from './inbox';
import type { NotifyDeps } from './notify';

const idParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/**
 * The caller's in-app inbox; nobody reads or marks another user's notifications. Admins (whoever may
 * create mail notifications) can send a pengumuman when `announceDeps` is wired.
 */
export function createNotifikasiRouter(deps: AppDeps, announceDeps?: NotifyDeps & { signal: EventSignal }): Router {
  const router = Router();
  router.use('/notifikasi', requireAuth(deps));
  router.get('/notifikasi', async (req, res) => {
    const query = parseWith(notifikasiListQuerySchema, req.query);
    res.json(await listNotifikasi(deps.db, authOf(req).userId, query));
  });
  if (announceDeps) {
    router.post('/notifikasi/announce', authorize('create', 'notifikasi-email'), async (req, res) => {
      const body = parseWith(announcementBodySchema, req.body);
      const result = await announce({ ...announceDeps, db: deps.db }, authOf(req).userId, body);
      res.status(201).json(result);
    });
  }
  router.post('/notifikasi/read-all', async (req, res) => {
    res.json(await markAllNotifikasiRead(deps.db, authOf(req).userId, deps.clock.now()));
  });
  router.post('/notifikasi/:id/read', async (req, res) => {
    const { id } = parseWith(idParamSchema, req.params);
    res.json(await markNotifikasiRead(deps.db, authOf(req).userId, id, deps.clock.now()));
  });
  return router;
}
