import { AppError } from '@ujian/shared/errors';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { dashboardFor } from './dashboard-data';

/** `GET /api/v1/dashboard`: counts and progress the caller may see. */
export function createDashboardRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/dashboard', requireAuth(deps), async (req, res) => {
    const caller = authOf(req);
    if (!caller.ability.can('read', 'dashboard')) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    res.json(await dashboardFor(deps.db, caller, deps.clock.now()));
  });
  return router;
}
