import type { CurrentUser } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { deriveDeviceKey } from '../../modules/users/derive-device-key';
import { toApiUser } from '../../modules/users/to-api-user';
import type { RouteDeps } from '../route-deps';

/**
 * GET /api/auth/user: the signed-in user (product.md §7) with what the device keeps of the session
 * (docs/decisions/0440), or 401.
 */
export function registerUserRoutes(
  app: FastifyInstance,
  { sessions }: RouteDeps,
  authSecret: string,
): void {
  app.get('/api/auth/user', async (request, reply): Promise<CurrentUser> => {
    const user = await sessions.requireUser(request, reply);
    return {
      ...toApiUser(user),
      session: {
        expiresAt: user.sessionExpiresAt.toISOString(),
        deviceKey: deriveDeviceKey(authSecret, user.id),
      },
    };
  });
}
