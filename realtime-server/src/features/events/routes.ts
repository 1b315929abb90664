import { eventsQuerySchema } from '@ujian/shared/events-page';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { listEvents } from './list-events';

/** `GET /api/v1/events?after=N`: the socket's events over HTTP, for clients without a socket. */
export function createEventsRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/events', requireAuth(deps), async (req, res) => {
    const query = parseWith(eventsQuerySchema, req.query);
    res.json(await listEvents(deps.db, authOf(req).userId, query));
  });
  return router;
}
