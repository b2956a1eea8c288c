import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import type { SpaFallback } from './web-app';

/** Unknown /api routes answer 404 in the ApiErrorBody shape; other GETs get the web app. */
export function installNotFoundHandler(app: FastifyInstance, spaFallback: SpaFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !isApiPath(pathname)) return spaFallback(reply, pathname);
    const error = new AppError('NOT_FOUND', `There is no API route ${request.method} ${pathname}.`);
    return reply.code(error.statusCode).send(error.toBody());
  });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
