import type { ClientConfig } from '@ujian/shared/client-config';
import { Router } from 'express';

/**
 * `GET /config`: the browser learns where Socket.IO listens (the port is not the page's own: the API
 * and the client are on PORT, Socket.IO on REALTIME_PORT, and tests pick both at random) and the
 * largest document it may upload, and the portal's public address (PUBLIC_URL) the server writes into links.
 */
export function createClientConfigRouter(
  realtimePort: () => number,
  options: { maxUploadMb: number; publicUrl: string },
): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    const body: ClientConfig = { realtimePort: realtimePort(), ...options };
    res.json(body);
  });
  return router;
}
