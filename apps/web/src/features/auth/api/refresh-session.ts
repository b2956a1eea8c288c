import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@pipeproof/contracts';
import { userQueryOptions } from '../../../lib/session';

/**
 * Re-reads the session after the server set (or failed to set) the cookie. Resolves to the
 * user, or null when the browser did not keep the cookie.
 */
export function refreshSession(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
}
