import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export const OFFLINE_MESSAGE =
  'We could not reach PipeProof. Check your signal or connection and try again.';

/**
 * What to tell the engineer when a request failed: the server's own words, or — when it never
 * reached the server (no signal) — the forms' sentence, never 'TypeError: Failed to fetch'
 * (decision 0903).
 */
export function describeRequestError(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : OFFLINE_MESSAGE;
}

/**
 * Shows a failed form submission where it belongs: next to the field the server named
 * (ApiErrorBody.field) when the form has it, else above the form (`root.server`).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError)) {
    setError('root.server', { type: 'server', message: OFFLINE_MESSAGE });
    return;
  }
  const field = fields.find((name) => name === error.body?.field);
  if (field && error.body) {
    setError(field, { type: 'server', message: error.body.message }, { shouldFocus: true });
    return;
  }
  const message =
    error.body?.message ??
    (error.status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message);
  setError('root.server', { type: 'server', message });
}
