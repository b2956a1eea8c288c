import type { CurrentUser, SessionCheck } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/sessions';
import { deriveDeviceKey } from '../../modules/users/derive-device-key';
import { toApiUser } from '../../modules/users/to-api-user';
import type { RouteDeps } from '../route-deps';

/**
 * GET /api/auth/user: the signed-in user (product.md §7) with what the device keeps of the session
 * (docs/decisions/0440), or 401.
 * GET /api/session: the same user or `null`, always 200: the web app's session check, so a
 * signed-out visit logs no failed request in the browser's console (docs/decisions/0837).
 */
export function registerUserRoutes(
  app: FastifyInstance,
  { sessions }: RouteDeps,
  authSecret: string,
): void {
  // A remembered session lookup (0840) is the same object for its few seconds: its reply is
  // worked out once (the device key is an HMAC), not on every request (decision 0843).
  const replies = new WeakMap<SessionUser, CurrentUser>();
  const currentUser = (user: SessionUser): CurrentUser => {
    let reply = replies.get(user);
    if (!reply) {
      reply = {
        ...toApiUser(user),
        session: {
          expiresAt: user.sessionExpiresAt.toISOString(),
          deviceKey: deriveDeviceKey(authSecret, user.id),
        },
      };
      replies.set(user, reply);
    }
    return reply;
  };

  app.get('/api/auth/user', async (request, reply): Promise<CurrentUser> => {
    return currentUser(await sessions.requireUser(request, reply));
  });

  app.get('/api/session', async (request, reply): Promise<SessionCheck> => {
    const user = await sessions.getSessionUser(request, reply);
    return { user: user ? currentUser(user) : null };
  });
}
