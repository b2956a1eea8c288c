import { apiGet, apiPost } from '../api-client';
import type { SessionServer } from './resolve-device-session';

/**
 * The session check the page's HTML starts as it loads (`<link rel="preload">` in index.html,
 * decision 0850), so the answer travels beside the scripts instead of after them. The browser
 * hands that answer to the first fetch of this address.
 */
export const EARLY_SESSION_CHECK = '/api/session?early';

/**
 * Whether the early answer may still be used: only by the page's first check, and not when a
 * sign-out has been sent since the page loaded (the answer is as old as the page). Any later check
 * asks the server afresh at `/api/session`, so an unused early answer is never taken later.
 */
let isEarlyAnswerUsable = true;

/** The real server's session routes (docs/api.md). */
export const SESSION_SERVER: SessionServer = {
  // 200 `{user: null}` when signed out, so a signed-out visit logs no failed request (decision 0837).
  getCurrentUser: async ({ afterSignOut = false } = {}) => {
    const url = isEarlyAnswerUsable && !afterSignOut ? EARLY_SESSION_CHECK : '/api/session';
    isEarlyAnswerUsable = false;
    return (await apiGet<{ user?: unknown }>(url)).user ?? null;
  },
  signOut: () => apiPost('/api/auth/sign-out', {}),
};
