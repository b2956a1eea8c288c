import { ACCOUNT_HEADER, TierSchema, type Tier } from '@pipeproof/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { Auth } from './create-auth';
import { createSessionLookupCache } from './session-lookup-cache';

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
  /**
   * The signed-in user, or null. Reads the session from the database, or from this process's
   * lookups of the last few seconds (session-lookup-cache.ts, docs/decisions/0840).
   */
  getSessionUser(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null>;
  /**
   * The signed-in user, or a 401 UNAUTHORIZED AppError. For every route that needs a user. A
   * request that names the account it was made for (ACCOUNT_HEADER: saves a device kept for one
   * account) is refused with 401 when the session is anybody else's (docs/decisions/0440).
   */
  requireUser(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser>;
  /**
   * The user this request's session lookup found (null: none), or undefined when the request has
   * not looked its session up: never reads the session itself.
   */
  lookedUpUser(request: FastifyRequest): Promise<SessionUser | null> | undefined;
  /** Stops remembering lookups (the app closes). */
  close(): void;
}

export const SIGNED_OUT_MESSAGE = 'You are signed out. Please sign in.';
export const OTHER_ACCOUNT_MESSAGE =
  'This was kept for another account. Sign in to that account to save it.';

export function createSessions(auth: Auth): Sessions {
  // One database read per request however many times a route asks.
  const perRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  // ...and none for a few seconds after it, for the same signed cookie (decision 0840).
  const cache = createSessionLookupCache<SessionUser>();
  // better-auth's session cookie and its cached-session cookie, by the names it reads them
  // (`__Secure-` prefix on https, 0106).
  const cookieNames = auth.$context.then(({ authCookies }) => ({
    token: authCookies.sessionToken.name,
    data: authCookies.sessionData.name,
  }));

  // Lookups under way, by signed cookie: when a remembered lookup runs out under load, the
  // requests of that browser in flight share one read instead of each reading the session
  // (decision 0843). Dropped when the cache is emptied, so a request after a change never joins a
  // read that began before it.
  const underWay = new Map<string, { generation: number; user: Promise<SessionUser | null> }>();

  async function lookUp(request: FastifyRequest, reply?: FastifyReply) {
    const header = request.headers.cookie;
    const names = await cookieNames;
    // Neither cookie anywhere in the header: signed out, and better-auth, which would answer
    // null without a session cookie, is not asked (decision 0840). One with the session data
    // cookie alone still goes to better-auth, which clears it.
    if (!header?.includes(names.token) && !header?.includes(names.data)) return null;
    const signedToken = readCookie(header, names.token);
    if (signedToken === undefined) return readSession(request, reply);
    const cached = cache.get(signedToken);
    if (cached) return cached;
    const generation = cache.generation();
    const shared = underWay.get(signedToken);
    if (shared && shared.generation === generation) return shared.user;
    const read = readSession(request, reply);
    underWay.set(signedToken, { generation, user: read });
    try {
      const user = await read;
      if (user) cache.remember(signedToken, user, user.sessionExpiresAt.getTime(), generation);
      return user;
    } finally {
      if (underWay.get(signedToken)?.user === read) underWay.delete(signedToken);
    }
  }

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
      pending = lookUp(request, reply);
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
    lookedUpUser: (request) => perRequest.get(request),
    close: () => {
      underWay.clear();
      cache.close();
    },
  };
}

/**
 * The session cookie's raw value, the cache's key; undefined without one, or with more than one
 * (which of them better-auth reads is its business: such a request is simply not cached).
 */
function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      if (found !== undefined) return undefined;
      found = pair.slice(separator + 1).trim();
    }
  }
  return found;
}
