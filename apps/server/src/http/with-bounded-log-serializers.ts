import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { boundForLog } from './bound-for-log';

/** The error's stack: longer than a string in general, still bounded (a message can be huge). */
const STACK_MAX = 4_000;

/**
 * The app's logger with serializers that keep client input out of the log whole
 * (docs/decisions/0109): the request line's URL (up to 16 KB of query string) and every logged
 * error — message, stack and properties such as a database error's `params` — are bounded.
 * Fastify keeps a logger's own serializers over its defaults.
 */
export function withBoundedLogSerializers(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child(
    {},
    {
      serializers: {
        req: (request: FastifyRequest) =>
          boundForLog({
            method: request.method,
            url: request.url,
            host: request.host,
            remoteAddress: request.ip,
            remotePort: request.socket?.remotePort,
          }),
        err: (error: Error) => {
          const { stack, ...rest } = pino.stdSerializers.err(error);
          return {
            ...(boundForLog(rest) as object),
            ...(typeof stack === 'string' ? { stack: stack.slice(0, STACK_MAX) } : {}),
          };
        },
      },
    },
  );
}
