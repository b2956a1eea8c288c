import { CALCULATOR_TYPES } from '@pipeproof/engine';
import { z } from 'zod';
import { JobCustomerEmailSchema } from './customer-email';
import { JobCalculationBodySchema } from './job-calculation';
import { JobDetailsSchema } from './job-details';
import { optionalJobText } from './job-text';

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

/** A UUID the browser makes (crypto.randomUUID()), lower-cased as PostgreSQL stores it. */
export const ClientIdSchema = z
  .uuid({
    error: (issue) =>
      isMissing(issue.input)
        ? 'Client id is required: send a UUID made on the device.'
        : 'Client id must be a UUID.',
  })
  .transform((id) => id.toLowerCase());

export const JobCalculatorTypeSchema = z.enum(CALCULATOR_TYPES, {
  error: (issue) =>
    isMissing(issue.input)
      ? 'Calculator type is required.'
      : `Calculator type must be one of: ${CALCULATOR_TYPES.join(', ')}.`,
});

export const CALCULATOR_TYPE_MISMATCH_MESSAGE = "must be the job's calculator type";

const jobFields = {
  calculatorType: JobCalculatorTypeSchema,
  jobDetails: JobDetailsSchema,
  calculation: JobCalculationBodySchema,
  siteName: optionalJobText('Site name'),
  sectionIdentity: optionalJobText('Section identity'),
  customerEmail: JobCustomerEmailSchema,
};

type JobFields = z.output<z.ZodObject<typeof jobFields>>;

/**
 * The calculation's own calculatorType may be left out; when given it must be the job's. Either
 * way the parsed calculation carries the job's, so it is a complete /api/calculate request.
 */
function withJobCalculatorType<T extends JobFields>(body: T, ctx: z.RefinementCtx<T>) {
  const { calculatorType } = body.calculation;
  if (calculatorType !== undefined && calculatorType !== body.calculatorType) {
    ctx.addIssue({
      code: 'custom',
      path: ['calculation', 'calculatorType'],
      message: CALCULATOR_TYPE_MISMATCH_MESSAGE,
    });
    return z.NEVER;
  }
  return {
    ...body,
    calculation: { ...body.calculation, calculatorType: body.calculatorType },
  };
}

/**
 * POST /api/jobs body (product.md §10 Saved work, decision 0400). `clientId` makes the
 * call idempotent: the same clientId again from the same user updates that job, never a second.
 */
export const CreateJobRequestSchema = z
  .object({ clientId: ClientIdSchema, ...jobFields })
  .transform(withJobCalculatorType);
export type CreateJobRequestBody = z.input<typeof CreateJobRequestSchema>;
export type CreateJobRequest = z.output<typeof CreateJobRequestSchema>;

/**
 * PUT /api/jobs/:id body: the whole job again, without clientId (left-out optionals are cleared,
 * except customerEmail: left out, it is kept; see JobCustomerEmailSchema).
 */
export const UpdateJobRequestSchema = z.object(jobFields).transform(withJobCalculatorType);
export type UpdateJobRequestBody = z.input<typeof UpdateJobRequestSchema>;
export type UpdateJobRequest = z.output<typeof UpdateJobRequestSchema>;
