import type { UpdateJobRequest } from '@pipeproof/contracts';
import type { jobs } from '../../db/schema';

type JobColumns = Pick<
  typeof jobs.$inferInsert,
  | 'calculatorType'
  | 'jobNumber'
  | 'customerName'
  | 'engineerName'
  | 'gasSafeNumber'
  | 'location'
  | 'calculation'
  | 'siteName'
  | 'sectionIdentity'
  | 'customerEmail'
>;

/**
 * The columns a save (POST or PUT) writes: every one, so a left-out optional is cleared; except
 * customerEmail, which a left-out field keeps (decision 0812: the server sets it too).
 */
export function toJobColumns(input: UpdateJobRequest): JobColumns {
  return {
    calculatorType: input.calculatorType,
    ...input.jobDetails,
    calculation: input.calculation,
    siteName: input.siteName ?? null,
    sectionIdentity: input.sectionIdentity ?? null,
    ...(input.customerEmail === undefined ? {} : { customerEmail: input.customerEmail }),
  };
}
