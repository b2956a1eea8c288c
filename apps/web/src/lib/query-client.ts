import { QueryClient } from '@tanstack/react-query';

/**
 * product.md §7: no polling, no refetch on focus, data never stale, no retries. A change is sent
 * when it is asked for, signal or not (decision 0903): without signal it fails at once and says so,
 * instead of waiting, paused, to be sent when the signal returns — after the engineer may have
 * pressed 'Keep Job', or typed something newer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No refetchInterval: TanStack never polls unless asked.
      queries: {
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      // Mutations never retry (TanStack's own default, retry 0).
      mutations: { networkMode: 'always' },
    },
  });
}
