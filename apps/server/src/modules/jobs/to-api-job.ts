import { JobCalculatorTypeSchema, type Job } from '@pipeproof/contracts';
import type { jobs, testRecords } from '../../db/schema';
import { toApiTestRecord } from './to-api-test-record';

/** A jobs row and its test_records rows (oldest first) as the API gives them. */
export function toApiJob(
  row: typeof jobs.$inferSelect,
  recordRows: readonly (typeof testRecords.$inferSelect)[],
): Job {
  return {
    id: row.id,
    clientId: row.clientId,
    calculatorType: JobCalculatorTypeSchema.parse(row.calculatorType),
    jobDetails: {
      jobNumber: row.jobNumber,
      customerName: row.customerName,
      engineerName: row.engineerName,
      gasSafeNumber: row.gasSafeNumber,
      location: row.location,
    },
    calculation: row.calculation,
    ...(row.siteName === null ? {} : { siteName: row.siteName }),
    ...(row.sectionIdentity === null ? {} : { sectionIdentity: row.sectionIdentity }),
    ...(row.customerEmail === null ? {} : { customerEmail: row.customerEmail }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    testRecords: recordRows.map(toApiTestRecord),
  };
}
