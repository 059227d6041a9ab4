import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation code (a zod schema and its resolver) is loaded the
 * first time it is needed, or earlier with `preload` (e.g. when the form gets focus). For a form
 * on a public page, so its first load carries only the form, not the validation library.
 */
export function lazyResolver<TFieldValues extends FieldValues, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
): { resolver: Resolver<TFieldValues, unknown, TTransformed>; preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformed>> | undefined;
  const get = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => (loading = undefined)),
  };
}
