import { AppError } from '@ujian/shared/errors';
import { penggunaListQuerySchema, penggunaPatchSchema } from '@ujian/shared/pengguna';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { intIdParam } from '../../http/input-guard';
import { parseWith } from '../../http/validate';
import { deactivatePengguna, updatePengguna } from './change-pengguna';
import { findPengguna, listPengguna } from './list-pengguna';

export function userIdParam(req: Request): number {
  return intIdParam(req.params.id);
}

/**
 * User accounts for admins: `/pengguna` (list, filters, pengguna-daftar-baru), edit, deactivate. Create,
 * import and approve send mail and notifications, so they live in accounts-routes.ts with the spine.
 */
export function createPenggunaRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const changeOf = (req: Request) => ({ actorId: authOf(req).userId, targetId: userIdParam(req) });

  router.get('/pengguna', auth, authorize('read', 'pengguna'), async (req, res) => {
    res.json(await listPengguna(deps.db, parseWith(penggunaListQuerySchema, req.query)));
  });
  router.get('/pengguna/:id', auth, authorize('read', 'pengguna'), async (req, res) => {
    const found = await findPengguna(deps.db, userIdParam(req));
    if (!found) throw new AppError('NOT_FOUND', 'Not found');
    res.json(found);
  });
  router.patch('/pengguna/:id', auth, authorize('update', 'pengguna'), async (req, res) => {
    const patch = parseWith(penggunaPatchSchema, req.body);
    res.json(await updatePengguna(deps, changeOf(req), patch));
  });
  router.post('/pengguna/:id/deactivate', auth, authorize('update', 'pengguna'), async (req, res) => {
    res.json(await deactivatePengguna(deps, changeOf(req)));
  });
  return router;
}
