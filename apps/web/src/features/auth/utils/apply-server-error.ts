import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';

const OFFLINE_MESSAGE =
  'We could not reach PipeProof. Check your signal or connection and try again.';

/**
 * Shows a failed sign-in or sign-up where it belongs: next to the field the server named
 * (ApiErrorBody.field) or the field an error code is always about (e.g. CONFLICT on sign-up is
 * the email), else above the form.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fieldForCode: Partial<Record<ErrorCode, Path<T>>> = {},
): void {
  if (!(error instanceof ApiError)) {
    setError('root.server', { type: 'server', message: OFFLINE_MESSAGE });
    return;
  }
  const namedField = error.body?.field ?? (error.body ? fieldForCode[error.body.code] : undefined);
  const field = fields.find((name) => name === namedField);
  if (field && error.body) {
    setError(field, { type: 'server', message: error.body.message }, { shouldFocus: true });
    return;
  }
  const message =
    error.body?.message ??
    (error.status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message);
  setError('root.server', { type: 'server', message });
}
