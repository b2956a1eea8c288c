import type { Job } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { AppError } from '../../app-error';

export const NOT_CERTIFIABLE_PREFIX = 'This job cannot be certified:';

/** The 400 for an installation the standard does not permit testing (decision 0821). */
export function notCertifiableError(reason: string): AppError {
  return new AppError('VALIDATION_ERROR', `${NOT_CERTIFIABLE_PREFIX} ${reason}`, {
    field: 'jobId',
  });
}

/**
 * A job whose own calculation the engine blocks — a domestic installation above 0.035 m³
 * (decision 0820 §8), a commercial one above 1 m³ — is never certified (decision 0821): a 400 in
 * the engine's words, which say which calculator to use instead. A draft the engine cannot run
 * yet (a figure still missing) is not blocked: its saved records are what the certificate prints.
 */
export function assertJobCertifiable(job: Pick<Job, 'calculation'>): void {
  const result = calculate(job.calculation);
  if (!result.ok) return;
  const blocking = result.output.warnings.find((warning) => warning.severity === 'blocking');
  if (blocking) throw notCertifiableError(blocking.message);
}
