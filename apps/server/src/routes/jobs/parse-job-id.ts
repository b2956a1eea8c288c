import { AppError } from '../../app-error';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The :id of /api/jobs/:id. Something that is not a UUID names no job, so it is the same 404 as
 * a missing job or another user's (and never reaches PostgreSQL, which would refuse the cast).
 */
export function parseJobId(params: unknown): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw jobNotFound();
  return id.toLowerCase();
}

export function jobNotFound(): AppError {
  return new AppError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
}
