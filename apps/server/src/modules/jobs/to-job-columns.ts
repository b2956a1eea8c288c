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
>;

/** The columns a save (POST or PUT) writes: every one, so a left-out optional is cleared. */
export function toJobColumns(input: UpdateJobRequest): JobColumns {
  return {
    calculatorType: input.calculatorType,
    ...input.jobDetails,
    calculation: input.calculation,
    siteName: input.siteName ?? null,
    sectionIdentity: input.sectionIdentity ?? null,
  };
}
