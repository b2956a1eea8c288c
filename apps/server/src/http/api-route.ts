import type { FastifyRequest } from 'fastify';

/** Whether a route's pattern is the API's: `/api` and everything under `/api/`. */
export function isApiRoute(pattern: string): boolean {
  return pattern === '/api' || pattern.startsWith('/api/');
}

/**
 * The pattern of the API route the request reached (`/api/jobs/:id`), or null for any other
 * request. Decided by the route the router matched, never by how the URL was spelled: the router
 * decodes percent-escapes before it matches, so `/%61pi/jobs` reaches `/api/jobs` and must meet
 * its rules (docs/decisions/0107, 0889). A request no route matched reaches no handler.
 */
export function matchedApiRoute(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  return route !== undefined && isApiRoute(route) ? route : null;
}
