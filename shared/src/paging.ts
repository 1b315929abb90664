import { z } from 'zod';

/** Query of every list endpoint: `?q=&page=1&perPage=10&sortBy=` (spec: page size 10). */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortBy: z.string().trim().max(60).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Page<T> = { data: T[]; total: number; page: number; perPage: number };

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
}
