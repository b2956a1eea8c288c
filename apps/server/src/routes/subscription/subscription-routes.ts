import type { SubscriptionStatus } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps';

/** GET /api/subscription-status: the user's tier; free when signed out (spec §3). */
export function registerSubscriptionRoutes(app: FastifyInstance, { sessions }: RouteDeps): void {
  app.get('/api/subscription-status', async (request, reply): Promise<SubscriptionStatus> => {
    const user = await sessions.getSessionUser(request, reply);
    return { tier: user?.subscriptionTier ?? 'free' };
  });
}
