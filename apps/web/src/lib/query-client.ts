import { QueryClient } from '@tanstack/react-query';

/** product.md §7: no polling, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
