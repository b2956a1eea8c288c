import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@pipeproof/contracts';
import { ApiError, apiGet } from './api-client';

/** The session is app-wide (header, guards, every page), so it lives in lib, not a feature. */
export const USER_QUERY_KEY = ['auth', 'user'] as const;

/** GET /api/auth/user: the signed-in user, or null when the server answers 401 (spec §7). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiGet<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getUser,
    // Spec §7 and §9: the user is cached for 5 minutes and never retried.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The current session: `user` is undefined while loading, null when signed out. */
export function useUser() {
  return useQuery(userQueryOptions());
}
