import type { User } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { toApiUser } from '../../modules/users/to-api-user';
import type { RouteDeps } from '../route-deps';

/** GET /api/auth/user: the signed-in user (spec §7), or 401. */
export function registerUserRoutes(app: FastifyInstance, { sessions }: RouteDeps): void {
  app.get('/api/auth/user', async (request, reply): Promise<User> => {
    const user = await sessions.requireUser(request, reply);
    return toApiUser(user);
  });
}
