import {
  createKetersediaanSchema,
  ketersediaanListQuerySchema,
  pengingatSchema,
  permintaanSchema,
  ringkasanQuerySchema,
} from '@ujian/shared/ketersediaan';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { authOf, authorize, requireAuth } from '../../http/authenticate';
import { parseWith } from '../../http/validate';
import type { NotifyDeps } from '../notifikasi/notify';
import { createKetersediaan } from './create-ketersediaan';
import { deleteKetersediaan, listKetersediaan } from './list-ketersediaan';
import { ringkasanKetersediaan } from './ringkasan';
import { sendPengingat } from './send-pengingat';
import { sendPermintaan } from './send-permintaan';

/** `/api/v1/ketersediaan` (CONTRACT.md "Lecturer availability"); mounted by `featureRouters`. */
export function createKetersediaanRouter(deps: AppDeps, links: NotifyDeps): Router {
  const router = Router();
  const auth = requireAuth(deps);
  const base = '/ketersediaan';
  // the summary is for the staff who schedule (admin, koordinator), not for each lecturer
  const staff = authorize('read', 'rekapitulasi-jadwal-sidang');

  router.get(`${base}/ringkasan`, auth, staff, async (req, res) => {
    const query = parseWith(ringkasanQuerySchema, req.query);
    const rows = await ringkasanKetersediaan(deps.db, authOf(req), query);
    res.json({ rows: rows.map(({ userId: _userId, ...row }) => row) });
  });
  router.post(`${base}/ringkasan/pengingat`, auth, staff, async (req, res) => {
    const body = parseWith(pengingatSchema, req.body);
    res.json(await sendPengingat({ ...deps, ...links }, authOf(req), body));
  });

  router.get(base, auth, authorize('read', 'ketersediaan'), async (req, res) => {
    const query = parseWith(ketersediaanListQuerySchema, req.query);
    res.json(await listKetersediaan(deps.db, authOf(req), query));
  });
  router.post(base, auth, authorize('create', 'ketersediaan'), async (req, res) => {
    const body = parseWith(createKetersediaanSchema, req.body);
    res.status(201).json(await createKetersediaan(deps, authOf(req), body));
  });
  router.delete(`${base}/:uuid`, auth, async (req, res) => {
    await deleteKetersediaan(deps, authOf(req), String(req.params.uuid));
    res.status(204).end();
  });
  // staff ask the owner to move or delete a block (an automatic run's repair) rather than delete it
  router.post(`${base}/:uuid/permintaan`, auth, staff, async (req, res) => {
    const body = parseWith(permintaanSchema, req.body ?? {});
    res.json(await sendPermintaan({ ...deps, ...links }, authOf(req), String(req.params.uuid), body));
  });
  return router;
}
