import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Router } from 'express';
import { authOf } from '../../http/authenticate';
import type { PengajuanDeps } from '../pengajuan/deps';
import type { KindSpec } from '../pengajuan/kinds';
import { attachmentHeader, deleteBerkas, listBerkas, openBerkas, uploadBerkas } from './berkas-service';

/** `/<kind path>/:uuid/berkas[/:berkasUuid]`: upload (multipart), list, download, delete. */
export function mountBerkasRoutes(router: Router, deps: PengajuanDeps, spec: KindSpec, auth: RequestHandler): void {
  const base = `/${spec.path}/:uuid/berkas`;

  router.post(base, auth, async (req, res) => {
    res.status(201).json(await uploadBerkas(deps, spec, authOf(req), String(req.params.uuid), req));
  });

  router.get(base, auth, async (req, res) => {
    res.json({ data: await listBerkas(deps, spec, authOf(req), String(req.params.uuid)) });
  });

  router.get(`${base}/:berkasUuid`, auth, async (req, res) => {
    const { row, stream } = await openBerkas(
      deps,
      spec,
      authOf(req),
      String(req.params.uuid),
      String(req.params.berkasUuid),
    );
    res.setHeader('Content-Type', row.mime);
    res.setHeader('Content-Length', String(row.size));
    res.setHeader('Content-Disposition', attachmentHeader(row.filename));
    await pipeline(stream, res);
  });

  router.delete(`${base}/:berkasUuid`, auth, async (req, res) => {
    await deleteBerkas(deps, spec, authOf(req), String(req.params.uuid), String(req.params.berkasUuid));
    res.status(204).end();
  });
}
