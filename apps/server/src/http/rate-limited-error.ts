import { AppError } from '../app-error';

/** @fastify/rate-limit throws what its errorResponseBuilder returns; the error handler shapes it. */
export function rateLimitedError(message: string): AppError {
  return new AppError('RATE_LIMITED', message);
}
