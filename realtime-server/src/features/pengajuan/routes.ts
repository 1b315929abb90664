import {
  createPengajuanSidangBodySchema,
  createPengajuanYudisiumBodySchema,
  pengajuanKinds,
  pengajuanListQuerySchema,
  transitionBodySchema,
  updatePengajuanBodySchema,
} from '@ujian/shared/pengajuan';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { withCurrentOnStale } from '../../http/stale-version';
import { parseWith } from '../../http/validate';
import { mountBerkasRoutes } from '../berkas/routes';
import { createRekapRouter } from '../rekap/routes';
import type { PengajuanDeps, PengajuanFeatureDeps } from './deps';
import { exportPengajuanXlsx } from './export-pengajuan';
import { type KindSpec, kindSpecs } from './kinds';
import { listPengajuan } from './list-pengajuan';
import { listHistory } from './pengajuan-history';
import { toBodies } from './pengajuan-map';
import { findVisible } from './pengajuan-read';
import { createPengajuan, updatePengajuan } from './save-pengajuan';
import { transitionPengajuan } from './transition-pengajuan';

/**
 * `/api/v1/pengajuan-sidang` and `/api/v1/pengajuan-yudisium` (CONTRACT.md), their documents and the
 * recap; mounted by `featureRouters`. Thin: parse, authorize, call a service, answer.
 */
export function createPengajuanRouters(feature: PengajuanFeatureDeps): Array<(deps: AppDeps) => Router> {
  return [
    (app) => {
      const deps: PengajuanDeps = { ...app, ...feature };
      const router = Router();
      for (const kind of pengajuanKinds) mountKind(router, deps, kindSpecs[kind]);
      return router;
    },
    (app) => createRekapRouter(app),
  ];
}

function mountKind(router: Router, deps: PengajuanDeps, spec: KindSpec): void {
  const auth = requireAuth(deps);
  const base = `/${spec.path}`;
  const bodyOf = async (uuid: string, req: Parameters<typeof authOf>[0]) => {
    const caller = authOf(req);
    const row = await findVisible(deps.db, spec, uuid, caller);
    const [body] = await toBodies(deps.db, spec, [row], caller, deps.clock.now());
    return body!;
  };

  router.get(base, auth, authorize('read', spec.subject), async (req, res) => {
    const query = parseWith(pengajuanListQuerySchema, req.query);
    res.json(await listPengajuan(deps, spec, authOf(req), query));
  });

  router.get(`${base}/export.xlsx`, auth, authorize('read', spec.subject), async (req, res) => {
    const query = parseWith(pengajuanListQuerySchema, req.query);
    const day = deps.clock.now().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename="${spec.path}-${day}.xlsx"`);
    await exportPengajuanXlsx(deps.db, spec, authOf(req), query, res);
    res.end();
  });

  router.post(base, auth, authorize('create', spec.subject), async (req, res) => {
    const schema = spec.kind === 'sidang' ? createPengajuanSidangBodySchema : createPengajuanYudisiumBodySchema;
    const body = parseWith(schema, req.body);
    const uuid = await createPengajuan(deps, spec, authOf(req), body);
    res.status(201).json(await bodyOf(uuid, req));
  });

  router.get(`${base}/:uuid`, auth, async (req, res) => {
    res.json(await bodyOf(String(req.params.uuid), req));
  });

  /** A stale write's 409 carries the row as the caller would read it now (`error.current`). */
  const withCurrent = (uuid: string, req: Parameters<typeof authOf>[0], write: () => Promise<void>) =>
    withCurrentOnStale(write, () => bodyOf(uuid, req));

  router.patch(`${base}/:uuid`, auth, async (req, res) => {
    const body = parseWith(updatePengajuanBodySchema, req.body);
    const uuid = String(req.params.uuid);
    await withCurrent(uuid, req, () => updatePengajuan(deps, spec, authOf(req), uuid, body));
    res.json(await bodyOf(uuid, req));
  });

  router.post(`${base}/:uuid/transitions`, auth, async (req, res) => {
    const body = parseWith(transitionBodySchema, req.body);
    const uuid = String(req.params.uuid);
    await withCurrent(uuid, req, () => transitionPengajuan(deps, spec, authOf(req), uuid, body));
    res.json(await bodyOf(uuid, req));
  });

  router.get(`${base}/:uuid/history`, auth, async (req, res) => {
    const uuid = String(req.params.uuid);
    await findVisible(deps.db, spec, uuid, authOf(req));
    // CONTRACT.md: the history is the list of transitions itself
    res.json(await listHistory(deps.db, spec, uuid));
  });

  mountBerkasRoutes(router, deps, spec, auth);
}
