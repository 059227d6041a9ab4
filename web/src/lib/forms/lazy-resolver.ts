import type { FieldValues, Resolver } from 'react-hook-form';

/** Loads the validation code on first need (or `preload`): a public page's first load carries only the form. */
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
