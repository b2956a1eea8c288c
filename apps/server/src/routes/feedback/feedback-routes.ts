import { CreateFeedbackRequestSchema, type Feedback } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http/validation-error';
import { rateLimitedError } from '../../http/rate-limited-error';
import { createFeedback } from '../../modules/feedback/create-feedback';
import { listFeedback } from '../../modules/feedback/list-feedback';
import type { RouteDeps } from '../route-deps';

export const FEEDBACK_RATE_LIMITED_MESSAGE =
  'You have sent a lot of feedback in a short time. Please wait a minute and try again.';

/** GET and POST /api/feedback (product.md §7). Anyone may read and post; signed-in posts keep the user. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  { database, env, sessions }: RouteDeps,
): void {
  app.get('/api/feedback', async (): Promise<Feedback[]> => {
    return listFeedback(database.db);
  });

  app.post(
    '/api/feedback',
    {
      config: {
        rateLimit: {
          max: env.feedbackRateLimitMax,
          timeWindow: '1 minute',
          errorResponseBuilder: () => rateLimitedError(FEEDBACK_RATE_LIMITED_MESSAGE),
        },
      },
    },
    async (request, reply): Promise<Feedback> => {
      const input = parseWith(CreateFeedbackRequestSchema, request.body);
      const user = await sessions.getSessionUser(request, reply);
      const created = await createFeedback(database.db, input, user?.id ?? null);
      reply.code(201);
      return created;
    },
  );
}
