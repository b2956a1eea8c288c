import { SESSION_COOKIE_TIMING } from '@pipeproof/contracts';
import { keepInTab, tabStorage } from './tab-storage';

// What a page's load says of its session before the server answers, for the header (decision
// 0887). Not in the app shell (vite.config.ts): that chunk takes its modules' imports with it, and
// this one's import of the contracts would bring all of them, zod included.

/**
 * Whether the page's navigation timing carries the server's word that its request came with a
 * session cookie (`Server-Timing`, apps/server/src/http/web-app.ts; decision 0887). A page the
 * service worker answered has none: its copy was not fetched as a page.
 */
export function sentWithSessionCookie(navigations: readonly PerformanceEntry[]): boolean {
  return navigations.some((entry) =>
    ((entry as PerformanceNavigationTiming).serverTiming ?? []).some(
      (metric) => metric.name === SESSION_COOKIE_TIMING,
    ),
  );
}

/**
 * Set in this tab as a sign-in leaves for Google or another provider (features/auth), and taken by
 * the next page the tab loads: the one the provider sends it back to, signed in unless the sign-in
 * failed (decision 0887). Per tab and taken once, so a sign-in given up leaves nothing for long.
 */
const PROVIDER_SIGN_IN_KEY = 'pipeproof.provider-sign-in.v1';

export function markProviderSignIn(storage: Storage | null = tabStorage()): void {
  // Storage refused: the page the provider returns to keeps no room for the header, as before.
  keepInTab(PROVIDER_SIGN_IN_KEY, '1', storage);
}

/** Whether a provider sign-in left from this tab since its last load; forgets it either way. */
export function takeProviderSignIn(storage: Storage | null = tabStorage()): boolean {
  try {
    const marked = storage?.getItem(PROVIDER_SIGN_IN_KEY) != null;
    storage?.removeItem(PROVIDER_SIGN_IN_KEY);
    return marked;
  } catch {
    return false;
  }
}

/**
 * Whether this page is probably signed in though the device may remember nobody: its request
 * carried a session cookie, or it is where a provider sign-in came back to (decision 0887). Until
 * the server says who is signed in, the header keeps the room the engineer's controls take, so
 * the page does not move down when they come. Read once, as the page loads; not whether the
 * session is valid, and never taken for an answer: nothing of any account is shown from it.
 */
export const loadExpectsSession: boolean =
  // Taken first, so a page also sent with the cookie does not leave the mark to the next load.
  (typeof document !== 'undefined' && takeProviderSignIn()) ||
  (typeof performance !== 'undefined' &&
    typeof performance.getEntriesByType === 'function' &&
    sentWithSessionCookie(performance.getEntriesByType('navigation')));
