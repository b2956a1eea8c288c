import { apiGet, apiPost } from '../api-client';
import type { SessionServer } from './resolve-device-session';

/** The real server's session routes (docs/api.md). */
export const SESSION_SERVER: SessionServer = {
  // 200 `{user: null}` when signed out, so a signed-out visit logs no failed request (decision 0837).
  getCurrentUser: async () => (await apiGet<{ user?: unknown }>('/api/session')).user ?? null,
  signOut: () => apiPost('/api/auth/sign-out', {}),
};
