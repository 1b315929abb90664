import type { ClientConfig } from '@ujian/shared/notifikasi';
import { Router } from 'express';

/**
 * `GET /config`: the browser learns where Socket.IO listens. The port is not the page's own (the API
 * and the client are on PORT, Socket.IO on REALTIME_PORT) and tests pick both at random.
 */
export function createClientConfigRouter(realtimePort: () => number): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    const body: ClientConfig = { realtimePort: realtimePort() };
    res.json(body);
  });
  return router;
}
