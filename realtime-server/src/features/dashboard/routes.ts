import { AppError } from '@ujian/shared/errors';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { dashboardFor } from './dashboard-data';
import { deskFor } from './desk-data';

/** `GET /api/v1/dashboard`: counts and progress the caller may see; `/dashboard/desk`: a lecturer's desk. */
export function createDashboardRouter(deps: AppDeps): Router {
  const router = Router();
  const mayRead = (caller: ReturnType<typeof authOf>) => {
    if (!caller.ability.can('read', 'dashboard')) throw new AppError('FORBIDDEN', 'You are not allowed to do this.');
    return caller;
  };
  router.get('/dashboard', requireAuth(deps), async (req, res) => {
    res.json(await dashboardFor(deps.db, mayRead(authOf(req)), deps.clock.now()));
  });
  router.get('/dashboard/desk', requireAuth(deps), async (req, res) => {
    res.json(await deskFor(deps.db, mayRead(authOf(req)), deps.clock.now()));
  });
  return router;
}
