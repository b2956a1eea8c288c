import { z } from 'zod';
import {
  CalculateRequestSchema,
  CalculationProjectSchema,
  MeterConfigurationSchema,
  PipeConfigurationSchema,
  PurgeConfigurationSchema,
  type CalculateRequest,
} from '../calculation/calculate-request';
import { isStorableText } from '../text/storable-text';
import { JOB_CALCULATION_MAX_LINES, JOB_TEXT_MAX_CHARS } from './job-limits';

export { JOB_CALCULATION_MAX_LINES } from './job-limits';

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

function storedLines<T extends z.ZodType>(line: T) {
  return z
    .array(line, { error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be a list') })
    .max(JOB_CALCULATION_MAX_LINES, {
      error: `must have at most ${JOB_CALCULATION_MAX_LINES} lines`,
    });
}

const storedText = z
  .string({ error: 'must be text' })
  .max(JOB_TEXT_MAX_CHARS, { error: `must be at most ${JOB_TEXT_MAX_CHARS} characters` })
  .refine(isStorableText, { error: 'contains characters that cannot be stored' })
  .nullish();

/**
 * The calculation saved with a job or a test record: the POST /api/calculate request
 * (CalculateRequestSchema), with two differences for storage (decision 0401):
 * - at most 50 pipe, meter and hose/stack lines each (a commercial job has a handful; /api/calculate
 *   allows 200 because it stores nothing);
 * - the free-text fields refuse characters PostgreSQL cannot store in jsonb.
 */
export const JobCalculationSchema = CalculateRequestSchema.extend({
  project: CalculationProjectSchema.extend({ reference: storedText, engineerName: storedText }),
  pipeConfigurations: storedLines(PipeConfigurationSchema),
  meterConfigurations: storedLines(MeterConfigurationSchema).nullish(),
  purgeConfigurations: storedLines(PurgeConfigurationSchema).nullish(),
});

/** A stored calculation: a complete POST /api/calculate request (sizes in mm as numbers). */
export type JobCalculation = z.output<typeof JobCalculationSchema>;

/**
 * The calculation as a request body carries it: `calculatorType` may be left out, the job's is
 * used (and, when given, must be the job's).
 */
export const JobCalculationBodySchema = JobCalculationSchema.partial({ calculatorType: true });
export type JobCalculationBody = z.input<typeof JobCalculationBodySchema>;

// A stored calculation is a valid /api/calculate request: a change on either side fails here.
type _StoredIsRequest = [JobCalculation] extends [CalculateRequest] ? true : never;
const _storedIsRequest: _StoredIsRequest = true;
