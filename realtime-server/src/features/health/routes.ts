import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';

/** `GET /health`: CONTRACT.md's shape; 503 when the database does not answer. */
export function createHealthRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const realtime = deps.realtimeStatus?.() ?? 'up';
    try {
      await deps.db.execute(sql`select 1`);
      res.json({ status: 'ok', db: deps.driver, realtime });
    } catch (err) {
      deps.logger.error({ err }, 'health check: database did not answer');
      res.status(503).json({ status: 'error', db: deps.driver, realtime });
    }
  });
  return router;
}
