import {
  finalizeBodySchema,
  hasilListQuerySchema,
  nilaiBodySchema,
  perubahanCreateSchema,
  perubahanListQuerySchema,
  perubahanTransitionSchema,
  versionBodySchema,
} from '@ujian/shared/hasil';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { withCurrentOnStale } from '../../http/stale-version';
import { parseWith } from '../../http/validate';
import type { PengajuanFeatureDeps } from '../pengajuan/deps';
import {
  approveRevision,
  finalizeHasil,
  getHasil,
  type HasilDeps,
  hasilHistory,
  listHasil,
  putNilai,
} from './hasil-service';
import { createPerubahan, getPerubahan, listPerubahan, transitionPerubahan } from './perubahan-service';

/** `/api/v1/hasil-sidang` and `/api/v1/perubahan-nilai` (CONTRACT.md "Hasil sidang"). */
export function createHasilRouter(feature: PengajuanFeatureDeps): (app: AppDeps) => Router {
  return (app) => {
    const deps: HasilDeps = { ...app, ...feature };
    const router = Router();
    const auth = requireAuth(deps);
    const read = authorize('read', 'hasil-sidang');
    const uuidOf = (req: Request) => String(req.params.uuid);

    router.get('/hasil-sidang', auth, read, async (req, res) => {
      res.json(await listHasil(deps, authOf(req), parseWith(hasilListQuerySchema, req.query)));
    });
    router.get('/hasil-sidang/:uuid', auth, read, async (req, res) => {
      res.json(await getHasil(deps, authOf(req), uuidOf(req)));
    });
    router.get('/hasil-sidang/:uuid/history', auth, read, async (req, res) => {
      res.json(await hasilHistory(deps, authOf(req), uuidOf(req)));
    });
    router.put('/hasil-sidang/:uuid/nilai/:dosenUuid', auth, read, async (req, res) => {
      const body = parseWith(nilaiBodySchema, req.body);
      res.json(
        await withCurrentOnStale(
          () => putNilai(deps, authOf(req), uuidOf(req), String(req.params.dosenUuid), body),
          () => getHasil(deps, authOf(req), uuidOf(req)),
        ),
      );
    });
    router.post('/hasil-sidang/:uuid/finalize', auth, read, async (req, res) => {
      const body = parseWith(finalizeBodySchema, req.body);
      res.json(
        await withCurrentOnStale(
          () => finalizeHasil(deps, authOf(req), uuidOf(req), body),
          () => getHasil(deps, authOf(req), uuidOf(req)),
        ),
      );
    });
    router.post('/hasil-sidang/:uuid/revisi-disetujui', auth, read, async (req, res) => {
      const body = parseWith(versionBodySchema, req.body ?? {});
      res.json(
        await withCurrentOnStale(
          () => approveRevision(deps, authOf(req), uuidOf(req), body.version),
          () => getHasil(deps, authOf(req), uuidOf(req)),
        ),
      );
    });
    router.post('/hasil-sidang/:uuid/perubahan-nilai', auth, read, async (req, res) => {
      const body = parseWith(perubahanCreateSchema, req.body);
      res.status(201).json(await createPerubahan(deps, authOf(req), uuidOf(req), body));
    });

    router.get('/perubahan-nilai', auth, async (req, res) => {
      res.json(await listPerubahan(deps, authOf(req), parseWith(perubahanListQuerySchema, req.query)));
    });
    router.get('/perubahan-nilai/:uuid', auth, async (req, res) => {
      res.json(await getPerubahan(deps, authOf(req), uuidOf(req)));
    });
    router.post('/perubahan-nilai/:uuid/transitions', auth, async (req, res) => {
      const body = parseWith(perubahanTransitionSchema, req.body);
      res.json(
        await withCurrentOnStale(
          () => transitionPerubahan(deps, authOf(req), uuidOf(req), body),
          () => getPerubahan(deps, authOf(req), uuidOf(req)),
        ),
      );
    });
    return router;
  };
}
