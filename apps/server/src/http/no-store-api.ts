import type { FastifyInstance } from 'fastify';
import { matchedApiRoute } from './api-route';

/**
 * API answers are per user and change often: never cached unless a route says otherwise. Whatever
 * the URL's spelling, by the route it reached (docs/decisions/0889); an /api address no route
 * matched is answered 404 uncached too.
 */
export function installNoStoreForApi(app: FastifyInstance): void {
  // A callback hook: no promise per request (decision 0843).
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = matchedApiRoute(request) !== null || request.url.startsWith('/api/');
    if (api && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
