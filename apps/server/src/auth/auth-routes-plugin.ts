import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { rateLimitedError } from '../http/rate-limited-error';
import { listAuthEndpoints, type AuthRateLimitGroup } from './auth-endpoints';
import { OIDC_PROVIDER_ID, type Auth } from './create-auth';
import { AUTH_BASE_PATH, forwardToAuth } from './forward-to-auth';
import { AUTH_MESSAGES } from './map-auth-error';

/** Each budget: its counters' name in the shared store (decision 0800), and what a client that spent it is told. */
const RATE_LIMITS: Record<AuthRateLimitGroup, { groupId: string; message: string }> = {
  signIn: { groupId: 'auth-attempts', message: AUTH_MESSAGES.rateLimited },
  passwordCheck: { groupId: 'password-checks', message: AUTH_MESSAGES.deletionRateLimited },
  oauthCallback: { groupId: 'oauth-callbacks', message: AUTH_MESSAGES.rateLimited },
  passwordReset: { groupId: 'password-resets', message: AUTH_MESSAGES.resetRateLimited },
  emailVerification: {
    groupId: 'email-verifications',
    message: AUTH_MESSAGES.emailRequestsRateLimited,
  },
};

/** The sign-in providers this server offers: better-auth's ids for /sign-in/social and /callback/:id. */
export function configuredProviderIds(env: Env): string[] {
  return [...(env.google ? ['google'] : []), ...(env.oidc ? [OIDC_PROVIDER_ID] : [])];
}

/**
 * Mounts better-auth under /api/auth as an explicit allow-list (auth-endpoints.ts,
 * docs/decisions/0107): each allowed endpoint is a Fastify route of its own, with its rate limit
 * and our contract, and is forwarded by its canonical path. No wildcard: any other path under
 * /api/auth, however spelled, is the app's 404. `db` is asked when better-auth fails (0802).
 */
export function authRoutesPlugin(auth: Auth, env: Env, db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const mount = { auth, env, db };
    // OIDC providers may POST their callback as a form (response_mode=form_post).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    // One limiter per group, so the routes of a group draw on one budget per IP.
    const limiters = new Map<AuthRateLimitGroup, onRequestHookHandler>();
    const limiterFor = (group: AuthRateLimitGroup) => {
      let limiter = limiters.get(group);
      if (!limiter) {
        const { groupId, message } = RATE_LIMITS[group];
        limiter = app.rateLimit({
          groupId,
          max: env.authRateLimitMax,
          timeWindow: '1 minute',
          errorResponseBuilder: () => rateLimitedError(message),
        });
        limiters.set(group, limiter);
      }
      return limiter;
    };

    for (const endpoint of listAuthEndpoints(configuredProviderIds(env))) {
      app.route({
        method: endpoint.method,
        url: `${AUTH_BASE_PATH}${endpoint.path}`,
        // HEAD is not an endpoint of better-auth's: no route is made for it.
        exposeHeadRoute: false,
        ...(endpoint.rateLimit ? { onRequest: limiterFor(endpoint.rateLimit) } : {}),
        handler: (request, reply) => {
          const input = endpoint.parse({
            body: request.body,
            query: request.query,
            params: request.params,
          });
          return forwardToAuth(mount, endpoint, input, request, reply);
        },
      });
    }
  };
}
