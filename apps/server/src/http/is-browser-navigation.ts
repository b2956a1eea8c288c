import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser is loading this address as a page (a link followed, an address typed), so
 * the answer is what the engineer sees: `Sec-Fetch-Mode: navigate`, which every current browser
 * sends; a browser too old to send Sec-Fetch headers counts when it asks for HTML. A fetch from the
 * app, a test or a script is not a navigation (decision 0869).
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return request.headers.accept?.includes('text/html') ?? false;
}
