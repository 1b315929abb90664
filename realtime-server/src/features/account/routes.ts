import { biodataSchema } from '@ujian/shared/biodata';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { isAccountPending } from '../pengguna/account-approval';
import { getBiodata, isBiodataComplete, updateBiodata } from './biodata';
import { refuseAuthorityFields } from './self-service-guard';

/** The signed-in user's own account: the start-up check and biodata (account settings). */
export function createAccountRouter(deps: AppDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);

  router.get('/account/check', auth, async (req, res) => {
    const biodataComplete = await isBiodataComplete(deps.db, authOf(req).userId);
    res.json({ data: { success: true, biodata_complete: biodataComplete } });
  });

  // whether an admin still has to approve this self-registered account (the pending notice)
  router.get('/account/approval', auth, async (req, res) => {
    res.json({ pending: await isAccountPending(deps.db, authOf(req).userId) });
  });

  router.get('/account/biodata', auth, async (req, res) => {
    res.json(await getBiodata(deps.db, authOf(req).userId));
  });

  router.put('/account/biodata', auth, refuseAuthorityFields, async (req, res) => {
    const body = parseWith(biodataSchema, req.body);
    res.json(await updateBiodata(deps, authOf(req).userId, body));
  });

  return router;
}
