import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { reportDatabaseUnavailable } from '../db/report-database-unavailable';

/** A restart or fail-over usually takes seconds; clients (the web outbox) retry after this. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'PipeProof is briefly unavailable. Please try again in a few seconds.';

/**
 * 503 SERVICE_UNAVAILABLE with Retry-After for a request that failed because the database could
 * not be reached (db/is-database-unavailable.ts), logged at warn once per outage rather than as an
 * unhandled error per request. docs/decisions/0802-database-unavailable.md.
 */
export function replyDatabaseUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  reportDatabaseUnavailable(request.log, error);
  const unavailable = new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
  return reply
    .code(unavailable.statusCode)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(unavailable.toBody());
}
