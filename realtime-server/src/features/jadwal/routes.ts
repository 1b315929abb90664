import { AppError } from '@ujian/shared/errors';
import {
  availabilityQuerySchema,
  checkJadwalSchema,
  createJadwalSchema,
  jadwalListQuerySchema,
  jadwalTransitionSchema,
  patchJadwalSchema,
} from '@ujian/shared/jadwal';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import type { PengajuanFeatureDeps } from '../pengajuan/deps';
import { createRekapJadwalRouter } from '../rekap/rekap-jadwal-routes';
import { availability } from './availability';
import { loadCheckFacts } from './check-facts';
import { assertSeatsValid, evaluateJadwal } from './check-jadwal';
import type { JadwalDeps } from './jadwal-effects';
import { listJadwalHistory } from './jadwal-history';
import { findVisibleJadwal, jadwalBody, jadwalSubject } from './jadwal-rows';
import { listJadwal } from './list-jadwal';
import { createJadwal, patchJadwal } from './save-jadwal';
import { transitionJadwal } from './transition-jadwal';

/** `/api/v1/jadwal-sidang` (CONTRACT.md "Jadwal sidang"); mounted by `featureRouters`. */
export function createJadwalRouters(feature: PengajuanFeatureDeps): Array<(deps: AppDeps) => Router> {
  return [(app) => jadwalRouter({ ...app, ...feature }), (app) => createRekapJadwalRouter(app)];
}

function jadwalRouter(deps: JadwalDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const base = '/jadwal-sidang';

  router.get(base, auth, authorize('read', 'jadwal-sidang'), async (req, res) => {
    const query = parseWith(jadwalListQuerySchema, req.query);
    res.json(await listJadwal(deps.db, authOf(req), query));
  });

  // fixed paths before `/:uuid`
  router.post(`${base}/check`, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
    const body = parseWith(checkJadwalSchema, req.body);
    assertSeatsValid(body.komite);
    const caller = authOf(req);
    const input = {
      uuid: body.uuid,
      pengajuanUuid: body.pengajuanUuid,
      tanggal: body.tanggal,
      waktuUjianUuid: body.waktuUjianUuid,
      ruanganUuid: body.ruanganUuid ?? null,
      onlineUrl: body.onlineUrl ?? null,
      komite: body.komite,
    };
    // the form calls this as the user types: one statement reads the facts and whose the pengajuan is;
    // the facts are used only once the caller is known to see the pengajuan (and the row)
    const facts = await loadCheckFacts(deps.db, input);
    const { pengajuan } = facts;
    if (!pengajuan || !caller.ability.can('manage', jadwalSubject({ userId: pengajuan.userId, row: pengajuan })))
      throw new AppError('NOT_FOUND', 'Pengajuan not found');
    let published = false;
    if (body.uuid) published = (await findVisibleJadwal(deps.db, body.uuid, caller)).row.status === 'terjadwal';
    res.json(evaluateJadwal(facts, input, { now: deps.clock.now(), published }));
  });

  router.get(`${base}/availability`, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
    const query = parseWith(availabilityQuerySchema, req.query);
    res.json(await availability(deps.db, query));
  });

  router.post(base, auth, authorize('create', 'jadwal-sidang'), async (req, res) => {
    const body = parseWith(createJadwalSchema, req.body);
    const uuid = await createJadwal(deps, authOf(req), body);
    res.status(201).json(await jadwalBody(deps.db, uuid, authOf(req)));
  });

  router.get(`${base}/:uuid`, auth, async (req, res) => {
    res.json(await jadwalBody(deps.db, String(req.params.uuid), authOf(req)));
  });

  router.patch(`${base}/:uuid`, auth, async (req, res) => {
    const body = parseWith(patchJadwalSchema, req.body);
    await patchJadwal(deps, authOf(req), String(req.params.uuid), body);
    res.json(await jadwalBody(deps.db, String(req.params.uuid), authOf(req)));
  });

  router.post(`${base}/:uuid/transitions`, auth, async (req, res) => {
    const body = parseWith(jadwalTransitionSchema, req.body);
    await transitionJadwal(deps, authOf(req), String(req.params.uuid), body);
    res.json(await jadwalBody(deps.db, String(req.params.uuid), authOf(req)));
  });

  router.get(`${base}/:uuid/history`, auth, async (req, res) => {
    const uuid = String(req.params.uuid);
    await findVisibleJadwal(deps.db, uuid, authOf(req));
    res.json(await listJadwalHistory(deps.db, uuid));
  });

  return router;
}
