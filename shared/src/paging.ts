import { z } from 'zod';

/** Largest value of a PostgreSQL `integer`: ids, cursors and page numbers never go past it. */
export const PG_INT_MAX = 2_147_483_647;

/** A whole number from a query string, at least `min`, never beyond a PostgreSQL integer (400 otherwise). */
export function queryInt(min: number, max = PG_INT_MAX) {
  return z.coerce.number().int().min(min).max(max);
}

/** Query of every list endpoint: `?q=&page=1&perPage=10&sortBy=` (spec: page size 10). */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: queryInt(1).default(1),
  perPage: queryInt(1, 100).default(10),
  sortBy: z.string().trim().max(60).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Page<T> = { data: T[]; total: number; page: number; perPage: number };

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
}
