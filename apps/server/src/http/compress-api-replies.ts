import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './api-route';

/**
 * API replies (JSON, the certificate's HTML) are made per request, so they are compressed per
 * request: brotli at @fastify/compress's default quality 4 (fast enough for every reply) or gzip,
 * from 1 KB. The web app's files are not: the build compressed them once, at brotli 11 and
 * gzip 9, and they are sent as they are (http/web-app.ts, docs/decisions/0835).
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, so a route marked here is skipped by it.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
