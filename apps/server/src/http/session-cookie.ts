import type { FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from '../auth/create-auth';

/** The session cookie's names: `__Secure-` prefixed on https (decision 0106). */
const SESSION_COOKIE_NAMES = new Set([
  `${COOKIE_PREFIX}.session_token`,
  `__Secure-${COOKIE_PREFIX}.session_token`,
]);

/**
 * Whether the request carries a session cookie: `pipeproof.session_token`, or
 * `__Secure-pipeproof.session_token` on https. Whether that session is still valid is not asked.
 * Read from the Cookie header when asked (the CSRF check of a request without an Origin, the
 * signed-out copy of a page), not parsed on every request (docs/decisions/0883).
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => {
    const separator = pair.indexOf('=');
    return separator > 0 && SESSION_COOKIE_NAMES.has(pair.slice(0, separator).trim());
  });
}
