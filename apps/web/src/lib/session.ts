import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CurrentUser, User } from '@pipeproof/contracts';
import { ApiError, apiGet } from './api-client';
import {
  adoptSession,
  endDeviceSession,
  hasLapsedIdentity,
  rememberedUser,
} from './device/device-session';
import { DEVICE_OWNER, type Owner } from './device/device-storage';
import { markSessionConfirmed } from './device/session-confirmation';
import { completePendingSignOut } from './device/sign-out';

/** The session is app-wide (header, guards, every page), so it lives in lib, not a feature. */
export const USER_QUERY_KEY = ['auth', 'user'] as const;

// Checked by hand: zod stays off the first load (decision 0641).
function isCurrentUser(value: unknown): value is CurrentUser {
  const session = (value as { session?: Record<string, unknown> } | null)?.session;
  return (
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof session?.expiresAt === 'string' &&
    typeof session.deviceKey === 'string'
  );
}

/**
 * GET /api/auth/user: the signed-in user, or null when the server answers 401 (spec §7). The
 * device follows the server's answer (docs/decisions/0440): another account's work is sealed,
 * this account's opened; a 401 seals the work of the session that ended. With no signal (or a
 * server that is down) the engineer this device last confirmed is the answer, while their
 * session lasts.
 */
export async function getUser(): Promise<User | null> {
  // Logged out without signal: signed out here until the server has been told.
  if (!(await completePendingSignOut())) return null;
  let current: unknown;
  try {
    current = await apiGet<unknown>('/api/auth/user');
  } catch (error) {
    markSessionConfirmed(null);
    if (error instanceof ApiError && error.status === 401) {
      await endDeviceSession('session-ended');
      return null;
    }
    const remembered = rememberedUser();
    if (remembered) return remembered;
    if (hasLapsedIdentity()) {
      await endDeviceSession('session-ended');
      return null;
    }
    throw error;
  }
  if (!isCurrentUser(current)) throw new Error('The session answer had an unexpected shape.');
  const outcome = await adoptSession(current);
  if (outcome === 'unreadable') {
    toast.error('Saved Work Not Opened', {
      description:
        'Work kept on this device for your account could not be opened, so it has been removed.',
    });
  }
  markSessionConfirmed(current.id);
  const { id, email, firstName, lastName, subscriptionTier } = current;
  return { id, email, firstName, lastName, subscriptionTier };
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getUser,
    // Spec §7 and §9: the user is cached for 5 minutes and never retried.
    staleTime: 5 * 60 * 1000,
    retry: false,
    // The engineer this device remembers shows at once, even offline; the server is asked at once
    // too (updated at 0: already stale).
    initialData: () => rememberedUser() ?? undefined,
    initialDataUpdatedAt: 0,
  });

/** The current session: `user` is undefined while loading, null when signed out. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/** Whose work the pages show: the signed-in account's, or the device's own when signed out. */
export function useDeviceOwner(): Owner {
  const { data: user } = useUser();
  return user?.id ?? DEVICE_OWNER;
}

/**
 * Once mounted (the app layout): when the signal returns the server is asked again who is
 * signed in, and when the account changes nothing read for the previous one stays in memory.
 */
export function useSessionUpkeep(): void {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);

  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous === null || previous === userId) return;
    // Another account, or none: nothing read for the previous one may stay on screen.
    void queryClient.resetQueries({
      predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
    });
  }, [queryClient, userId]);
}
