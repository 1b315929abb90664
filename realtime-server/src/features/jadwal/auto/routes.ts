import { AppError } from '@ujian/shared/errors';
import { autoApplySchema, autoRunRequestSchema } from '@ujian/shared/jadwal-auto';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../app-deps';
import { authOf, authorize, requireAuth } from '../../../http/authenticate';
import { callerLocale } from '../../../http/error-handler';
import { parseWith } from '../../../http/validate';
import type { PengajuanFeatureDeps } from '../../pengajuan/deps';
import { applyAutoRun } from './apply-auto-run';
import {
  type AutoRunCaller,
  type AutoRunDeps,
  cancelAutoRun,
  failOrphanedRuns,
  findAutoRun,
  startAutoRun,
  toAutoRun,
} from './auto-runs';
import type { AutoRunPool } from './run-pool';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function runIdOf(req: Request): string {
  const runId = String(req.params.runId);
  if (!UUID.test(runId)) throw new AppError('NOT_FOUND', 'Automatic scheduling run not found.');
  return runId;
}

function callerOf(req: Request): AutoRunCaller {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role, prodiUuid: auth.user.prodiId };
}

export type AutoRunFeature = PengajuanFeatureDeps & {
  /** this node's runs; main.ts stops them on shutdown */
  pool: AutoRunPool;
};

/** `/api/v1/jadwal-sidang/auto-runs` (CONTRACT.md "Automatic scheduling"). */
export function createAutoRunRouter(feature: AutoRunFeature): (app: AppDeps) => Router {
  return (app) => {
    const deps: AutoRunDeps = { db: app.db, clock: app.clock, logger: app.logger, ...feature };
    // runs a stopped process left behind are failed at start (reads say so even before this finishes)
    void failOrphanedRuns(deps).catch((err: unknown) =>
      app.logger.error({ err }, 'could not fail the runs a stopped server left'),
    );
    const jadwalDeps = { ...app, ...feature };
    const router = Router();
    const auth = requireAuth(app);
    const base = '/jadwal-sidang/auto-runs';

    router.post(base, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
      const request = parseWith(autoRunRequestSchema, req.body);
      const runId = await startAutoRun(deps, callerOf(req), request);
      res.status(202).json({ runId });
    });

    router.get(`${base}/:runId`, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
      res.json(toAutoRun(await findAutoRun(deps.db, callerOf(req), runIdOf(req)), deps, callerLocale(req)));
    });

    router.post(`${base}/:runId/apply`, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
      const body = parseWith(autoApplySchema, req.body);
      const run = await findAutoRun(deps.db, callerOf(req), runIdOf(req));
      res.json(await applyAutoRun(jadwalDeps, authOf(req), run, body.pengajuanUuids));
    });

    // An addition: stop a run now and keep the best plan it has found (409 NOT_RUNNING when it is not running).
    router.post(`${base}/:runId/cancel`, auth, authorize('manage', 'jadwal-sidang'), async (req, res) => {
      const row = await findAutoRun(deps.db, callerOf(req), runIdOf(req));
      await cancelAutoRun(deps, row);
      res.status(202).json({ runId: row.uuid });
    });

    return router;
  };
}
