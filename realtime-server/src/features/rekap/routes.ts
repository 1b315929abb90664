import { rekapQuerySchema } from '@ujian/shared/pengajuan';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { rekapPengajuanSidang } from './rekap-pengajuan';

/** `GET /api/v1/rekap/pengajuan-sidang?periodeUuid=`: admins and koordinator (their prodi). */
export function createRekapRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/rekap/pengajuan-sidang',
    requireAuth(deps),
    authorize('read', 'rekapitulasi-pengajuan-sidang'),
    async (req, res) => {
      const { periodeUuid } = parseWith(rekapQuerySchema, req.query);
      res.json(await rekapPengajuanSidang(deps.db, authOf(req), periodeUuid));
    },
  );
  return router;
}
