import { rolePatchSchema } from '@ujian/shared/hak-akses';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { intIdParam } from '../../http/input-guard';
import { parseWith } from '../../http/validate';
import { getRole, hakAksesMeta, listRoles, updateRole } from './role-service';

function roleIdParam(req: Request): number {
  return intIdParam(req.params.id);
}

/** Roles and their CASL rules (`/hak-akses`); a save applies to signed-in users at once. */
export function createHakAksesRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/hak-akses', auth, authorize('read', 'hak-akses'), async (_req, res) => {
    res.json({ data: await listRoles(deps.db) });
  });
  router.get('/hak-akses/meta', auth, authorize('read', 'hak-akses'), (_req, res) => {
    res.json(hakAksesMeta);
  });
  router.get('/hak-akses/:id', auth, authorize('read', 'hak-akses'), async (req, res) => {
    res.json(await getRole(deps.db, roleIdParam(req)));
  });
  router.patch('/hak-akses/:id', auth, authorize('update', 'hak-akses'), async (req, res) => {
    const patch = parseWith(rolePatchSchema, req.body);
    res.json(await updateRole(deps, authOf(req), roleIdParam(req), patch));
  });
  return router;
}
