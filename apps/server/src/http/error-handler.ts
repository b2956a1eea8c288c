import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, GENERIC_INTERNAL_MESSAGE, codeForStatus } from '../app-error';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { replyDatabaseUnavailable } from './reply-database-unavailable';
import { validationErrorFromZod } from './validation-error';

const BODY_LIMIT_TEXT = '1 MB';

/** Fastify's own request errors, in words for the user. */
const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('VALIDATION_ERROR', 'Request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('VALIDATION_ERROR', 'Request body is empty: send a JSON object.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError(
      'VALIDATION_ERROR',
      'Request body must be JSON: send it with Content-Type: application/json.',
    ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('VALIDATION_ERROR', 'Request body length does not match Content-Length.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `Request body is too large (the limit is ${BODY_LIMIT_TEXT}).`,
    ),
  // From the router, through the app's frameworkErrors (docs/decisions/0109): never echo the URL.
  FST_ERR_BAD_URL: () =>
    new AppError(
      'VALIDATION_ERROR',
      'The URL is not valid: a % in it does not start a percent-encoded UTF-8 character.',
    ),
  FST_ERR_MAX_PARAM_LENGTH: () => urlPartTooLongError(),
};

/** Fastify's router's default `maxParamLength`: a longer path parameter matches no route. */
export const MAX_URL_PART_LENGTH = 100;

/** The 400 for a path parameter longer than the router takes (docs/decisions/0109, 0893). */
export function urlPartTooLongError(): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `A part of the URL is too long (the limit is ${MAX_URL_PART_LENGTH} characters).`,
  );
}

/**
 * Every error reply has the ApiErrorBody shape. Client mistakes get their own words; anything
 * unexpected is logged with its stack and answered with a generic 500 that leaks nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    // An outage is not a bug: 503 with Retry-After (docs/decisions/0802).
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error);
    const appError = toAppError(error);
    if (appError === null) {
      request.log.error({ err: error }, 'Unhandled error');
      const internal = new AppError('INTERNAL_ERROR', GENERIC_INTERNAL_MESSAGE);
      return reply.code(internal.statusCode).send(internal.toBody());
    }
    if (appError.code === 'SERVICE_UNAVAILABLE') {
      // The server's state, not a bug (decision 0889): payments or mail not set up here, Stripe or
      // the bucket out of reach (Stripe's own error is logged where it is caught). One short line:
      // at error level with a stack, anyone could fill the log by posting to the webhook of a
      // server without payments.
      request.log.warn({ code: appError.code }, appError.message);
    } else if (appError.statusCode >= 500) {
      request.log.error({ err: error }, appError.message);
    }
    return reply.code(appError.statusCode).send(appError.toBody());
  });
}

/** The client-facing error, or null when the error is ours (a bug) and must stay private. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationErrorFromZod(error);
  if (!isFastifyError(error)) return null;
  const known = error.code === undefined ? undefined : FASTIFY_ERRORS[error.code];
  if (known) return known();
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return null;
  return new AppError(codeForStatus(status), sentence(error.message));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
