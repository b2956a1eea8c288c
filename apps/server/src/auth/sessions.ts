import { ACCOUNT_HEADER, TierSchema, type Tier } from '@pipeproof/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { Auth } from './create-auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  subscriptionTier: Tier;
  /** Proven by a mailed link, or from Google / OIDC / the operator (decision 0811). */
  emailVerified: boolean;
  /** When this session ends unless used again (better-auth rolls it forward as it is used). */
  sessionExpiresAt: Date;
}

export interface Sessions {
  /** The signed-in user, or null. Reads the session from the database (no cookie cache). */
  getSessionUser(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null>;
  /**
   * The signed-in user, or a 401 UNAUTHORIZED AppError. For every route that needs a user. A
   * request that names the account it was made for (ACCOUNT_HEADER: saves a device kept for one
   * account) is refused with 401 when the session is anybody else's (docs/decisions/0440).
   */
  requireUser(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser>;
}

export const SIGNED_OUT_MESSAGE = 'You are signed out. Please sign in.';
export const OTHER_ACCOUNT_MESSAGE =
  'This was kept for another account. Sign in to that account to save it.';

export function createSessions(auth: Auth): Sessions {
  // One database read per request however many times a route asks.
  const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  async function readSession(request: FastifyRequest, reply?: FastifyReply) {
    const { headers, response } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    // better-auth may extend the session and re-issue the cookie; pass that on.
    if (reply) for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
    if (!response) return null;
    const { user, session } = response;
    const tier = TierSchema.safeParse(user.subscriptionTier);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      subscriptionTier: tier.success ? tier.data : 'free',
      emailVerified: user.emailVerified,
      sessionExpiresAt: new Date(session.expiresAt),
    } satisfies SessionUser;
  }

  const getSessionUser: Sessions['getSessionUser'] = (request, reply) => {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = readSession(request, reply);
      perRequest.set(request, pending);
    }
    return pending;
  };

  return {
    getSessionUser,
    async requireUser(request, reply) {
      const user = await getSessionUser(request, reply);
      if (!user) throw new AppError('UNAUTHORIZED', SIGNED_OUT_MESSAGE);
      const expected = request.headers[ACCOUNT_HEADER];
      if (expected !== undefined && expected !== user.id) {
        throw new AppError('UNAUTHORIZED', OTHER_ACCOUNT_MESSAGE);
      }
      return user;
    },
  };
}
