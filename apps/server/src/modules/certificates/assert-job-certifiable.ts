import {
  describeCertificateBar,
  NOT_CERTIFIABLE_PREFIX,
  type Job,
  type TestRecord,
} from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { AppError } from '../../app-error';

/** The 400 for an installation the standard does not permit testing (decision 0821). */
export function notCertifiableError(reason: string): AppError {
  return new AppError('VALIDATION_ERROR', `${NOT_CERTIFIABLE_PREFIX} ${reason}`, {
    field: 'jobId',
  });
}

/**
 * A job is certified only where the standard applies to it as entered (decisions 0821, 0890). Its
 * own calculation, and every saved record the certificate judges (not one replaced by a later
 * record, decision 0923), must carry no engine notice that bars a certificate
 * (`describeCertificateBar`: `blocking` — no figures at all, a domestic installation above
 * 0.035 m³, a commercial one above 1 m³ — or `warning` — figures given but not compliant as
 * entered: an operating pressure above IGE/UP/1A's 40 mbar, a test longer than the chosen gauge
 * may be used for). Either is a 400 in the engine's words, which say what to use instead. A
 * calculation the engine cannot run yet (a figure still missing) is not refused here: its saved
 * records are what the certificate prints.
 */
export function assertJobCertifiable(job: {
  readonly calculation: Job['calculation'];
  readonly testRecords: readonly Pick<TestRecord, 'calculation'>[];
}): void {
  for (const calculation of [job.calculation, ...job.testRecords.map((r) => r.calculation)]) {
    const result = calculate(calculation);
    if (!result.ok) continue;
    const bar = describeCertificateBar(result.output.warnings);
    if (bar) throw new AppError('VALIDATION_ERROR', bar, { field: 'jobId' });
  }
}
