import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Strict Content-Security-Policy and the usual headers (design.md §5 Security). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    isHttps: boolean;
    /** Other origins the browser may call: the S3 bucket logos are PUT to (decision 0701). */
    connectSources?: readonly string[];
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only over https: on plain http it would break every sub-resource.
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.isHttps ? { maxAge: 15_552_000 } : false,
  });
}
