import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { MAX_URL_PART_LENGTH, urlPartTooLongError } from './error-handler';
import type { SpaFallback } from './web-app';

/** Unknown /api routes answer 404 in the ApiErrorBody shape; other GETs get the web app. */
export function installNotFoundHandler(app: FastifyInstance, spaFallback: SpaFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !isApiPath(pathname)) return spaFallback(reply, pathname);
    // A part longer than the router takes matched no route: where the web app's wildcard route is
    // registered the router falls back to it instead of refusing, and it lands here. Answered as the
    // router answers it without the web app, and without echoing the URL (decision 0893).
    const error = hasOverlongPart(pathname)
      ? urlPartTooLongError()
      : new AppError('NOT_FOUND', `There is no API route ${request.method} ${pathname}.`);
    return reply.code(error.statusCode).send(error.toBody());
  });
}

/** Every spelling counts: `//api/…`, `/API/…`, `/x/../api/…` are API paths too (decision 0107). */
function isApiPath(pathname: string): boolean {
  // Slashes collapsed first: '//api' would otherwise be read as a host name.
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const canonical = new URL(collapsed, 'http://pipeproof.invalid').pathname.toLowerCase();
  return canonical === '/api' || canonical.startsWith('/api/');
}

function hasOverlongPart(pathname: string): boolean {
  return pathname.split('/').some((part) => part.length > MAX_URL_PART_LENGTH);
}
