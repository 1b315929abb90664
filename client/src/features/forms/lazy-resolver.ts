import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A zod resolver whose schema, zod and the resolver are fetched at the first validation (a submit
 * or a filled-in field), not with the screen: the sign-in page paints without them.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, FieldValues>>,
): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
