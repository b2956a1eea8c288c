import type { FastifyInstance } from 'fastify';

/** API answers are per user and change often: never cached unless a route says otherwise. */
export function installNoStoreForApi(app: FastifyInstance): void {
  // A callback hook: no promise per request (decision 0843).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
