import { rekapJadwalQuerySchema } from '@ujian/shared/jadwal';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import { exportRekapJadwalXlsx, rekapJadwal } from './rekap-jadwal';

/** `GET /api/v1/rekap/jadwal-sidang` and its `/export.xlsx` (CASL read on `rekapitulasi-jadwal-sidang`). */
export function createRekapJadwalRouter(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Router {
  const router = Router();
  const guard = [requireAuth(deps), authorize('read', 'rekapitulasi-jadwal-sidang')];
  router.get('/rekap/jadwal-sidang', ...guard, async (req, res) => {
    const query = parseWith(rekapJadwalQuerySchema, req.query);
    res.json(await rekapJadwal(deps.db, authOf(req), query));
  });
  router.get('/rekap/jadwal-sidang/export.xlsx', ...guard, async (req, res) => {
    const query = parseWith(rekapJadwalQuerySchema, req.query);
    const day = deps.clock.now().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="rekap-jadwal-sidang-${day}.xlsx"`);
    await exportRekapJadwalXlsx(deps.db, authOf(req), query, res);
    res.end();
  });
  return router;
}
