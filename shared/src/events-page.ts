import { z } from 'zod';
import { queryInt } from './paging';

/** `GET /api/v1/events?after=N&limit=` */
export const eventsQuerySchema = z.object({
  after: queryInt(0).default(0),
  limit: queryInt(1, 500).default(100),
});
export const eventEnvelopeSchema = z.object({
  seq: z.number().int(),
  type: z.string(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export const eventsPageSchema = z.object({
  data: z.array(eventEnvelopeSchema),
  /** more events after the last one returned: ask again with `after` = last `seq` */
  hasMore: z.boolean(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;
