import { useDeferredValue, useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from './toast';
import type { User } from '@pipeproof/contracts';
import {
  completePendingSignOut,
  resolveDeviceSession,
  signOutOfDevice,
} from './device/resolve-device-session';
import { rememberedUser } from './device/device-session';
import {
  DEVICE_OWNER,
  IDENTITY_KEY,
  remembersSignedOut,
  type Owner,
} from './device/device-storage';
import { SESSION_SERVER } from './device/session-server';
import { APP_CONFIG_QUERY_KEY } from './app-config';
import { wasServedSignedOut } from './first-screen';

/** The session is app-wide (header, guards, every page), so it lives in lib, not a feature. */
export const USER_QUERY_KEY = ['auth', 'user'] as const;

/**
 * GET /api/session: the signed-in user, or null when the server says nobody is (product.md §7;
 * decision 0837: a 200, so a signed-out visit logs no failed request in the console), with
 * the device made to match (decision 0440; resolve-device-session.ts). Without signal, the
 * engineer this device last confirmed, while their session lasts.
 */
export async function getUser(): Promise<User | null> {
  const { user, opened } = await resolveDeviceSession(SESSION_SERVER);
  if (opened === 'unreadable') {
    toast.error('Saved Work Not Opened', {
      description:
        'Work kept on this device for your account could not be opened, so it has been removed.',
    });
  }
  return user;
}

/** Log out (decision 0440): seals the engineer's work on this device, then ends the session. */
export const signOut = (): Promise<void> => signOutOfDevice(SESSION_SERVER);

/**
 * Before signing in: a sign-out made without signal ends that session first (decision 0440). If
 * the server still cannot be told (one bar of signal drops that request and lets the next through),
 * this throws as a request without signal does, and the form says to try again: signed in
 * regardless, the sign-out left waiting would be sent with the new session's cookie at the next
 * session check and end the session just made.
 */
export async function finishPendingSignOut(): Promise<void> {
  if (!(await completePendingSignOut(SESSION_SERVER))) throw new TypeError('Failed to fetch');
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getUser,
    // product.md §7 and §9: the user is cached for 5 minutes and never retried.
    staleTime: 5 * 60 * 1000,
    retry: false,
    // Without signal and nobody remembered the answer is an error: a page mounting must not ask
    // again at once (that loops); the 'online' event and 'Try again' ask (useSessionUpkeep).
    retryOnMount: false,
    // The engineer this device remembers shows at once, even offline; else nobody, when the
    // server sent the signed-out first screen to a visit without a session (decision 0853), so
    // the app draws what is already on screen, or when its last answer on this device was
    // nobody (0886), so a visitor without an account never waits on a slow answer. The server
    // is asked at once either way (updated at 0: already stale).
    initialData: () =>
      rememberedUser() ?? (wasServedSignedOut || remembersSignedOut() ? null : undefined),
    initialDataUpdatedAt: 0,
  });

/** The current session: `user` is undefined while loading, null when signed out. */
export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * Whether a page still waits for the server's first answer about who is signed in (the device
 * remembers nobody and no answer has come). Only the first answer: a later retry (no signal) must
 * not take the page away. Deferred (decisions 0234, 0849): the answer reaches React through
 * `useSyncExternalStore`, an update React finishes in one go, and the page it brings is the largest
 * render of the visit; the spinner stays while that page is built in slices.
 */
export function useIsWaitingForFirstSession(): boolean {
  const { isPending, isFetched } = useUser();
  return useDeferredValue(isPending && !isFetched);
}

/** Whose work the pages show: the signed-in account's, or the device's own when signed out. */
export function useDeviceOwner(): Owner {
  const { data: user } = useUser();
  return user?.id ?? DEVICE_OWNER;
}

/** Query keys whose data is the same whoever is signed in. */
const NOBODYS_QUERIES: readonly string[] = [USER_QUERY_KEY[0], APP_CONFIG_QUERY_KEY[0]];

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
    // Another tab signed in or out (decision 0440): this one asks the server too, so its pages
    // stop showing an account whose work that tab has sealed.
    const recheckWhenIdentityChanges = (event: StorageEvent) => {
      if (event.key === IDENTITY_KEY || event.key === null) recheck();
    };
    window.addEventListener('online', recheck);
    window.addEventListener('storage', recheckWhenIdentityChanges);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('storage', recheckWhenIdentityChanges);
    };
  }, [queryClient]);

  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous === null || previous === userId) return;
    // Another account, or none: nothing read for the previous one may stay on screen. The
    // session itself and the server's configuration belong to nobody: they stay.
    void queryClient.resetQueries({
      predicate: (query) => !NOBODYS_QUERIES.includes(String(query.queryKey[0])),
    });
  }, [queryClient, userId]);
}
