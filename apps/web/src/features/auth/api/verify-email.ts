import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/session';

/**
 * GET /api/auth/verify-email?token=… (decision 0811): what a mailed link does — verifies the
 * address, confirms a change at the old address, or changes it at the new one. The session (if
 * any) is asked again afterwards, so the banner and the account page show the new state.
 */
export async function verifyEmail(token: string): Promise<true> {
  await apiGet<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  return true;
}

/** Once per token while the page is open: the link is used by opening it, never by a retry. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'verify-email', token],
      queryFn: async () => {
        const done = await verifyEmail(token);
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        return done;
      },
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}
