import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { OFFLINE_MESSAGE } from './apply-server-error';
import { lazyResolver } from './lazy-resolver';

const NameSchema = z.object({ name: z.string().min(1, { error: 'Name is required.' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;
type NameResolver = Resolver<{ name: string }, unknown, { name: string }>;
const cannotFetch = () => new TypeError('Failed to fetch dynamically imported module');

describe('lazyResolver', () => {
  it('loads the checks on the first check only, and answers as they do', async () => {
    const load = vi.fn(() => Promise.resolve(zodResolver(NameSchema)));
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const [refused, accepted] = await Promise.all([
      resolver({ name: '' }, undefined, options),
      resolver({ name: 'Sam' }, undefined, options),
    ]);
    expect(refused.errors).toMatchObject({ name: { message: 'Name is required.' } });
    expect(accepted).toEqual({ values: { name: 'Sam' }, errors: {} });
    await resolver({ name: 'Jo' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the checks once, and the first check uses them', async () => {
    const load = vi.fn(() => Promise.resolve(zodResolver(NameSchema)));
    const { resolver, preload } = lazyResolver(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ name: 'Sam' }, undefined, options)).toEqual({
      values: { name: 'Sam' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so above the form when the checks cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<NameResolver>>()
      .mockRejectedValueOnce(cannotFetch())
      .mockResolvedValue(zodResolver(NameSchema));
    const { resolver } = lazyResolver(load);

    const offline = await resolver({ name: 'Sam' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors).toEqual({
      root: { server: { type: 'unavailable', message: OFFLINE_MESSAGE } },
    });

    expect(await resolver({ name: 'Sam' }, undefined, options)).toEqual({
      values: { name: 'Sam' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preload that failed is tried again by the submit', async () => {
    const load = vi
      .fn<() => Promise<NameResolver>>()
      .mockRejectedValueOnce(cannotFetch())
      .mockResolvedValue(zodResolver(NameSchema));
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Wait until the preload's fetch has failed (its rejection is handled inside: nothing is left
    // unhandled, and the loader let go of it before this await resumes).
    await expect(load.mock.results[0]?.value).rejects.toThrow('Failed to fetch');
    expect((await resolver({ name: '' }, undefined, options)).errors).toMatchObject({
      name: { message: 'Name is required.' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
