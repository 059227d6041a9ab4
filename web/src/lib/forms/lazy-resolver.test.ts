import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().check(z.minLength(2, 'too short')) });
type Values = z.input<typeof schema>;
type Load = () => Promise<Resolver<Values, unknown, Values>>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };
const loadZod: Load = async () => zodResolver(schema);

describe('lazyResolver', () => {
  it('loads the validation once, on first use, and validates as the loaded resolver does', async () => {
    const load = vi.fn(loadZod);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ name: 'a' }, undefined, options);
    expect(invalid.errors.name?.message).toBe('too short');
    const valid = await resolver({ name: 'Ada' }, undefined, options);
    expect(valid.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads ahead of the first validation, and retries a load that failed', async () => {
    const load = vi.fn<Load>().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadZod);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const result = await resolver({ name: 'a' }, undefined, options);
    expect(result.errors.name?.message).toBe('too short');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
