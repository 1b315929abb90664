import { z } from 'zod';

/** `GET /api/v1/config`: what the browser needs to find the rest of the portal (public, no auth). */
export const clientConfigSchema = z.object({
  /** Socket.IO listens on this port of the same host (REALTIME_PORT) */
  realtimePort: z.number().int().min(1).max(65535),
  /** MAX_UPLOAD_MB: the browser refuses larger documents before sending them */
  maxUploadMb: z.number().positive().optional(),
  /** PUBLIC_URL: the address every link the server writes starts with */
  publicUrl: z.url().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
