import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, GENERIC_INTERNAL_MESSAGE } from '../app-error';
import { toAppError } from './error-handler';
import { JSON_REFUSAL_HEADERS } from './security-headers';

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs —
 * a URL whose percent-encoding is not UTF-8 (FST_ERR_BAD_URL), a path parameter over 100
 * characters (FST_ERR_MAX_PARAM_LENGTH) — answered as ApiErrorBody in our words, without
 * echoing the URL, like every other refusal (docs/decisions/0109).
 */
export function answerFrameworkError(
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(error);
  if (appError === null) request.log.error({ err: error }, 'Unhandled framework error');
  const answer = appError ?? new AppError('INTERNAL_ERROR', GENERIC_INTERNAL_MESSAGE);
  // Fastify runs no hook for what its router refuses: the JSON set is put on here (0889).
  for (const [name, value] of JSON_REFUSAL_HEADERS) void reply.header(name, value);
  void reply.code(answer.statusCode).send(answer.toBody());
}
