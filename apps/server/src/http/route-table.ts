import type { FastifyInstance } from 'fastify';

/** One route as registered: a method and the URL pattern (e.g. `GET /api/jobs/:id`). */
export interface RouteTableEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (the access-matrix test reads it). */
    readonly routeTable: readonly RouteTableEntry[];
  }
}

/**
 * Collects every route registered after this call, in every plugin, from Fastify's own onRoute
 * hook: the route table the access-matrix test (test/access-matrix.test.ts) is generated from, so
 * a new route without an access rule fails that test. Call it before registering any route.
 */
export function installRouteTable(app: FastifyInstance): void {
  const entries: RouteTableEntry[] = [];
  app.decorate('routeTable', entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) entries.push({ method, url: route.url });
  });
}
