import type { FastifyInstance } from 'fastify';

/**
 * Lets app.close() finish as soon as the requests in flight have been answered. Fastify stops
 * accepting connections and waits for open ones, but a browser's keep-alive connection stays
 * open after its last answer (for Fastify's 72 s keepAliveTimeout), and so would the close. Once
 * closing, every answer says `Connection: close` and each finished answer closes the connections
 * left idle. Fastify itself answers 503 to a request that arrives meanwhile on an open connection.
 * docs/decisions/0803-compiled-server-and-graceful-shutdown.md.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  // Callback hooks: no promise per request (decision 0843).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}
