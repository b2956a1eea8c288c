import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announceSessionChange } from '../../auth/session-lookup-cache';
import type { RouteDeps } from '../route-deps';
import { safeReturnPath } from './safe-return-path';

/** The web app's sign-in page. */
export const SIGN_IN_PATH = '/sign-in';

const LoginQuerySchema = z.object({ returnTo: z.string().optional() });

/**
 * Browser navigations (product.md §7): GET /api/login and GET /api/logout.
 * Logout is a GET because product.md's header button navigates there; see
 * docs/decisions/0101-logout-by-get.md.
 */
export function registerLoginRoutes(
  app: FastifyInstance,
  { auth, env, database }: RouteDeps,
): void {
  app.get('/api/login', async (request, reply) => {
    const query = LoginQuerySchema.safeParse(request.query);
    const returnTo = query.success ? safeReturnPath(query.data.returnTo, env.baseUrl) : null;
    const target = returnTo
      ? `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`
      : SIGN_IN_PATH;
    return reply.redirect(target, 302);
  });

  app.get('/api/logout', async (request, reply) => {
    try {
      // Deletes the session row, so the old cookie is useless at once, and expires the cookie.
      const response = await auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    } catch (error) {
      request.log.warn({ err: error }, 'Sign-out failed; redirecting anyway');
    }
    // No lookup remembered before the sign-out answers for the old cookie again, in this process
    // or another on the same database (decision 0840), as after a sign-out through better-auth's
    // own route. Not waited for: with the database down it would hold the redirect.
    void announceSessionChange(database.db);
    return reply.redirect('/', 302);
  });
}
