import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { matchedApiRoute } from './api-route';
import { hasSessionCookie } from './session-cookie';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Called by other sites by design: they authenticate themselves (signatures, OAuth state). */
const EXEMPT_PREFIXES = ['/api/stripe/webhook', '/api/auth/callback/'];

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/**
 * CSRF rule for state-changing /api requests (docs/decisions/0102-csrf-origin-rule.md): an Origin
 * header must be ours; without one, the request must not carry a session cookie.
 */
export function installCsrfCheck(app: FastifyInstance, baseUrl: string): void {
  const allowedOrigin = new URL(baseUrl).origin;
  // A callback hook: no promise per request (decision 0843).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isGuarded(request)) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const refused = origin !== undefined ? origin !== allowedOrigin : hasSessionCookie(request);
    done(refused ? new AppError('FORBIDDEN', CROSS_SITE_MESSAGE) : undefined);
  });
}

function isGuarded(request: FastifyRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;
  const route = matchedApiRoute(request);
  if (route === null) return false;
  return !EXEMPT_PREFIXES.some((prefix) => route.startsWith(prefix));
}
