import type { FastifyInstance } from 'fastify';

/** API answers are per user and change often: never cached unless a route says otherwise. */
export function installNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
