import { apiGet, apiPost } from '../api-client';
import type { SessionServer } from './resolve-device-session';

/** The real server's session routes (docs/api.md). */
export const SESSION_SERVER: SessionServer = {
  getCurrentUser: () => apiGet<unknown>('/api/auth/user'),
  signOut: () => apiPost('/api/auth/sign-out', {}),
};
