import type { FastifyRequest } from 'fastify';
import { COOKIE_PREFIX } from '../auth/create-auth';

/**
 * Whether the request carries a session cookie: `pipeproof.session_token`, or
 * `__Secure-pipeproof.session_token` on https. Whether that session is still valid is not asked.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const names = Object.keys(request.cookies);
  return names.some((name) => name.replace(/^__Secure-/, '') === `${COOKIE_PREFIX}.session_token`);
}
