import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('createQueryClient', () => {
  it('sends a change without signal and lets it fail, rather than pausing it until the signal returns (decision 0903)', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, isPaused: false });
  });

  it('reads once, without retrying or refetching on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
    expect(queries?.refetchInterval).toBeUndefined();
  });
});
